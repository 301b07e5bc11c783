import type { FastifyInstance } from 'fastify';
import { sessionsTopic } from '../modules/auth/session-cache';

/**
 * Resolves on the next notification of a write to an account table: from then on this
 * instance's session cache has forgotten what the write changed (ADR 087). Tests wait on it
 * after a write made outside any request, as another instance's would be.
 */
export function nextSessionsNotification(app: Pick<FastifyInstance, 'realtime'>): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.realtime.subscribe(sessionsTopic, () => {
      stop();
      resolve();
    });
  });
}
