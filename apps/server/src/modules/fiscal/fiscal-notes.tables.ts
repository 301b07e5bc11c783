import { fiscalNoteStatuses } from '@comanda/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';
import {
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/**
 * A note's life: `pending` (number reserved with the paid order, not yet sent), `authorised`
 * (protocol in hand), `contingency` (signed offline, tpEmis 9, waiting for the SEFAZ),
 * `rejected` (the SEFAZ refused it: cStat and xMotivo tell the admin why), `denied` (uso
 * denegado), `failed` (could not even be built: fiscal data missing, outside the layout),
 * `canceled` (cancel event registered).
 */
export const fiscalNoteStatusEnum = pgEnum('fiscal_note_status', fiscalNoteStatuses);

/**
 * One payer of a split table tab (decision 082): the NFC-e covers this payer's share of the
 * tab's orders (what its payment poured into each), paid with its method, to its CPF; the
 * service charge it paid stays outside the note.
 */
export interface NotePayer {
  /** "Mesa 12 · pagante 2 de 3": the note's additional information. */
  label: string;
  /** What it paid into each order; `lines`, the order's items a part by items paid (089). */
  shares: {
    orderId: string;
    amountCents: number;
    lines?: { itemId: string; quantity: number; amountCents: number }[];
  }[];
  method: 'cash' | 'pix' | 'card';
  taxId: string | null;
  serviceCents: number;
}

/**
 * One NFC-e per paid order (model 65); or, for a split table tab, one per payer (`payer` set,
 * `orderId` the first order of its share).
 */
export const fiscalNotes = pgTable(
  'fiscal_notes',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    series: integer('series').notNull(),
    number: integer('number').notNull(),
    /** The random part of the key, chosen once: a contingency rebuild keeps it. */
    cNF: text('c_nf').notNull(),
    /** A payer's note of a split tab (decision 082); null: the note of `orderId` itself. */
    payer: jsonb('payer').$type<NotePayer>(),
    /** 1 normal, 9 offline contingency. */
    tpEmis: smallint('tp_emis').notNull().default(1),
    status: fiscalNoteStatusEnum('status').notNull().default('pending'),
    /** The 44-character access key, once built. */
    accessKey: text('access_key'),
    /** The signed NFe; once authorised, the nfeProc (NFe + protNFe). */
    xml: text('xml'),
    qrCode: text('qr_code'),
    protocol: text('protocol'),
    cStat: text('c_stat'),
    xMotivo: text('x_motivo'),
    attempts: integer('attempts').notNull().default(0),
    /** dhEmi of the note, fixed at its first build. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    contingencyAt: timestamp('contingency_at', { withTimezone: true }),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * Cancellation (decision 033): asked when the order was canceled (or again by the admin),
     * with its justification (xJust); the outcome of the last try, and once registered the
     * event's protocol and the procEventoNFe (signed event + SEFAZ answer).
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelCStat: text('cancel_c_stat'),
    cancelXMotivo: text('cancel_x_motivo'),
    cancelProtocol: text('cancel_protocol'),
    cancelXml: text('cancel_xml'),
    /**
     * Cancel by substitution (decisions 061, 080), on a contingency note: its normal twin
     * (same number, tpEmis 1) that the SEFAZ authorised although its answer was lost, and the
     * 110112 event that cancels it. substitutionCStat alone: the SEFAZ's answer when the twin
     * was looked for and is not authorised (217), nothing to cancel.
     */
    replacedKey: text('replaced_key'),
    replacedNumber: integer('replaced_number'),
    replacedProtocol: text('replaced_protocol'),
    substitutionCStat: text('substitution_c_stat'),
    substitutionXMotivo: text('substitution_x_motivo'),
    substitutionProtocol: text('substitution_protocol'),
    substitutionXml: text('substitution_xml'),
    substitutedAt: timestamp('substituted_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** An emitter working on the note holds it until then (no row lock over a network call). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One note per order, besides the payers' notes of a split tab (decision 082).
    uniqueIndex('fiscal_notes_establishment_order_key')
      .on(table.establishmentId, table.orderId)
      .where(sql`${table.payer} is null`),
    index('fiscal_notes_payer_order_idx')
      .on(table.establishmentId, table.orderId)
      .where(sql`${table.payer} is not null`),
    unique('fiscal_notes_establishment_series_number_key').on(
      table.establishmentId,
      table.series,
      table.number,
    ),
    index('fiscal_notes_queue_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'contingency')`),
    // Authorised notes whose cancel waits for the SEFAZ to answer again (decision 033).
    index('fiscal_notes_cancel_queue_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'authorised' and ${table.cancelRequestedAt} is not null`),
    // Contingency notes whose normal twin's substitution waits for the SEFAZ (decision 080).
    index('fiscal_notes_substitution_queue_idx')
      .on(table.nextAttemptAt)
      .where(
        sql`${table.status} = 'authorised' and ${table.tpEmis} = 9 and ${table.substitutionProtocol} is null`,
      ),
    shopPrimaryKey('fiscal_notes', table),
    sameShopReference('fiscal_notes', table, table.orderId, orders).onDelete('cascade'),
  ],
);

export type FiscalNote = typeof fiscalNotes.$inferSelect;

/**
 * An inutilização asked of the SEFAZ (decision 033): a range of numbers of a series that
 * will never be a note. `done` when the SEFAZ homologated it (cStat 102, its protocol and
 * the retInutNFe kept); a rejected request stays for the admin with cStat and xMotivo.
 */
export const fiscalDisablements = pgTable(
  'fiscal_disablements',
  {
    ...shopRowColumns(),
    series: integer('series').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    reason: text('reason').notNull(),
    done: boolean('done').notNull(),
    cStat: text('c_stat'),
    xMotivo: text('x_motivo'),
    protocol: text('protocol'),
    xml: text('xml'),
    actor: text('actor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fiscal_disablements_series_idx').on(table.establishmentId, table.series),
    shopPrimaryKey('fiscal_disablements', table),
  ],
);

export type FiscalDisablement = typeof fiscalDisablements.$inferSelect;
