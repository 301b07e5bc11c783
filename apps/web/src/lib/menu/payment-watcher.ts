import type { KioskOrderStatus, KioskPayment } from '@comanda/shared';

/** What the kiosk acts on in a payment: its status, and why its order was canceled if so. */
export type PaymentState = Pick<KioskPayment, 'status' | 'orderCanceledReason'>;

/*
 * Follows one payment until the caller stops it (SPEC §4, §9): the order's Server-Sent Events
 * first; if the stream cannot be opened or breaks, polling every 3 s, which gives up after
 * 2 minutes "with no further action". A broken stream is not resumed: events sent while it
 * reconnected would be lost (a declined card leaves the order pending, so the replayed order
 * state would not tell), while polling always reads the payment's current state.
 */

export const pollIntervalMs = 3000;
export const pollWindowMs = 2 * 60 * 1000;

/** The part of EventSource used here, so tests can drive a fake one. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface PaymentWatcherOptions {
  eventsUrl: string;
  /** The payment followed: the order's stream also tells of its earlier attempts. */
  paymentId: string;
  /** Reads the payment's current state (the polling call). */
  fetchStatus: () => Promise<PaymentState>;
  onPaymentStatus: (payment: PaymentState) => void;
  onOrder: (order: KioskOrderStatus) => void;
  /** Polling ran for 2 minutes without an answer that ended the wait. */
  onGiveUp?: () => void;
  /** Defaults to the browser's EventSource; undefined where there is none. */
  openEvents?: ((url: string) => EventSourceLike) | undefined;
}

/** Starts following; returns the function that stops everything (stream, timers). */
export function watchPayment(options: PaymentWatcherOptions): () => void {
  const { eventsUrl, paymentId, fetchStatus, onPaymentStatus, onOrder, onGiveUp } = options;
  const openEvents = 'openEvents' in options ? options.openEvents : browserEventSource();
  let stopped = false;
  let source: EventSourceLike | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pollDeadline = 0;

  const check = async () => {
    try {
      const state = await fetchStatus();
      if (!stopped) onPaymentStatus(state);
    } catch {
      // A failed poll is retried on the next tick; the customer keeps waiting meanwhile.
    }
  };

  const poll = async () => {
    pollTimer = undefined;
    await check();
    if (stopped) return;
    if (Date.now() + pollIntervalMs > pollDeadline) {
      onGiveUp?.();
      return;
    }
    pollTimer = setTimeout(() => void poll(), pollIntervalMs);
  };

  const startPolling = () => {
    if (stopped || pollDeadline > 0) return;
    pollDeadline = Date.now() + pollWindowMs;
    pollTimer = setTimeout(() => void poll(), pollIntervalMs);
  };

  const closeStream = () => {
    source?.close();
    source = null;
  };

  if (!openEvents) {
    startPolling();
  } else {
    source = openEvents(eventsUrl);
    // The payment may have changed between its creation and this subscription.
    source.onopen = () => void check();
    source.onerror = () => {
      closeStream();
      startPolling();
    };
    source.addEventListener('payment.updated', (event) => {
      const payment = parseEvent<KioskPayment>(event.data);
      if (payment?.id === paymentId && typeof payment.status === 'string' && !stopped) {
        const reason = payment.orderCanceledReason;
        onPaymentStatus({
          status: payment.status,
          orderCanceledReason: typeof reason === 'string' ? reason : null,
        });
      }
    });
    source.addEventListener('order.updated', (event) => {
      const order = parseEvent<KioskOrderStatus>(event.data);
      if (typeof order?.id === 'string' && typeof order.paymentStatus === 'string' && !stopped) {
        onOrder(order as KioskOrderStatus);
      }
    });
  }

  return () => {
    stopped = true;
    closeStream();
    if (pollTimer !== undefined) clearTimeout(pollTimer);
  };
}

/**
 * The server is our own, on the same origin: an event is only checked for the fields acted on
 * (the kiosk ships no schema library for this). Anything else is ignored, never half-read.
 */
function parseEvent<T extends object>(data: string): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

function browserEventSource(): ((url: string) => EventSourceLike) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url) as EventSourceLike;
}
