import type { PaymentAttemptStatus } from '@comanda/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pollIntervalMs,
  pollWindowMs,
  watchPayment,
  type EventSourceLike,
  type PaymentState,
} from '@/lib/menu/payment-watcher';

const orderId = '6f1c1f84-46a4-4c44-9a39-0d1c1e1e2b10';
const paymentId = '0c8a4a52-1b0f-4f62-8a3c-2b0b8f3f9e21';

/** An EventSource the test drives: open it, send events, break it. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  send(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

function payment(status: PaymentAttemptStatus) {
  return {
    id: paymentId,
    orderId,
    method: 'pix',
    provider: 'demo',
    status,
    amountCents: 2590,
    demo: true,
  };
}

function setup({ withEvents = true } = {}) {
  const sources: FakeEventSource[] = [];
  const fetchStatus = vi.fn<() => Promise<PaymentState>>(async () => ({ status: 'pending' }));
  const onPaymentStatus = vi.fn();
  const onOrder = vi.fn();
  const onGiveUp = vi.fn();
  const stop = watchPayment({
    eventsUrl: '/events',
    paymentId,
    fetchStatus,
    onPaymentStatus,
    onOrder,
    onGiveUp,
    openEvents: withEvents
      ? (url) => {
          const source = new FakeEventSource(url);
          sources.push(source);
          return source;
        }
      : undefined,
  });
  return { sources, fetchStatus, onPaymentStatus, onOrder, onGiveUp, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchPayment with Server-Sent Events', () => {
  it('reports payment and order events and does not poll while the stream works', async () => {
    const { sources, fetchStatus, onPaymentStatus, onOrder } = setup();
    const [source] = sources;
    expect(source!.url).toBe('/events');
    source!.open();
    await vi.advanceTimersByTimeAsync(0);
    // One read on open: the payment may have changed before the stream was there.
    expect(fetchStatus).toHaveBeenCalledTimes(1);

    source!.send('payment.updated', payment('approved'));
    source!.send('order.updated', {
      id: orderId,
      orderNumber: 7,
      totalCents: 2590,
      paymentStatus: 'paid',
    });
    expect(onPaymentStatus).toHaveBeenLastCalledWith({
      status: 'approved',
      orderCanceledReason: null,
    });
    expect(onOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentStatus: 'paid' }));

    await vi.advanceTimersByTimeAsync(pollWindowMs);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it("passes on why an approved payment's order was canceled (sold out meanwhile)", () => {
    const { sources, onPaymentStatus } = setup();
    const orderCanceledReason = 'Esgotado: Lanche. Pedido cancelado; o pagamento será estornado.';
    sources[0]!.send('payment.updated', { ...payment('approved'), orderCanceledReason });
    expect(onPaymentStatus).toHaveBeenLastCalledWith({ status: 'approved', orderCanceledReason });
  });

  it('ignores events that break the contract, and earlier attempts of the order', () => {
    const { sources, onPaymentStatus, onOrder } = setup();
    sources[0]!.send('payment.updated', { status: 'approved' });
    const earlierCard = { ...payment('rejected'), id: 'a7d1b1f2-9d3e-4c0a-8f7e-3b2a1c0d9e8f' };
    sources[0]!.send('payment.updated', { ...earlierCard, method: 'card' });
    sources[0]!.send('order.updated', 'not json at all');
    expect(onPaymentStatus).not.toHaveBeenCalled();
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('falls back to polling every 3 s when the stream fails, and closes it', async () => {
    const { sources, fetchStatus, onPaymentStatus } = setup();
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(pollIntervalMs - 1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(pollIntervalMs * 2);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onPaymentStatus).toHaveBeenLastCalledWith({ status: 'pending' });

    // A second error of the closed stream does not start a second polling loop.
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(pollIntervalMs);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });
});

describe('watchPayment polling', () => {
  it('polls where there is no EventSource, and stops after 2 minutes', async () => {
    const { fetchStatus, onGiveUp } = setup({ withEvents: false });
    await vi.advanceTimersByTimeAsync(pollWindowMs - 1);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenCalledTimes(pollWindowMs / pollIntervalMs);

    await vi.advanceTimersByTimeAsync(pollWindowMs);
    expect(fetchStatus).toHaveBeenCalledTimes(pollWindowMs / pollIntervalMs);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed read', async () => {
    const { fetchStatus, onPaymentStatus } = setup({ withEvents: false });
    fetchStatus.mockRejectedValueOnce(new Error('offline'));
    fetchStatus.mockResolvedValueOnce({ status: 'rejected' });
    await vi.advanceTimersByTimeAsync(pollIntervalMs);
    expect(onPaymentStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(pollIntervalMs);
    expect(onPaymentStatus).toHaveBeenCalledWith({ status: 'rejected' });
  });

  it('stops everything when the caller stops it', async () => {
    const { sources, fetchStatus, onPaymentStatus, stop } = setup();
    sources[0]!.fail();
    stop();
    await vi.advanceTimersByTimeAsync(pollWindowMs);
    expect(fetchStatus).not.toHaveBeenCalled();
    sources[0]!.send('payment.updated', payment('approved'));
    expect(onPaymentStatus).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the stop', async () => {
    const { fetchStatus, onPaymentStatus, stop } = setup({ withEvents: false });
    let answer: (state: PaymentState) => void = () => {};
    fetchStatus.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(pollIntervalMs);
    stop();
    answer({ status: 'approved' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onPaymentStatus).not.toHaveBeenCalled();
  });
});
