import type { KioskPayment, KioskPaymentMethod, PlacedOrder } from '@comanda/shared';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { isApiError, isRetryableError } from '@/lib/api-client';
import { cancelOrder } from '../api/cancel-order';
import { createPayment } from '@/lib/menu/create-payment';
import { getPayment } from '@/lib/menu/get-payment';
import { orderEventsUrl } from '@/lib/menu/order-events';
import type { OrderRef } from '@/lib/menu/order-ref';
import { placeOrder } from '../api/place-order';
import { setDemoOutcome, type DemoOutcome } from '@/lib/menu/set-demo-outcome';
import type { Cart } from '@/lib/menu/cart';
import { safeSessionStorage } from '../cart/cart-store';
import { getOrderDetails } from '../cart/order-details';
import {
  checkoutFor,
  forgetCheckout,
  loadCheckout,
  newCheckout,
  orderInputOf,
  saveCheckout,
} from './checkout';
import {
  decideOnGiveUp,
  decideOnOrder,
  decideOnPayment,
  failureMessage,
  type PaymentDecision,
  tenantGoneRedirectMs,
  type PaymentMessage,
} from './payment-outcome';
import { watchPayment } from '@/lib/menu/payment-watcher';

export type PaymentScreen =
  /** 'Escolha como pagar'; `busy` while placing the order and asking for the payment. */
  | { step: 'choose'; busy: KioskPaymentMethod | null }
  /** The Pix screen, or the card modal over the methods. `stopped`: polling gave up. */
  | { step: 'waiting'; order: PlacedOrder; payment: KioskPayment; stopped: boolean }
  /** 'PAGAMENTO APROVADO' until the success screen. */
  | { step: 'approved'; order: PlacedOrder };

/** Both callbacks should be stable (useCallback): the flow's handlers depend on them. */
export interface PaymentFlowEvents {
  /** A message for the customer (a toast). */
  onMessage: (message: PaymentMessage) => void;
  /** The order is over unpaid, or the tenant is gone: back to the welcome screen. */
  onLeave: (delayMs: number) => void;
}

const orderRetryDelaysMs = [1000, 2000];

const refOf = (order: PlacedOrder): OrderRef => ({ orderId: order.id, token: order.publicToken });

type SetScreen = Dispatch<SetStateAction<PaymentScreen>>;
type Settle = (order: PlacedOrder, decision: PaymentDecision) => void;

/** Acts on a decision about the order's payment: approved, wait, choose again or leave. */
function useSettle(setScreen: SetScreen, { onMessage, onLeave }: PaymentFlowEvents): Settle {
  return useCallback(
    (order: PlacedOrder, decision: PaymentDecision) => {
      switch (decision.kind) {
        case 'wait':
          return;
        case 'approved':
          forgetCheckout();
          setScreen({ step: 'approved', order });
          return;
        case 'retry':
          onMessage(decision.message);
          setScreen({ step: 'choose', busy: null });
          return;
        case 'leave':
          forgetCheckout();
          onMessage(decision.message);
          onLeave(0);
          return;
      }
    },
    [setScreen, onMessage, onLeave],
  );
}

/**
 * Follows the payment waited for by events (polling as the fallback) and settles its ending;
 * returns what stops following it (the cancel buttons call it first).
 */
function useFollowPayment(screen: PaymentScreen, setScreen: SetScreen, settle: Settle) {
  const waiting = screen.step === 'waiting' ? screen : null;
  const waitingOrder = waiting?.order;
  const waitingPayment = waiting?.payment;
  /** Stops following the current payment; set while one is followed. */
  const stopWatching = useRef<() => void>(() => {});
  useEffect(() => {
    if (!waitingOrder || !waitingPayment) return;
    const ref = refOf(waitingOrder);
    const { method } = waitingPayment;
    // The payment's event and the order's can tell the same ending: act on the first only.
    let done = false;
    const act = (decision: PaymentDecision) => {
      if (done || decision.kind === 'wait') return;
      done = true;
      stop();
      settle(waitingOrder, decision);
    };
    const stop = watchPayment({
      eventsUrl: orderEventsUrl(ref),
      paymentId: waitingPayment.id,
      fetchStatus: () => getPayment(ref, waitingPayment.id),
      onPaymentStatus: (payment) =>
        act(decideOnPayment(method, payment.status, payment.orderCanceledReason)),
      onOrder: (order) => act(decideOnOrder(order)),
      onGiveUp: () => {
        const decision = decideOnGiveUp(method);
        if (decision.kind !== 'wait') return act(decision);
        // The Pix screen stays, and the idle timeout is back to end it if nobody pays.
        setScreen((current) =>
          current.step === 'waiting' ? { ...current, stopped: true } : current,
        );
      },
    });
    stopWatching.current = () => {
      done = true;
      stop();
    };
    return stop;
  }, [waitingOrder, waitingPayment, setScreen, settle]);
  return stopWatching;
}

/** The waiting screen's buttons: cancel the order, give up the card, and the demo's outcome. */
function useWaitingActions(
  screen: PaymentScreen,
  setScreen: SetScreen,
  settle: Settle,
  stopWatching: RefObject<() => void>,
  { onMessage, onLeave }: PaymentFlowEvents,
) {
  /** 'Cancelar Pedido': the order is dropped on the server (best effort) and the kiosk resets. */
  const cancel = useCallback(async () => {
    if (screen.step !== 'waiting') return;
    // The cancellation's own events must not read as a payment that failed.
    stopWatching.current();
    try {
      await cancelOrder(refOf(screen.order));
    } catch (error) {
      // Paid just before the tap: the customer gets the order they paid for.
      if (isApiError(error, 'CONFLICT')) return settle(screen.order, { kind: 'approved' });
      // Otherwise (server unreachable) the unpaid order expires by itself; the customer leaves.
    }
    forgetCheckout();
    onLeave(0);
  }, [screen, settle, stopWatching, onLeave]);

  /**
   * 'Cancelar pagamento' on the card modal: the same cancel as 'Cancelar Pedido' (it also stops
   * the terminal), but the customer stays, cart intact, to pay another way with a new order.
   * If the cancel never reached the server the checkout is kept: the next try then finds the
   * same order as it is by then (paid: it is the customer's; canceled or expired: a new one).
   */
  const giveUpCard = useCallback(async () => {
    if (screen.step !== 'waiting') return;
    stopWatching.current();
    try {
      await cancelOrder(refOf(screen.order));
      forgetCheckout();
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) return settle(screen.order, { kind: 'approved' });
    }
    setScreen({ step: 'choose', busy: null });
  }, [screen, setScreen, settle, stopWatching]);

  const decideDemo = useCallback(
    async (outcome: DemoOutcome) => {
      if (screen.step !== 'waiting') return;
      try {
        await setDemoOutcome(refOf(screen.order), screen.payment.id, outcome);
      } catch (error) {
        onMessage(failureMessage(screen.payment.method, error));
      }
    },
    [screen, onMessage],
  );

  return { cancel, giveUpCard, decideDemo };
}

/**
 * The payment screen's flow (SPEC §4): place the cart as an order once per checkout, ask for
 * the chosen payment, follow it by events (polling as the fallback), and act on the answer.
 */
export function usePaymentFlow(cart: Cart, events: PaymentFlowEvents) {
  const [screen, setScreen] = useState<PaymentScreen>({ step: 'choose', busy: null });
  const busy = useRef(false);
  const { onMessage, onLeave } = events;
  const settle = useSettle(setScreen, events);

  const choose = useCallback(
    async (method: KioskPaymentMethod) => {
      if (busy.current) return;
      busy.current = true;
      setScreen({ step: 'choose', busy: method });
      let stage: 'order' | KioskPaymentMethod = 'order';
      try {
        const order = await orderFor(cart);
        if (order.paymentStatus === 'paid') return settle(order, { kind: 'approved' });
        stage = method;
        const payment = await createPayment(refOf(order), method);
        if (method === 'pix' && !payment.pix) {
          return settle(order, { kind: 'retry', message: { key: 'pixMissing' } });
        }
        const decision = decideOnPayment(method, payment.status);
        if (decision.kind === 'wait') {
          setScreen({ step: 'waiting', order, payment, stopped: false });
        } else settle(order, decision);
      } catch (error) {
        const message = failureMessage(stage, error);
        onMessage(message);
        if (message.key === 'tenantNotFound' || message.key === 'tenantMissing') {
          onLeave(tenantGoneRedirectMs[message.key]);
        }
        setScreen({ step: 'choose', busy: null });
      } finally {
        busy.current = false;
      }
    },
    [cart, settle, onMessage, onLeave],
  );

  const stopWatching = useFollowPayment(screen, setScreen, settle);
  const actions = useWaitingActions(screen, setScreen, settle, stopWatching, events);
  return { screen, choose, ...actions };
}

/**
 * The checkout's order. The server answers a known key with the order as it is now: one that
 * can no longer be paid (canceled, expired) makes way for a new order under a new key.
 */
async function orderFor(cart: Cart): Promise<PlacedOrder> {
  const storage = safeSessionStorage();
  const input = orderInputOf(cart, getOrderDetails());
  let checkout = checkoutFor(loadCheckout(storage), input);
  saveCheckout(storage, checkout);
  const order = await withRetries(() => placeOrder(input, checkout.idempotencyKey));
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'paid') return order;
  checkout = newCheckout(input);
  saveCheckout(storage, checkout);
  return withRetries(() => placeOrder(input, checkout.idempotencyKey));
}

/** Retries what may heal by itself (no answer, a 5xx); the same key makes a retry safe. */
async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (const delayMs of orderRetryDelaysMs) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryableError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return call();
}
