import type { PaymentRowMethod, PaymentAttemptStatus, PaymentProvider } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import type { PaymentCard } from '../payments.tables';

/** What a provider is asked to charge: amounts always come from the stored order. */
export interface ChargeRequest {
  attemptId: string;
  method: PaymentRowMethod;
  orderId: string;
  orderNumber: number;
  amountCents: number;
  /** Sent on every create call for this attempt: a retry never charges twice. */
  idempotencyKey: string;
  expiresAt: Date;
  settings: PaymentSettings;
  /** Where Mercado Pago should send webhooks; null when the server has no public address. */
  notificationUrl: string | null;
}

export interface PixData {
  qrCode: string;
  qrCodeBase64: string | null;
}

/** The provider's answer to a create call. */
export interface Charge {
  providerPaymentId: string;
  status: PaymentAttemptStatus;
  providerStatus: string;
  pix: PixData | null;
}

/** The provider's view of a payment it already knows. */
export interface ProviderState {
  status: PaymentAttemptStatus;
  providerStatus: string;
  /** How a card paid, once approved, when the provider reports it (decision 061). */
  card?: PaymentCard | undefined;
}

/** The parts of an attempt a provider needs to find its payment again. */
export interface AttemptRef {
  id: string;
  providerPaymentId: string | null;
  providerIdempotencyKey: string;
}

export interface PaymentProviderAdapter {
  /** True when the payment lives at a remote service whose status must be asked for. */
  readonly remote: boolean;
  /**
   * True when status and cancel find the payment by the attempt's idempotency key, so they
   * work before the create call has answered (a terminal still waiting for the card).
   */
  readonly findsPaymentByKey?: boolean;
  create(request: ChargeRequest): Promise<Charge>;
  fetchStatus(attempt: AttemptRef, settings: PaymentSettings): Promise<ProviderState>;
  /** Best effort: stops the payment at the provider (Pix no longer payable, terminal freed). */
  cancel(attempt: AttemptRef, settings: PaymentSettings): Promise<void>;
  /**
   * Gives an approved payment's whole amount back to the customer; absent when the provider
   * cannot (staff then refund by hand). Idempotent per attempt: a retry never refunds twice.
   */
  refund?(attempt: AttemptRef, settings: PaymentSettings): Promise<void>;
}

/**
 * A provider call that failed. `refused`: the provider answered and said no (bad request, bad
 * credentials): retrying the same call will not help. `unreachable`: the request never left
 * (connection refused, unknown host): nothing happened there. `unavailable`: no usable answer
 * (timeout, reset, 5xx): the outcome is unknown, so the attempt stays pending and is retried.
 * `detail` goes to the log only, never to a customer.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable' | 'unavailable',
    readonly provider: PaymentProvider,
    readonly detail: string,
  ) {
    super(`${provider} ${kind}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** Connection errors that mean the request never reached the other side. */
const neverSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);

/** fetch with a deadline; every network failure becomes `unavailable`. */
export async function fetchWithTimeout(
  provider: PaymentProvider,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
    const kind = neverSentCodes.has(code) ? 'unreachable' : 'unavailable';
    throw new ProviderError(kind, provider, `${init.method ?? 'GET'} ${url}: ${reason} ${code}`);
  }
}

/** Reads a JSON answer; a 4xx is `refused`, a 5xx or a body that is not JSON `unavailable`. */
export async function jsonOf(provider: PaymentProvider, response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'refused';
    throw new ProviderError(kind, provider, `HTTP ${response.status}: ${text.slice(0, 500)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('unavailable', provider, `not JSON: ${text.slice(0, 200)}`);
  }
}

/** Reais with two decimals, as Mercado Pago and terminals expect: 1234 → 12.34. */
export function reaisOf(amountCents: number): number {
  return Number((amountCents / 100).toFixed(2));
}
