import type { PaymentProvider } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import { fetchWithTimeout, jsonOf, ProviderError } from './provider';

const timeoutMs = 10_000;

export function accessTokenOf(settings: PaymentSettings, provider: PaymentProvider): string {
  if (!settings.mercadopagoAccessToken) {
    throw new ProviderError('refused', provider, 'no access token configured');
  }
  return settings.mercadopagoAccessToken;
}

/**
 * One call to Mercado Pago's API with the shop's access token (and an idempotency key on
 * creates); answers the parsed JSON or throws a ProviderError.
 */
export async function callMercadoPago(
  provider: PaymentProvider,
  settings: PaymentSettings,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: object; idempotencyKey?: string },
): Promise<unknown> {
  const response = await fetchWithTimeout(
    provider,
    request.url,
    {
      method: request.method,
      headers: {
        authorization: `Bearer ${accessTokenOf(settings, provider)}`,
        'content-type': 'application/json',
        ...(request.idempotencyKey ? { 'x-idempotency-key': request.idempotencyKey } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    },
    timeoutMs,
  );
  return jsonOf(provider, response);
}

/** The provider's id of an attempt, which status and cancel calls need. */
export function providerIdOf(
  provider: PaymentProvider,
  attempt: { providerPaymentId: string | null },
): string {
  if (!attempt.providerPaymentId) {
    throw new ProviderError('refused', provider, 'attempt has no provider id yet');
  }
  return encodeURIComponent(attempt.providerPaymentId);
}
