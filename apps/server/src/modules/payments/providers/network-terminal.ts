import { z } from 'zod';
import type { PaymentAttemptStatus } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import {
  fetchWithTimeout,
  jsonOf,
  ProviderError,
  type AttemptRef,
  type PaymentProviderAdapter,
} from './provider';

/*
 * A card terminal on the shop's network at `ip_maquininha` (host, or host:port; port 8080 by
 * default), speaking the small HTTP contract of docs/decisions/008-payments.md:
 *   POST /payments {amount_cents, reference, description} → {status}  (may wait for the card)
 *   GET  /payments/{reference}                            → {status}
 *   POST /payments/{reference}/cancel                     → {status}
 * APPROVED → approved, DECLINED → rejected, PENDING/PROCESSING → pending, CANCELED → canceled,
 * anything else → error ('Status de pagamento desconhecido'). A 404 for a reference means the
 * terminal never received it: nothing was charged.
 */

export const networkTerminalDefaultPort = 8080;
/** The customer needs time to insert or tap the card: POST may answer only after it. */
const chargeTimeoutMs = 120_000;
const statusTimeoutMs = 5_000;

const terminalAnswerSchema = z.object({ status: z.string() });

export function terminalStatusOf(status: string): PaymentAttemptStatus {
  switch (status.toUpperCase()) {
    case 'APPROVED':
      return 'approved';
    case 'DECLINED':
      return 'rejected';
    case 'PENDING':
    case 'PROCESSING':
      return 'pending';
    case 'CANCELED':
    case 'CANCELLED':
      return 'canceled';
    default:
      return 'error';
  }
}

/** `192.168.0.50` → http://192.168.0.50:8080; `192.168.0.50:9000` keeps its port. */
export function terminalBaseUrl(settings: PaymentSettings): string {
  const address = settings.cardTerminalIp?.trim();
  if (!address) throw new ProviderError('refused', 'network_terminal', 'no terminal address');
  const withPort = /:\d+$/.test(address) ? address : `${address}:${networkTerminalDefaultPort}`;
  return `http://${withPort}`;
}

async function answerOf(response: Response) {
  // The terminal never got this reference: nothing was charged.
  if (response.status === 404) return { status: 'canceled' as const, providerStatus: 'NOT_FOUND' };
  const answer = terminalAnswerSchema.safeParse(await jsonOf('network_terminal', response));
  if (!answer.success) {
    throw new ProviderError('unavailable', 'network_terminal', 'answer without status');
  }
  return { status: terminalStatusOf(answer.data.status), providerStatus: answer.data.status };
}

const referenceUrl = (settings: PaymentSettings, attempt: AttemptRef, suffix = '') =>
  `${terminalBaseUrl(settings)}/payments/${encodeURIComponent(attempt.providerIdempotencyKey)}${suffix}`;

export const networkTerminalProvider: PaymentProviderAdapter = {
  remote: true,
  findsPaymentByKey: true,
  async create(request) {
    const response = await fetchWithTimeout(
      'network_terminal',
      `${terminalBaseUrl(request.settings)}/payments`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount_cents: request.amountCents,
          reference: request.idempotencyKey,
          description: `Pedido ${request.orderNumber}`,
        }),
      },
      chargeTimeoutMs,
    );
    return { providerPaymentId: request.idempotencyKey, ...(await answerOf(response)), pix: null };
  },
  async fetchStatus(attempt, settings) {
    const response = await fetchWithTimeout(
      'network_terminal',
      referenceUrl(settings, attempt),
      { method: 'GET' },
      statusTimeoutMs,
    );
    return answerOf(response);
  },
  async cancel(attempt, settings) {
    const response = await fetchWithTimeout(
      'network_terminal',
      referenceUrl(settings, attempt, '/cancel'),
      { method: 'POST' },
      statusTimeoutMs,
    );
    await answerOf(response);
  },
};
