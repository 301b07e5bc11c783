import type { OrderPrinting } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { isSettled, summarizePrinting } from './printing-summary';

const job = (kind: 'customer' | 'kitchen', status: OrderPrinting['jobs'][number]['status']) => ({
  id: crypto.randomUUID(),
  kind,
  channel: 'virtual' as const,
  status,
});
const paid = (jobs: OrderPrinting['jobs'], printers = 2): OrderPrinting => ({
  paymentStatus: 'paid',
  printers,
  jobs,
});

describe('what the success screen says about printing', () => {
  it('waits while the order is unpaid or receipts are on their way', () => {
    expect(summarizePrinting({ paymentStatus: 'pending', printers: 1, jobs: [] })).toEqual({
      state: 'printing',
    });
    const pending = summarizePrinting(paid([job('customer', 'queued'), job('kitchen', 'done')]));
    expect(pending).toEqual({ state: 'printing' });
    expect(isSettled(pending)).toBe(false);
  });

  it('asks for printers when the shop has none', () => {
    expect(summarizePrinting(paid([], 0))).toEqual({ state: 'noPrinters' });
  });

  it('counts only customer receipts that printed', () => {
    const summary = summarizePrinting(
      paid([job('customer', 'done'), job('customer', 'failed'), job('kitchen', 'done')]),
    );
    expect(summary).toEqual({ state: 'printed', count: 1 });
    expect(isSettled(summary)).toBe(true);
  });

  it('says no print succeeded when every receipt failed, whatever the kitchen did', () => {
    expect(summarizePrinting(paid([job('customer', 'failed'), job('kitchen', 'done')]))).toEqual({
      state: 'failed',
    });
  });

  it('says nothing about receipts when the shop only prints for the kitchen', () => {
    expect(summarizePrinting(paid([job('kitchen', 'queued')], 1))).toEqual({
      state: 'noReceipt',
    });
  });
});
