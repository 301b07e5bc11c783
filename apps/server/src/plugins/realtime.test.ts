import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RealtimeEvent } from '../lib/realtime';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextEvent = (topic: `order:${string}`) =>
  new Promise<RealtimeEvent>((resolve) => {
    const stop = t.app.realtime.subscribe(topic, (event) => {
      stop();
      resolve(event);
    });
  });

describe('realtime', () => {
  it('delivers a published event to the subscribers of its topic only', async () => {
    const received = nextEvent('order:a');
    let otherTopicHeard = false;
    const stop = t.app.realtime.subscribe('order:b', () => (otherTopicHeard = true));
    await t.app.realtime.publish(t.app.db, 'order:a', { type: 'order.updated', data: { n: 1 } });
    expect(await received).toEqual({ type: 'order.updated', data: { n: 1 } });
    stop();
    expect(otherTopicHeard).toBe(false);
  });

  it('delivers an event published inside a transaction only after it commits', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = t.app.realtime.subscribe('order:tx', (event) => heard.push(event));
    await t.app.db
      .transaction(async (tx) => {
        await t.app.realtime.publish(tx, 'order:tx', { type: 'rolled-back', data: {} });
        throw new Error('rollback');
      })
      .catch(() => {});
    const committed = nextEvent('order:tx');
    await t.app.db.transaction((tx) =>
      t.app.realtime.publish(tx, 'order:tx', { type: 'committed', data: {} }),
    );
    await committed;
    stop();
    expect(heard.map((event) => event.type)).toEqual(['committed']);
  });
});
