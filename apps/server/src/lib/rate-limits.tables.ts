import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server instance (lib/rate-limits.ts): one row
 * per key, reset when its window has passed.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** e.g. `orders:address:203.0.113.7`, `orders:shop:{id}`, `password-reset:{email}`. */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
