import { z } from 'zod';
import type { PaymentAttemptStatus } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments/establishments.service';
import { accessTokenOf } from './mercadopago-pix';
import {
  fetchWithTimeout,
  jsonOf,
  ProviderError,
  type AttemptRef,
  type PaymentProviderAdapter,
} from './provider';

/*
 * Card on a Mercado Pago Point terminal through the Orders API: POST /v1/orders of type
 * `point` sends the charge to the shop's terminal (config.point.terminal_id); GET
 * /v1/orders/{id} follows it; POST /v1/orders/{id}/cancel frees the terminal.
 */

const timeoutMs = 10_000;

const pointOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
});

/** Orders API statuses → ours. A failed order is a declined card: the customer may retry. */
export function pointStatusOf(status: string): PaymentAttemptStatus {
  switch (status) {
    case 'processed':
    case 'refunded':
      return 'approved';
    case 'failed':
      return 'rejected';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    case 'created':
    case 'at_terminal':
    case 'action_required':
    case 'processing':
      return 'pending';
    default:
      return 'error';
  }
}

function terminalIdOf(settings: PaymentSettings): string {
  if (!settings.mercadopagoPointDeviceId) {
    throw new ProviderError('refused', 'mercadopago_point', 'no Point terminal configured');
  }
  return settings.mercadopagoPointDeviceId;
}

export function mercadoPagoPointProvider(apiUrl: string): PaymentProviderAdapter {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = (settings: PaymentSettings, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${accessTokenOf(settings)}`,
    'content-type': 'application/json',
    ...extra,
  });
  const orderUrl = (attempt: AttemptRef, suffix = '') => {
    if (!attempt.providerPaymentId) {
      throw new ProviderError('refused', 'mercadopago_point', 'attempt has no order id yet');
    }
    return `${base}/v1/orders/${encodeURIComponent(attempt.providerPaymentId)}${suffix}`;
  };
  const parse = async (response: Response) => {
    const order = pointOrderSchema.safeParse(await jsonOf('mercadopago_point', response));
    if (!order.success) {
      throw new ProviderError('unavailable', 'mercadopago_point', 'unexpected order answer');
    }
    return order.data;
  };

  return {
    remote: true,
    async create(request) {
      const body = {
        type: 'point',
        external_reference: request.orderId,
        description: `Pedido ${request.orderNumber}`,
        transactions: { payments: [{ amount: (request.amountCents / 100).toFixed(2) }] },
        config: { point: { terminal_id: terminalIdOf(request.settings) } },
      };
      const response = await fetchWithTimeout(
        'mercadopago_point',
        `${base}/v1/orders`,
        {
          method: 'POST',
          headers: headers(request.settings, { 'x-idempotency-key': request.idempotencyKey }),
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
      const order = await parse(response);
      return {
        providerPaymentId: order.id,
        status: pointStatusOf(order.status),
        providerStatus: order.status,
        pix: null,
      };
    },
    async fetchStatus(attempt, settings) {
      const response = await fetchWithTimeout(
        'mercadopago_point',
        orderUrl(attempt),
        { method: 'GET', headers: headers(settings) },
        timeoutMs,
      );
      const order = await parse(response);
      return { status: pointStatusOf(order.status), providerStatus: order.status };
    },
    async cancel(attempt, settings) {
      const response = await fetchWithTimeout(
        'mercadopago_point',
        orderUrl(attempt, '/cancel'),
        {
          method: 'POST',
          headers: headers(settings, {
            'x-idempotency-key': `${attempt.providerIdempotencyKey}-cancel`,
          }),
        },
        timeoutMs,
      );
      await parse(response);
    },
  };
}
