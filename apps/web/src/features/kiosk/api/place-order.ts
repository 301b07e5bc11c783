import { idempotencyKeyHeader, type CreateOrderInput, type PlacedOrder } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';
import { kioskDeviceHeaders } from '@/lib/menu/kiosk-device';

/**
 * POST /api/public/orders: places the cart as an order priced by the server. The same
 * `idempotencyKey` with the same body answers the order already placed, so a retry (or a
 * second tap) can never place it twice.
 */
export function placeOrder(input: CreateOrderInput, idempotencyKey: string): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>('/api/public/orders', {
    method: 'POST',
    headers: { [idempotencyKeyHeader]: idempotencyKey, ...kioskDeviceHeaders() },
    body: input,
  });
}
