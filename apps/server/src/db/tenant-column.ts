import { uuid } from 'drizzle-orm/pg-core';
import { establishments } from '../modules/establishments/establishments.tables';

/**
 * The `establishment_id` column of a tenant's table (decision 005): required, and deleting
 * the establishment deletes its rows. Lives in db/ so module tables need not reach into the
 * establishments module for it.
 */
export const establishmentIdColumn = () =>
  uuid('establishment_id')
    .notNull()
    .references(() => establishments.id, { onDelete: 'cascade' });
