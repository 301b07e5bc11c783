import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Operator } from './registers.service';

/** The signed-in admin working the register, and their shop. */
export async function operatorOf(
  request: FastifyRequest,
): Promise<{ establishmentId: string; operator: Operator }> {
  const establishmentId = await request.adminEstablishmentId();
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
  return { establishmentId, operator: { id: user.id, email: user.email } };
}
