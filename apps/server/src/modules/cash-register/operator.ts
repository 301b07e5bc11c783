import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canDo } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import type { CounterSaleDeps } from './counter-sales.service';
import type { Operator } from './registers.service';

/** The signed-in admin working the register, and their shop. */
export async function operatorOf(
  request: FastifyRequest,
): Promise<{ establishmentId: string; operator: Operator }> {
  const establishmentId = await request.adminEstablishmentId();
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
  const agent = (request.headers['user-agent'] ?? '').slice(0, 120);
  const device = [request.ip, agent].filter(Boolean).join(' · ');
  return { establishmentId, operator: { id: user.id, email: user.email, name: user.name, device } };
}

/**
 * Whose registers the caller may read: all of the shop's with `registers.viewAll` (Gerente,
 * admin), else only their own (a Caixa sees their own register's history, decision 051).
 */
export async function historyScopeOf(
  request: FastifyRequest,
): Promise<{ establishmentId: string; onlyOperatorId?: string }> {
  const { establishmentId, operator } = await operatorOf(request);
  const user = await request.currentUser();
  return canDo(user?.roles ?? [], 'registers.viewAll')
    ? { establishmentId }
    : { establishmentId, onlyOperatorId: operator.id };
}

/** What the counter's sale services need, from the app that serves the request. */
export function counterSaleDepsOf(request: FastifyRequest): CounterSaleDeps {
  const app = request.server;
  return {
    db: app.db,
    ip: request.ip,
    events: app.domainEvents,
    realtime: app.realtime,
    payments: app.payments,
  };
}

/** A counter sale in the URL: `/api/admin/pdv/sales/:orderId`. */
export const saleParams = z.object({ orderId: z.string() });
