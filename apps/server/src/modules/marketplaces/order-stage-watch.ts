import { orderStageEvent } from '@comanda/shared';
import type { Realtime } from '../../lib/realtime';

/*
 * The trigger of the kitchen's bumps on a marketplace (decisions 058 and 068): every stage
 * change says `order.stage` on the shop's `establishment:` topic after commit, on every
 * instance. This instance listens to the shops connected to a marketplace (one subscription a
 * shop, whichever channels ask for it) and hands each order's id to the bump sender.
 */

export interface OrderStageWatch {
  /** Listens to the shop's stages on behalf of a channel (once per shop). */
  watch(establishmentId: string, channel: string): void;
  /** The channel no longer needs the shop; the last one to go unsubscribes. */
  forget(establishmentId: string, channel: string): void;
  /** The shops a channel watches. */
  watched(channel: string): string[];
}

export function createOrderStageWatch(
  realtime: Pick<Realtime, 'subscribe'>,
  onOrderStage: (establishmentId: string, orderId: string) => void,
): OrderStageWatch {
  const shops = new Map<string, { channels: Set<string>; unsubscribe: () => void }>();
  return {
    watch(establishmentId, channel) {
      const found = shops.get(establishmentId);
      if (found) {
        found.channels.add(channel);
        return;
      }
      const unsubscribe = realtime.subscribe(`establishment:${establishmentId}`, (event) => {
        const orderId = event.data.orderId;
        if (event.type === orderStageEvent && typeof orderId === 'string') {
          onOrderStage(establishmentId, orderId);
        }
      });
      shops.set(establishmentId, { channels: new Set([channel]), unsubscribe });
    },
    forget(establishmentId, channel) {
      const found = shops.get(establishmentId);
      if (!found?.channels.delete(channel) || found.channels.size > 0) return;
      found.unsubscribe();
      shops.delete(establishmentId);
    },
    watched: (channel) =>
      [...shops].filter(([, found]) => found.channels.has(channel)).map(([id]) => id),
  };
}
