import type { CloseTabInput, PayerNote } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { NotePayer } from '../fiscal';

/*
 * One NFC-e per payer of a split tab (issue 35 item 2, decision 082): what each part poured
 * into the tab's orders (the same pouring as the payments: in turn into the orders still due,
 * then into the service charge) is that payer's share, declared on its own note.
 */

/** Reserves the payers' notes in the closing's transaction (the fiscal module's). */
export type PayerNotes = (tx: Transaction, payers: NotePayer[]) => Promise<(PayerNote | null)[]>;

/** Each part's amount poured into the due orders (by id) in turn, then the service (null). */
export function payerShares(
  dueOrders: readonly { id: string; totalCents: number }[],
  serviceCents: number,
  amounts: readonly number[],
): { orderId: string | null; amountCents: number }[][] {
  const buckets = [
    ...dueOrders.map((order) => ({ orderId: order.id as string | null, left: order.totalCents })),
    { orderId: null, left: serviceCents },
  ];
  return amounts.map((amount) => {
    const shares: { orderId: string | null; amountCents: number }[] = [];
    let left = amount;
    for (const bucket of buckets) {
      const take = Math.min(left, bucket.left);
      if (take <= 0) continue;
      bucket.left -= take;
      left -= take;
      shares.push({ orderId: bucket.orderId, amountCents: take });
    }
    return shares;
  });
}

/** The payers of a closing: their shares of the orders, method, CPF and service share. */
export function payersOf(
  label: string,
  input: CloseTabInput,
  shares: readonly { orderId: string | null; amountCents: number }[][],
): NotePayer[] {
  const count = input.parts.length;
  return input.parts.map((part, index) => {
    const own = shares[index] ?? [];
    return {
      label: count > 1 ? `${label} · pagante ${index + 1} de ${count}` : label,
      shares: own.flatMap((share) =>
        share.orderId ? [{ orderId: share.orderId, amountCents: share.amountCents }] : [],
      ),
      method: part.method,
      taxId: part.cpf ?? null,
      serviceCents: own
        .filter((share) => share.orderId === null)
        .reduce((sum, share) => sum + share.amountCents, 0),
    };
  });
}
