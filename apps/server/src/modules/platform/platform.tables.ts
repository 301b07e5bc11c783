import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The platform's own settings (Configurações): a single row, id 1. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Whether anyone may sign up at /auth; the first super-admin setup is never blocked. */
    signupOpen: boolean('signup_open').notNull().default(true),
    /** The domain shown in forms and kiosk links; null means the server's APP_DOMAIN. */
    platformDomain: text('platform_domain'),
    /**
     * The platform's centralised iFood application (issue 34): its client id, and its client
     * secret sealed with SECRETS_KEY (lib/secret-box), never returned by any route.
     */
    ifoodClientId: text('ifood_client_id'),
    ifoodClientSecret: text('ifood_client_secret'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_settings_single_row', sql`${table.id} = 1`)],
);
