import type { Subscriber } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { enqueuePrintJobsForPaidOrder } from './print-jobs.service';

/**
 * 'order.paid': the order's print jobs (one per active printer of the shop) are written in the
 * transaction that makes it paid, and announced on commit.
 */
export function printPaidOrder(realtime: Pick<Realtime, 'publish'>): Subscriber<'order.paid'> {
  return async (tx, { establishmentId, orderId }) => {
    await enqueuePrintJobsForPaidOrder(tx, { establishmentId, orderId }, realtime);
  };
}
