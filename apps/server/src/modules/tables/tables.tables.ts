import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shopPrimaryKey, shopRowColumns } from '../establishments/establishments.tables';

/**
 * The shop's tables (mesas, issue 35): the number is what its QR code carries
 * (`/cardapio?mesa=<number>`), unique in the shop; a deactivated table keeps its number.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    ...shopRowColumns(),
    number: integer('number').notNull(),
    /** The staff's name for it ("Varanda 3"); null reads "Mesa <number>". */
    name: text('name'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('dining_tables_establishment_number_key').on(table.establishmentId, table.number),
    shopPrimaryKey('dining_tables', table),
  ],
);
