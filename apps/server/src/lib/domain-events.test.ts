import { describe, expect, it } from 'vitest';
import type { Transaction } from '../db/client';
import { createDomainEvents } from './domain-events';

const tx = {} as Transaction;
const paid = { name: 'order.paid', establishmentId: 'shop', orderId: 'order' } as const;

describe('domain events', () => {
  it("runs an event's subscribers in the order they subscribed, with the publisher's transaction", async () => {
    const events = createDomainEvents();
    const calls: string[] = [];
    events.subscribe('order.paid', async (received, event) => {
      expect(received).toBe(tx);
      calls.push(`first ${event.orderId}`);
    });
    events.subscribe('order.paid', async () => {
      calls.push('second');
    });
    events.subscribe('order.canceled', async () => {
      calls.push('canceled');
    });
    await events.publish(tx, paid);
    expect(calls).toEqual(['first order', 'second']);
  });

  it('publishing an event nobody subscribed to does nothing', async () => {
    await expect(createDomainEvents().publish(tx, paid)).resolves.toBeUndefined();
  });

  it("a subscriber's error reaches the publisher and later subscribers do not run", async () => {
    const events = createDomainEvents();
    let laterRan = false;
    events.subscribe('order.paid', async () => {
      throw new Error('stock is closed');
    });
    events.subscribe('order.paid', async () => {
      laterRan = true;
    });
    await expect(events.publish(tx, paid)).rejects.toThrow('stock is closed');
    expect(laterRan).toBe(false);
  });
});
