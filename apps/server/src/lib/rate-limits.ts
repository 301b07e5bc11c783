import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { AppError } from './app-error';
import { rateLimitCounters } from './rate-limits.tables';

/*
 * The one rate-limit mechanism: fixed-window counters in PostgreSQL, so every instance counts
 * against the same numbers (an in-memory limiter per instance multiplies each limit by the
 * number of instances). A hit is one upsert that answers the new count.
 */

export interface LimitRule {
  key: string;
  /** Hits allowed per window; 0 means no limit. */
  max: number;
}

const minute = 60_000;

export const tooManyRequestsMessage =
  'Muitas solicitações em pouco tempo. Aguarde um minuto e tente novamente.';

/**
 * Counts one hit on each rule's key in turn, stopping at the first over its limit; whether all
 * were within. The order matters: a client refused by its own (per-address) limit does not
 * use up the shared (per-shop) one that the shop's other kiosks depend on.
 */
export async function consumeRateLimits(
  db: Executor,
  rules: LimitRule[],
  windowMs = minute,
): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  for (const { key, max } of rules) {
    if (max <= 0) continue;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.windowStart} = excluded.window_start
            then ${rateLimitCounters.count} + 1 else 1 end`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ count: rateLimitCounters.count });
    if (row!.count > max) return false;
  }
  // Rows of keys nobody used for a day are worthless; clearing them now and then keeps the
  // table small without a job of its own.
  if (Math.random() < 0.001) {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(Date.now() - 24 * 60 * minute)));
  }
  return true;
}

/** consumeRateLimits that answers 429 with `message` when a limit is passed. */
export async function enforceRateLimits(
  db: Executor,
  rules: LimitRule[],
  options: { windowMs?: number; message?: string } = {},
): Promise<void> {
  if (!(await consumeRateLimits(db, rules, options.windowMs))) {
    throw new AppError('RATE_LIMITED', options.message ?? tooManyRequestsMessage);
  }
}

/** What an anonymous kiosk may do, counted separately. */
export type AnonymousAction = 'orders' | 'payments' | 'streams';

/**
 * The anonymous endpoints' limits, per minute: per client address (RATE_LIMIT_PER_ADDRESS)
 * and per shop (RATE_LIMIT_PER_SHOP, what all its kiosks together may do).
 */
export function limitAnonymous(
  request: FastifyRequest,
  action: AnonymousAction,
  establishmentId: string,
): Promise<void> {
  const { db, config } = request.server;
  return enforceRateLimits(db, [
    { key: `${action}:address:${request.ip}`, max: config.RATE_LIMIT_PER_ADDRESS },
    { key: `${action}:shop:${establishmentId}`, max: config.RATE_LIMIT_PER_SHOP },
  ]);
}
