import { orderChannelLabels, type OrderChannel } from '@comanda/shared';
import { cn } from '@/lib/cn';

/*
 * Where an order came from (issue 34), the same on the kitchen's cards, the board and
 * /admin/pedidos: the marketplaces in their own colours, the shop's own channels in grey.
 * White on each of these is at least 4.5:1 (WCAG 1.4.3).
 */
const tones: Record<OrderChannel, string> = {
  totem: 'bg-neutral-600',
  balcao: 'bg-neutral-600',
  ifood: 'bg-red-700',
  open_delivery: 'bg-violet-700',
  cardapio_digital: 'bg-emerald-800',
  mesa: 'bg-sky-800',
};

export function ChannelBadge({
  channel,
  className,
}: {
  channel: OrderChannel;
  className?: string;
}) {
  return (
    <span
      data-testid="order-channel"
      data-channel={channel}
      className={cn(
        'inline-flex w-fit rounded px-2 font-bold text-white',
        tones[channel],
        className,
      )}
    >
      {orderChannelLabels[channel]}
    </span>
  );
}

/** An in-store order nobody asked about has no packing to show; any other channel's has. */
export const showsFulfilment = (order: { channel: OrderChannel; dineIn: boolean | null }) =>
  order.dineIn !== null || (order.channel !== 'totem' && order.channel !== 'balcao');
