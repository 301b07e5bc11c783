import { describe, expect, it } from 'vitest';
import { orderStatusAfter } from './settle-payment';

describe('orderStatusAfter', () => {
  it('pays the order on approval, whatever it was, and never unpays it', () => {
    for (const current of ['pending', 'failed', 'expired', 'canceled'] as const) {
      expect(orderStatusAfter(current, 'pix', 'approved')).toBe('paid');
    }
    for (const status of ['rejected', 'canceled', 'expired', 'error'] as const) {
      expect(orderStatusAfter('paid', 'pix', status)).toBe('paid');
      expect(orderStatusAfter('paid', 'card', status)).toBe('paid');
    }
  });

  it('fails the order on a rejected Pix but keeps it pending on a declined card', () => {
    expect(orderStatusAfter('pending', 'pix', 'rejected')).toBe('failed');
    expect(orderStatusAfter('pending', 'card', 'rejected')).toBe('pending');
    // At the counter the cashier retries or takes cash on the same order.
    expect(orderStatusAfter('pending', 'pix', 'rejected', 'pdv')).toBe('pending');
  });

  it('leaves the order as it was when an attempt is canceled, expires or errs', () => {
    for (const status of ['canceled', 'expired', 'error'] as const) {
      expect(orderStatusAfter('pending', 'pix', status)).toBe('pending');
      expect(orderStatusAfter('canceled', 'card', status)).toBe('canceled');
    }
  });
});
