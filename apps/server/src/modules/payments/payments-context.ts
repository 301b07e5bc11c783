import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { SecretBox } from '../../lib/secret-box';
import type { Realtime } from '../../lib/realtime';
import type { ProviderRegistry } from './providers';

/** What the payment functions need from the running server; tests build the same from an app. */
export interface PaymentsContext {
  db: Database;
  realtime: Realtime;
  /** Publishes 'order.paid' and 'order.canceled' inside the writing transaction. */
  events: Pick<DomainEvents, 'publish'>;
  secretBox: SecretBox;
  config: Config;
  log: FastifyBaseLogger;
  providers: ProviderRegistry;
  /** The clock; tests move it. */
  now(): Date;
  /**
   * Why staff's cancel must not cancel this order here, or null: a marketplace's order is
   * canceled by its platform (decision 079). A port app.ts answers with marketplaces' check.
   */
  cancelRefusal?: (establishmentId: string, orderId: string) => Promise<string | null>;
  /** Runs `task` at `at` in this process (demo approvals); forgotten when the server closes. */
  schedule(at: Date, task: () => Promise<void>): void;
}
