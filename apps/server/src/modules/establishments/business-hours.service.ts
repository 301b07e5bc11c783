import { and, eq, inArray } from 'drizzle-orm';
import { closedNowMessage, isOpenAt, type BusinessHours } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { establishments } from './establishments.tables';

/*
 * Closed means closed (issue 30): outside the business hours the kiosk's server takes no new
 * order and starts no payment. An order placed while open may still be paid for a while after
 * closing (the customer was already at the payment screen), and a payment already under way
 * is always settled: approvals and webhooks never look at the clock.
 */

interface WithHours {
  businessHours: BusinessHours | null;
}

const closed = (hours: BusinessHours | null, now: Date) =>
  new AppError('CONFLICT', closedNowMessage(hours, now));

/** A new kiosk order: refused (409) outside the business hours. */
export function assertOpenForOrders(establishment: WithHours, now: Date): void {
  if (!isOpenAt(establishment.businessHours, now)) throw closed(establishment.businessHours, now);
}

/**
 * A payment for a kiosk order: refused outside the business hours unless the order was placed
 * while open, no longer than `graceMs` ago (the time a pending order has to be paid).
 */
export function assertOpenForPayment(
  establishment: WithHours,
  orderPlacedAt: Date,
  now: Date,
  graceMs: number,
): void {
  const hours = establishment.businessHours;
  if (isOpenAt(hours, now)) return;
  const placedWhileOpen = isOpenAt(hours, orderPlacedAt);
  if (placedWhileOpen && now.getTime() - orderPlacedAt.getTime() <= graceMs) return;
  throw closed(hours, now);
}

/**
 * Which of these shops are open in Comanda at `now`: active and within their business hours.
 * A marketplace's poller polls only these (polling keeps a marketplace's store open).
 */
export async function shopsOpenAt(
  db: Executor,
  establishmentIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (establishmentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: establishments.id, businessHours: establishments.businessHours })
    .from(establishments)
    .where(and(inArray(establishments.id, [...establishmentIds]), eq(establishments.active, true)));
  return new Set(rows.filter((row) => isOpenAt(row.businessHours, now)).map((row) => row.id));
}
