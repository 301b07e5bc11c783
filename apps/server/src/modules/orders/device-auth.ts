import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { authenticateDevice, type AuthenticatedDevice } from './order-devices.service';

/** The device a request comes from: its token in the Authorization header or the query. */
export const deviceOf = (request: FastifyRequest) =>
  authenticateDevice(
    request.server.db,
    request.headers.authorization,
    (request.query as { token?: string } | undefined)?.token,
  );

/** The kitchen display a request comes from; a status board may not change an order's stage. */
export async function kitchenDeviceOf(request: FastifyRequest): Promise<AuthenticatedDevice> {
  const found = await deviceOf(request);
  if (found.kind !== 'kitchen') {
    throw new AppError('FORBIDDEN', 'Só a tela da cozinha pode mudar a etapa de um pedido');
  }
  return found;
}
