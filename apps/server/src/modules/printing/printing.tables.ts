import { printJobStatuses, printerConnections } from '@comanda/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  establishments,
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';
import { orders } from '../orders/orders.tables';
import type { ReceiptDocument } from './receipt';

export const printerKindEnum = pgEnum('printer_kind', ['customer', 'kitchen']);
/**
 * The spec's conexao_tipo: QZ Tray, WebUSB, or a network printer (`rede`); `virtual` keeps the
 * rendered receipts in the database for the admin to read (demo, shops without hardware).
 */
export const printerConnectionEnum = pgEnum('printer_connection', printerConnections);

export interface PrinterConnectionConfig {
  /** USB: the device name chosen in the browser. */
  device?: string;
  /** Network: address and port (9100 by default). */
  ip?: string;
  port?: number;
  /** Network: printed by the shop's print agent instead of the server (printer not reachable). */
  viaAgent?: boolean;
  /** QZ Tray: the printer's name as the operating system knows it. */
  printerName?: string;
}

export const printerSettings = pgTable(
  'printer_settings',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    kind: printerKindEnum('kind').notNull(),
    connectionType: printerConnectionEnum('connection_type').notNull(),
    connectionConfig: jsonb('connection_config')
      .$type<PrinterConnectionConfig>()
      .notNull()
      .default({}),
    cutPaper: boolean('cut_paper').notNull().default(true),
    /** 32 columns for 58 mm paper, 48 for 80 mm. */
    paperWidth: integer('paper_width').notNull().default(80),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('printer_settings_establishment_active_idx').on(table.establishmentId, table.active),
    shopPrimaryKey('printer_settings', table),
  ],
);

/** QZ Tray layout settings, one row per establishment, defaults from SPEC §9. */
export const qzTraySettings = pgTable('qz_tray_settings', {
  establishmentId: uuid('establishment_id')
    .primaryKey()
    .references(() => establishments.id, { onDelete: 'cascade' }),
  receiptPrinter: text('receipt_printer'),
  kitchenPrinter: text('kitchen_printer'),
  fontSize: integer('font_size').notNull().default(12),
  font: text('font').notNull().default('Tahoma'),
  letterSpacing: numeric('letter_spacing', { precision: 4, scale: 2 }).notNull().default('1'),
  lineSpacing: numeric('line_spacing', { precision: 4, scale: 2 }).notNull().default('1.2'),
  marginLeft: integer('margin_left').notNull().default(0),
  marginRight: integer('margin_right').notNull().default(0),
  marginTop: integer('margin_top').notNull().default(0),
  marginBottom: integer('margin_bottom').notNull().default(0),
  /** QZ Tray's signing pair: the public certificate (PEM) and the private key, sealed. */
  certificate: text('certificate'),
  privateKeySealed: text('private_key_sealed'),
});

/**
 * Who delivers a job: the server over TCP, the shop's print agent, the kiosk's browser (QZ
 * Tray, WebUSB), or nobody (virtual printer: rendered and stored).
 */
export const printChannelEnum = pgEnum('print_channel', ['server', 'agent', 'browser', 'virtual']);
export const printJobStatusEnum = pgEnum('print_job_status', printJobStatuses);

/**
 * The print outbox: one row per paid order, printer and copy, written in the transaction that
 * marks the order paid, so a paid order is never without its prints and never gets them twice.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    ...shopRowColumns(),
    /** Null for test prints. */
    orderId: uuid('order_id'),
    printerId: uuid('printer_id'),
    /** Snapshot: the list still reads well after the printer is renamed or deleted. */
    printerName: text('printer_name').notNull(),
    kind: printerKindEnum('kind').notNull(),
    channel: printChannelEnum('channel').notNull(),
    /** 1 for the original; an admin's reprint is 2, 3... */
    copy: integer('copy').notNull().default(1),
    status: printJobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Deliveries handed out (agent, browser) whose outcome was never reported. */
    lostDeliveries: integer('lost_deliveries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While printing: when an unacknowledged delivery is considered lost and offered again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * What to print, snapshotted at enqueue (order, items, shop name): the ESC/POS bytes are
     * rendered from it at each delivery, so a re-offered delivery can say 'REIMPRESSÃO'.
     */
    document: jsonb('document').$type<ReceiptDocument>().notNull(),
    /** The text of the last rendering delivered, for the admin's view of what printed. */
    previewText: text('preview_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (table) => [
    unique('print_jobs_order_printer_copy_key').on(
      table.establishmentId,
      table.orderId,
      table.printerId,
      table.copy,
    ),
    index('print_jobs_establishment_created_idx').on(table.establishmentId, table.createdAt),
    index('print_jobs_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    shopPrimaryKey('print_jobs', table),
    sameShopReference('print_jobs', table, table.orderId, orders).onDelete('cascade'),
    sameShopReference('print_jobs', table, table.printerId, printerSettings).onDelete('set null'),
  ],
);

/** Print agents of a shop; only a SHA-256 of the token is kept (it is shown once). */
export const printAgentTokens = pgTable(
  'print_agent_tokens',
  {
    ...shopRowColumns(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('print_agent_tokens_establishment_idx').on(table.establishmentId),
    // An agent signs in by its token alone (its shop follows from the row).
    unique('print_agent_tokens_token_hash_key').on(table.establishmentId, table.tokenHash),
    index('print_agent_tokens_token_hash_idx').on(table.tokenHash),
    shopPrimaryKey('print_agent_tokens', table),
  ],
);
