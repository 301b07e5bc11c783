import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { establishments } from '../establishments/establishments.tables';

export const roleEnum = pgEnum('role', ['super_admin', 'admin']);

/** A signed-up person and the shop they work for (SPEC §3 `profiles`). */
export const profiles = pgTable(
  'profiles',
  {
    /** Same id as the account that signs in. */
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profiles_establishment_id_idx').on(table.establishmentId)],
);

/** Roles are a separate table (SPEC §6): super_admin counts as admin everywhere. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_roles_user_id_role_key').on(table.userId, table.role),
    index('user_roles_role_idx').on(table.role),
  ],
);
