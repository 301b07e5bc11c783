import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments } from '../establishments/establishments.tables';

/**
 * Who owns each stored image (issue 31, item 3): recorded when an upload or a restore writes
 * it. A shop's forms accept only its own images, and a file is deleted only by its owner once
 * no row uses it. A super admin's upload has no shop until an establishment takes it.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The URL the image is served at: `/uploads/images/<uuid>.webp`. */
    path: text('path').primaryKey(),
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_establishment_idx').on(table.establishmentId)],
);
