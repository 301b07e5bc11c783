import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { AppError } from './app-error';
import type {} from './paired-kiosk';
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

type HitsStatement = ReturnType<typeof namedStatement<Record<string, number | null>>>;
/** One statement per number of rules (a request has one or two), made on first use. */
const hitsStatements = new Map<number, HitsStatement>();

/**
 * One statement for `ruleCount` rules, each an upsert in a CTE that runs only when the one
 * before it is within its limit: the same hits as one upsert per rule in turn, in one round
 * trip. A rule not reached answers null. Its text depends only on the number of rules (keys,
 * limits and window are values), so it is a named statement: rendered once per process and
 * parsed once per connection, not built by drizzle on every kiosk request.
 */
function hitsStatement(ruleCount: number): HitsStatement {
  let statement = hitsStatements.get(ruleCount);
  if (statement) return statement;
  const rules = Array.from({ length: ruleCount }, (_, index) => index);
  statement = namedStatement(`comanda_rate_limit_hits_${ruleCount}`, () => {
    const hits = rules.map((index) => {
      const reached =
        index === 0
          ? sql``
          : sql`where (select "count" from ${sql.identifier(`hit${index - 1}`)}) <= ${sql.placeholder(`max${index - 1}`)}::int`;
      return sql`${sql.identifier(`hit${index}`)} as (
        insert into ${rateLimitCounters} ("key", "window_start", "count")
        select ${sql.placeholder(`key${index}`)}::text,
          ${sql.placeholder('windowStart')}::timestamptz, 1 ${reached}
        on conflict (key) do update set
          "count" = case when ${rateLimitCounters.windowStart} = excluded.window_start
            then ${rateLimitCounters.count} + 1 else 1 end,
          "window_start" = excluded.window_start
        returning "count")`;
    });
    const columns = rules.map(
      (index) =>
        sql`(select "count" from ${sql.identifier(`hit${index}`)}) as ${sql.identifier(`c${index}`)}`,
    );
    return sql`with ${sql.join(hits, sql`, `)} select ${sql.join(columns, sql`, `)}`;
  });
  hitsStatements.set(ruleCount, statement);
  return statement;
}

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
  const counted = rules.filter((rule) => rule.max > 0);
  if (counted.length > 0) {
    const values: Record<string, unknown> = { windowStart: windowStart.toISOString() };
    counted.forEach(({ key, max }, index) => {
      values[`key${index}`] = key;
      values[`max${index}`] = max;
    });
    const [row] = await hitsStatement(counted.length)(db, values);
    const within = counted.every(({ max }, index) => {
      const count = row![`c${index}`];
      return count === null || count === undefined || count <= max;
    });
    if (!within) return false;
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

/** What a kiosk may do, counted separately. */
export type KioskAction = 'orders' | 'payments' | 'streams';

/**
 * The kiosk endpoints' limits, per minute. A paired kiosk (its device token) counts on its own
 * (RATE_LIMIT_PER_DEVICE), which no anonymous request can spend (issue 31: ten addresses once
 * used up a shop's quota and its real kiosk got 429). An anonymous request counts per client
 * address (RATE_LIMIT_PER_ADDRESS) and then on what all the shop's unpaired kiosks together
 * may do (RATE_LIMIT_PER_SHOP).
 */
export async function limitKiosk(
  request: FastifyRequest,
  action: KioskAction,
  establishmentId: string,
): Promise<void> {
  const { database, config } = request.server;
  const kiosk = await request.pairedKiosk(establishmentId);
  return enforceRateLimits(
    database.counters,
    kiosk
      ? [{ key: `${action}:device:${kiosk.id}`, max: config.RATE_LIMIT_PER_DEVICE }]
      : [
          { key: `${action}:address:${request.ip}`, max: config.RATE_LIMIT_PER_ADDRESS },
          { key: `${action}:shop:${establishmentId}`, max: config.RATE_LIMIT_PER_SHOP },
        ],
  );
}
