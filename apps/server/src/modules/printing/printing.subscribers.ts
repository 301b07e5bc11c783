import type { Realtime } from '../../lib/realtime';
import { soldOrderOf, type PaidOrderStep } from '../orders';
import { enqueuePrintJobs } from './print-jobs.service';

/**
 * The paid order's print step: its print jobs (one per active printer of the shop) are
 * written in the transaction that makes it paid, and announced on commit; after the kitchen
 * step, so a ticket never prints for an order the kitchen's queue does not have.
 */
export function printStep(realtime: Pick<Realtime, 'publish'>): PaidOrderStep {
  return {
    name: 'print',
    requires: ['inKitchen'],
    async run(tx, { order, lines }) {
      await enqueuePrintJobs(tx, soldOrderOf(order, lines), realtime);
    },
  };
}
