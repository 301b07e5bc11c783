import { businessClock, type KitchenOrder } from '@comanda/shared';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChannelBadge } from '@/components/channel-badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useHold } from '../api/device';
import { useNow } from '../hooks/use-now';

/*
 * 'Segurar' (issue 36, item 4; decision 075): a card waiting or in preparation is held for a
 * table's later course. It leaves the columns for 'Em espera' until 'Liberar'; the server
 * refuses to bump it meanwhile and leaves it out of the queue's counts.
 */

/** Held, and still the kitchen's (a canceled order stays struck through in its column). */
export const isHeld = (order: KitchenOrder) => Boolean(order.heldAt) && !order.canceled;

/** The stages a card may be held in: waiting or in preparation. */
const holdable = (order: KitchenOrder) =>
  !order.canceled && (order.stage === 'received' || order.stage === 'preparing');

/** 'Segurar' or 'Liberar' a card, a failure said on a toast. */
function useKitchenHold(token: string) {
  const { t } = useTranslation();
  const hold = useHold(token);
  return {
    pending: hold.isPending,
    set: (order: KitchenOrder, held: boolean) =>
      hold.mutate(
        { orderId: order.id, held },
        {
          onError: (error) => toast.error(errorMessage(error, t('orderDisplay.actionFailed'))),
        },
      ),
  };
}

/** A card's 'Segurar', beside its bump (a button may not hold another). */
export function HoldButton({ token, order }: { token: string; order: KitchenOrder }) {
  const { t } = useTranslation();
  const hold = useKitchenHold(token);
  if (!holdable(order) || isHeld(order)) return null;
  return (
    <Button
      variant="secondary"
      className="justify-self-end"
      disabled={hold.pending}
      aria-label={t('orderDisplay.holdOrder', { number: order.orderNumber })}
      onClick={() => hold.set(order, true)}
    >
      <Pause aria-hidden />
      {t('orderDisplay.hold')}
    </Button>
  );
}

/** The shop's clock time of an instant, 'HH:mm'. */
const clockOf = (at: string) => {
  const { hour, minute } = businessClock(at);
  return `${hour}:${minute}`;
};

/** 'Em espera': the held cards of this display, each with 'Liberar'; nothing when none. */
export function HeldOrders({
  token,
  orders,
  hidden,
}: {
  token: string;
  orders: KitchenOrder[];
  /** Another view than 'Pedidos' is shown. */
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const hold = useKitchenHold(token);
  const now = useNow(15_000);
  if (orders.length === 0 || hidden) return null;
  return (
    <section
      aria-label={t('orderDisplay.held')}
      className="grid content-start gap-3 rounded-lg border-2 border-dashed border-sky-400 bg-neutral-800 p-3"
    >
      <h2 className="text-xl font-semibold">{t('orderDisplay.held')}</h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {orders.map((order) => (
          <li key={order.id}>
            <article
              data-testid="held-order"
              aria-label={t('orderDisplay.heldOrder', { number: order.orderNumber })}
              className="grid gap-2 rounded-lg border-4 border-sky-700 bg-neutral-700 p-3 text-lg"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-3xl font-bold tabular-nums">#{order.orderNumber}</span>
                <span className="text-neutral-200">
                  {/* A scheduled order ("Agendar") is released by the server before its time. */}
                  {order.scheduledFor
                    ? t('orderDisplay.scheduledAt', { time: clockOf(order.scheduledFor) })
                    : t('orderDisplay.heldFor', {
                        minutes: Math.max(
                          0,
                          Math.floor((now - Date.parse(order.heldAt!)) / 60_000),
                        ),
                      })}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <ChannelBadge channel={order.channel} />
                {order.customerName && <span>{order.customerName}</span>}
              </span>
              <ul>
                {order.lines.map((line, index) => (
                  <li key={index} className="font-semibold">
                    {line.quantity}x {line.name}
                  </li>
                ))}
              </ul>
              <Button
                disabled={hold.pending}
                aria-label={t('orderDisplay.releaseOrder', { number: order.orderNumber })}
                onClick={() => hold.set(order, false)}
              >
                <Play aria-hidden />
                {t('orderDisplay.release')}
              </Button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
