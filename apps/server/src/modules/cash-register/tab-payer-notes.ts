import type { PayerNote, TabPartInput, TabPartLine } from '@comanda/shared';
import type { Transaction } from '../../db/client';
import type { NotePayer } from '../fiscal';

/*
 * One NFC-e per payer of a table tab (issue 35 item 2, decision 082): what each part poured
 * into the tab's orders (its allocations, as its payments were recorded) is that payer's
 * share, declared on its own note; what it poured into the service charge stays outside.
 */

/**
 * Where a part's money went: an order (by id), or the service charge (null); for a part by
 * items, the order's lines it paid (decision 089).
 */
export interface Allocation {
  orderId: string | null;
  amountCents: number;
  lines?: TabPartLine[];
}

/** Reserves the payers' notes in the paying transaction (the fiscal module's). */
export type PayerNotes = (tx: Transaction, payers: NotePayer[]) => Promise<(PayerNote | null)[]>;

/** The payers of a payment: their shares of the orders, method, CPF and service share. */
export function payersOf(
  label: string,
  parts: readonly Pick<TabPartInput, 'method' | 'cpf'>[],
  allocations: readonly (readonly Allocation[])[],
): NotePayer[] {
  const count = parts.length;
  return parts.map((part, index) => {
    const own = allocations[index] ?? [];
    return {
      label: count > 1 ? `${label} · pagante ${index + 1} de ${count}` : label,
      shares: own.flatMap(({ orderId, amountCents, lines }) =>
        orderId ? [{ orderId, amountCents, ...(lines?.length ? { lines } : {}) }] : [],
      ),
      method: part.method,
      taxId: part.cpf ?? null,
      serviceCents: own
        .filter((share) => share.orderId === null)
        .reduce((sum, share) => sum + share.amountCents, 0),
    };
  });
}
