import { z } from 'zod';
import type { PaymentAttemptStatus } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import { pointCardOf, pointOrderPaymentSchema } from './mercadopago-card';
import { callMercadoPago, providerIdOf } from './mercadopago-http';
import { ProviderError, type PaymentProviderAdapter } from './provider';

/*
 * Card on a Mercado Pago Point terminal through the Orders API: POST /v1/orders of type
 * `point` sends the charge to the shop's terminal (config.point.terminal_id); GET
 * /v1/orders/{id} follows it; POST /v1/orders/{id}/cancel frees the terminal; POST
 * /v1/orders/{id}/refund with no body gives a processed order's whole amount back.
 */

const pointOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  transactions: z.object({ payments: z.array(pointOrderPaymentSchema) }).nullish(),
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

function parseOrder(answer: unknown) {
  const order = pointOrderSchema.safeParse(answer);
  if (!order.success) {
    throw new ProviderError('unavailable', 'mercadopago_point', 'unexpected order answer');
  }
  return {
    status: pointStatusOf(order.data.status),
    providerStatus: order.data.status,
    id: order.data.id,
    payment: order.data.transactions?.payments[0],
  };
}

export function mercadoPagoPointProvider(apiUrl: string): PaymentProviderAdapter {
  const base = apiUrl.replace(/\/+$/, '');
  const orders = `${base}/v1/orders`;

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
      const { id, status, providerStatus } = parseOrder(
        await callMercadoPago('mercadopago_point', request.settings, {
          method: 'POST',
          url: orders,
          body,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      return { providerPaymentId: id, status, providerStatus, pix: null };
    },
    async fetchStatus(attempt, settings) {
      const url = `${orders}/${providerIdOf('mercadopago_point', attempt)}`;
      const { status, providerStatus, payment } = parseOrder(
        await callMercadoPago('mercadopago_point', settings, { method: 'GET', url }),
      );
      if (status !== 'approved') return { status, providerStatus };
      return { status, providerStatus, card: await pointCardOf(base, settings, payment) };
    },
    async cancel(attempt, settings) {
      const url = `${orders}/${providerIdOf('mercadopago_point', attempt)}/cancel`;
      await callMercadoPago('mercadopago_point', settings, {
        method: 'POST',
        url,
        idempotencyKey: `${attempt.providerIdempotencyKey}-cancel`,
      });
    },
    async refund(attempt, settings) {
      const url = `${orders}/${providerIdOf('mercadopago_point', attempt)}/refund`;
      await callMercadoPago('mercadopago_point', settings, {
        method: 'POST',
        url,
        // One refund per attempt, whatever is retried: Mercado Pago answers the same refund.
        idempotencyKey: `${attempt.providerIdempotencyKey}-refund`,
      });
    },
  };
}
