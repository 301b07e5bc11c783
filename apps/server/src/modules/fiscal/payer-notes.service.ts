import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findOrderById } from '../orders';
import type { FiscalPorts } from './emission.ports';
import { fiscalChannel } from './emission.service';
import { fiscalNotes, type NotePayer } from './fiscal-notes.tables';
import { randomCNF } from './nfce/access-key';

/*
 * One NFC-e per payer of a split table tab (issue 35 item 2, decision 082). In the paying
 * transaction, after the payments: each payer whose money went into the tab's orders gets a
 * note of its share (payer-sale.ts), to its CPF when given. The orders those payments
 * completed reserved their own notes in this transaction ('order.paid'); those give way: they
 * are deleted and their numbers go to the payers' notes in turn, more payers take the next
 * numbers of the series, fewer give the last ones back. Each order is declared once: by the
 * payers' notes when the tab paid it, by its own when the phone paid it by Pix.
 */

/** A payer note whose shares name the order (its money is declared there, decision 082). */
export const declaresOrder = (orderId: string) =>
  sql`${fiscalNotes.payer} -> 'shares' @> ${JSON.stringify([{ orderId }])}::jsonb`;

export interface PayerNoteRef {
  id: string;
  series: number;
  number: number;
}

export async function reservePayerNotes(
  tx: Executor,
  ports: FiscalPorts,
  establishmentId: string,
  payers: readonly NotePayer[],
): Promise<(PayerNoteRef | null)[]> {
  const shares = payers.map((payer) => payer.shares.filter((share) => share.amountCents > 0));
  const orderIds = [...new Set(shares.flat().map((share) => share.orderId))];
  if (orderIds.length === 0) return payers.map(() => null);
  const given = await tx
    .delete(fiscalNotes)
    .where(
      and(
        eq(fiscalNotes.establishmentId, establishmentId),
        inArray(fiscalNotes.orderId, orderIds),
        isNull(fiscalNotes.payer),
        eq(fiscalNotes.status, 'pending'),
        isNull(fiscalNotes.xml),
      ),
    )
    .returning({ series: fiscalNotes.series, number: fiscalNotes.number });
  given.sort((a, b) => a.number - b.number);
  const anchor = await findOrderById(tx, establishmentId, orderIds[0]!);
  if (!anchor) throw new Error('Pedido da conta não encontrado');
  const refs: (PayerNoteRef | null)[] = [];
  for (const [index, payer] of payers.entries()) {
    const own = shares[index]!;
    const taken =
      own.length === 0 ? undefined : (given.shift() ?? (await ports.noteNumber(tx, anchor)));
    if (!taken) {
      refs.push(null);
      continue;
    }
    const [note] = await tx
      .insert(fiscalNotes)
      .values({
        establishmentId,
        orderId: own[0]!.orderId,
        series: taken.series,
        number: taken.number,
        cNF: randomCNF(taken.number),
        payer: { ...payer, shares: own },
      })
      .returning({ id: fiscalNotes.id });
    await tx.execute(sql`select pg_notify(${fiscalChannel}, ${note!.id})`);
    refs.push({ id: note!.id, series: taken.series, number: taken.number });
  }
  if (given.length > 0) {
    await ports.returnNumbers?.(
      tx,
      establishmentId,
      given[0]!.series,
      given.map((taken) => taken.number),
    );
  }
  return refs;
}
