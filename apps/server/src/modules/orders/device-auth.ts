import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  authenticateDevice,
  bearerToken,
  findActiveDevice,
  type AuthenticatedDevice,
} from './order-devices.service';

/**
 * The kitchen display or status board a request comes from: its token in the Authorization
 * header or the query. A kiosk's token opens none of their routes.
 */
export async function deviceOf(request: FastifyRequest): Promise<AuthenticatedDevice> {
  const found = await authenticateDevice(
    request.server.db,
    request.headers.authorization,
    (request.query as { token?: string } | undefined)?.token,
  );
  if (found.kind === 'kiosk') {
    throw new AppError('FORBIDDEN', 'Um totem não abre a tela da cozinha nem a de pedidos');
  }
  return found;
}

/** The kitchen display a request comes from; a status board may not change an order's stage. */
export async function kitchenDeviceOf(request: FastifyRequest): Promise<AuthenticatedDevice> {
  const found = await deviceOf(request);
  if (found.kind !== 'kitchen') {
    throw new AppError('FORBIDDEN', 'Só a tela da cozinha pode mudar a etapa de um pedido');
  }
  return found;
}

/** `?device=` of the request's own URL: a kiosk's EventSource cannot send headers. */
function deviceQueryToken(request: FastifyRequest): string | undefined {
  const query = request.url.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(request.url.slice(query + 1)).get('device') ?? undefined;
}

/**
 * The paired kiosk of `establishmentId` a kiosk request comes from (its device token in the
 * Authorization header or, on an event stream, `?device=`), or null: no token, an unknown or
 * revoked one, another shop's or another kind's all leave the request anonymous, so an
 * unpaired kiosk (the demo's) keeps working under the anonymous limits.
 */
export async function pairedKioskOf(
  request: FastifyRequest,
  establishmentId: string,
): Promise<AuthenticatedDevice | null> {
  const token = bearerToken(request.headers.authorization) ?? deviceQueryToken(request);
  if (!token) return null;
  const found = await findActiveDevice(request.server.db, token);
  return found?.kind === 'kiosk' && found.establishmentId === establishmentId ? found : null;
}
