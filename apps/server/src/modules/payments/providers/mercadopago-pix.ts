import { z } from 'zod';
import type { PaymentAttemptStatus } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments/establishments.service';
import {
  fetchWithTimeout,
  jsonOf,
  ProviderError,
  reaisOf,
  type AttemptRef,
  type PaymentProviderAdapter,
} from './provider';

/*
 * Pix through Mercado Pago's Payments API (v1/payments): create with X-Idempotency-Key, read
 * the QR from point_of_interaction.transaction_data, follow by GET, cancel by PUT.
 */

const timeoutMs = 10_000;

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

export function accessTokenOf(settings: PaymentSettings): string {
  if (!settings.mercadopagoAccessToken) {
    throw new ProviderError('refused', 'mercadopago', 'no access token configured');
  }
  return settings.mercadopagoAccessToken;
}

/** Mercado Pago wants `yyyy-MM-ddTHH:mm:ss.SSS-03:00`; São Paulo has no daylight saving. */
export function mercadoPagoDate(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

export function mercadoPagoPixProvider(apiUrl: string): PaymentProviderAdapter {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = (settings: PaymentSettings, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${accessTokenOf(settings)}`,
    'content-type': 'application/json',
    ...extra,
  });
  const paymentUrl = (attempt: AttemptRef) => {
    if (!attempt.providerPaymentId) {
      throw new ProviderError('refused', 'mercadopago', 'attempt has no payment id yet');
    }
    return `${base}/v1/payments/${encodeURIComponent(attempt.providerPaymentId)}`;
  };

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
      const response = await fetchWithTimeout(
        'mercadopago',
        `${base}/v1/payments`,
        {
          method: 'POST',
          headers: headers(request.settings, { 'x-idempotency-key': request.idempotencyKey }),
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
      const payment = mercadoPagoPaymentSchema.safeParse(await jsonOf('mercadopago', response));
      if (!payment.success) {
        throw new ProviderError('unavailable', 'mercadopago', 'unexpected payment answer');
      }
      const data = payment.data.point_of_interaction?.transaction_data;
      if (!data?.qr_code) {
        throw new ProviderError('refused', 'mercadopago', 'payment without qr_code');
      }
      return {
        providerPaymentId: payment.data.id,
        status: pixStatusOf(payment.data.status),
        providerStatus: payment.data.status,
        pix: { qrCode: data.qr_code, qrCodeBase64: data.qr_code_base64 ?? null },
      };
    },
    async fetchStatus(attempt, settings) {
      const response = await fetchWithTimeout(
        'mercadopago',
        paymentUrl(attempt),
        { method: 'GET', headers: headers(settings) },
        timeoutMs,
      );
      const payment = mercadoPagoPaymentSchema.safeParse(await jsonOf('mercadopago', response));
      if (!payment.success) {
        throw new ProviderError('unavailable', 'mercadopago', 'unexpected payment answer');
      }
      return { status: pixStatusOf(payment.data.status), providerStatus: payment.data.status };
    },
    async cancel(attempt, settings) {
      const response = await fetchWithTimeout(
        'mercadopago',
        paymentUrl(attempt),
        {
          method: 'PUT',
          headers: headers(settings),
          body: JSON.stringify({ status: 'cancelled' }),
        },
        timeoutMs,
      );
      await jsonOf('mercadopago', response);
    },
  };
}
