import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Topic } from '../lib/realtime';

/**
 * Waits until every event already published has reached this instance's listeners.
 * NOTIFY delivers asynchronously but in commit order over one LISTEN connection, so once a
 * marker published now is heard, nothing published earlier can still arrive: a test that
 * subscribes after this hears only what happens next.
 */
export async function realtimeDrained(app: FastifyInstance): Promise<void> {
  const topic: Topic = `order:drain-${randomUUID()}`;
  await new Promise<void>((resolve) => {
    const stop = app.realtime.subscribe(topic, () => {
      stop();
      resolve();
    });
    void app.realtime.publish(app.db, topic, { type: 'drain', data: {} });
  });
}
