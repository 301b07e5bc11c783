import { z } from 'zod';
import type { PaymentAttemptStatus } from '@comanda/shared';
import { callMercadoPago, providerIdOf } from './mercadopago-http';
import { ProviderError, reaisOf, type PaymentProviderAdapter } from './provider';

/*
 * Pix through Mercado Pago's Payments API (v1/payments): create with X-Idempotency-Key, read
 * the QR from point_of_interaction.transaction_data, follow by GET, cancel by PUT, refund the
 * whole amount by POST /v1/payments/{id}/refunds (an empty body refunds it all).
 */

const mercadoPagoPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  point_of_interaction: z
    .object({
      transaction_data: z
        .object({
          qr_code: z.string().nullish(),
          qr_code_base64: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** Mercado Pago payment statuses → ours. refunded/charged_back only follow an approval. */
export function pixStatusOf(status: string): PaymentAttemptStatus {
  switch (status) {
    case 'approved':
    case 'refunded':
    case 'charged_back':
      return 'approved';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return 'canceled';
    case 'pending':
    case 'in_process':
    case 'in_mediation':
    case 'authorized':
      return 'pending';
    default:
      return 'error';
  }
}

/** Mercado Pago wants `yyyy-MM-ddTHH:mm:ss.SSS-03:00`; São Paulo has no daylight saving. */
export function mercadoPagoDate(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

function parsePayment(answer: unknown) {
  const payment = mercadoPagoPaymentSchema.safeParse(answer);
  if (!payment.success) {
    throw new ProviderError('unavailable', 'mercadopago', 'unexpected payment answer');
  }
  return payment.data;
}

export function mercadoPagoPixProvider(apiUrl: string): PaymentProviderAdapter {
  const payments = `${apiUrl.replace(/\/+$/, '')}/v1/payments`;

  return {
    remote: true,
    async create(request) {
      const body = {
        transaction_amount: reaisOf(request.amountCents),
        description: `Pedido ${request.orderNumber} - ${request.settings.name}`.slice(0, 200),
        payment_method_id: 'pix',
        external_reference: request.orderId,
        date_of_expiration: mercadoPagoDate(request.expiresAt),
        // Pix through the API requires a payer email; a kiosk customer is anonymous.
        payer: { email: `totem+${request.orderId.slice(0, 8)}@comanda.app` },
        ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
      };
      const payment = parsePayment(
        await callMercadoPago('mercadopago', request.settings, {
          method: 'POST',
          url: payments,
          body,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      const data = payment.point_of_interaction?.transaction_data;
      if (!data?.qr_code) {
        throw new ProviderError('refused', 'mercadopago', 'payment without qr_code');
      }
      return {
        providerPaymentId: payment.id,
        status: pixStatusOf(payment.status),
        providerStatus: payment.status,
        pix: { qrCode: data.qr_code, qrCodeBase64: data.qr_code_base64 ?? null },
      };
    },
    async fetchStatus(attempt, settings) {
      const url = `${payments}/${providerIdOf('mercadopago', attempt)}`;
      const payment = parsePayment(
        await callMercadoPago('mercadopago', settings, { method: 'GET', url }),
      );
      return { status: pixStatusOf(payment.status), providerStatus: payment.status };
    },
    async cancel(attempt, settings) {
      const url = `${payments}/${providerIdOf('mercadopago', attempt)}`;
      await callMercadoPago('mercadopago', settings, {
        method: 'PUT',
        url,
        body: { status: 'cancelled' },
      });
    },
    async refund(attempt, settings) {
      const url = `${payments}/${providerIdOf('mercadopago', attempt)}/refunds`;
      await callMercadoPago('mercadopago', settings, {
        method: 'POST',
        url,
        body: {},
        // One refund per attempt, whatever is retried: Mercado Pago answers the same refund.
        idempotencyKey: `refund-${attempt.providerIdempotencyKey}`,
      });
    },
  };
}
