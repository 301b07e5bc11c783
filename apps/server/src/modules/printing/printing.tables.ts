import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { establishments } from '../establishments/establishments.tables';

export const printerKindEnum = pgEnum('printer_kind', ['customer', 'kitchen']);
/** The spec's conexao_tipo: QZ Tray, WebUSB, or a network printer (`rede`). */
export const printerConnectionEnum = pgEnum('printer_connection', ['qz', 'usb', 'network']);

export interface PrinterConnectionConfig {
  /** USB: the device name chosen in the browser. */
  device?: string;
  /** Network: address and port (9100 by default). */
  ip?: string;
  port?: number;
}

export const printerSettings = pgTable(
  'printer_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: printerKindEnum('kind').notNull(),
    connectionType: printerConnectionEnum('connection_type').notNull(),
    connectionConfig: jsonb('connection_config')
      .$type<PrinterConnectionConfig>()
      .notNull()
      .default({}),
    cutPaper: boolean('cut_paper').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    index('printer_settings_establishment_active_idx').on(table.establishmentId, table.active),
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
});
