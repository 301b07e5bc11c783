import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  defaultKioskIdleSeconds,
  defaultShopSettings,
  pixKeyTypes,
  themeNames,
  type BusinessHours,
} from '@comanda/shared';

export const themeEnum = pgEnum('theme', themeNames);
export const pixKeyTypeEnum = pgEnum('pix_key_type', pixKeyTypes);

/** A tenant: one shop, reached at `{subdomain}.APP_DOMAIN`. */
export const establishments = pgTable(
  'establishments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased and trimmed on save; null when the shop has no kiosk address yet. */
    subdomain: text('subdomain').unique(),
    logoUrl: text('logo_url'),
    slogan: text('slogan'),
    /** A promotional picture the kiosk's welcome screen shows (shop settings); null: none. */
    welcomeImageUrl: text('welcome_image_url'),
    theme: themeEnum('theme').notNull().default('default'),
    city: text('city'),
    phone: text('phone'),
    pixKey: text('pix_key'),
    pixKeyType: pixKeyTypeEnum('pix_key_type'),
    /** Secret: encrypted at rest, never sent to a browser except the super admin's edit form. */
    mercadopagoAccessToken: text('mercadopago_access_token'),
    mercadopagoPublicKey: text('mercadopago_public_key'),
    /** Secret: encrypted at rest; validates Mercado Pago webhook signatures. */
    mercadopagoWebhookSecret: text('mercadopago_webhook_secret'),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`ARRAY['pix']::text[]`),
    /** Mercado Pago Point terminal that takes this shop's card payments (its device id). */
    mercadopagoPointDeviceId: text('mercadopago_point_device_id'),
    /**
     * Payments are simulated (approved after a few seconds or by staff): for trying the system
     * out without a payment contract. The seeded demo shop has it on; the UI labels it.
     */
    demoPayments: boolean('demo_payments').notNull().default(false),
    /** Address of a card terminal on the shop's network; private, like the secrets. */
    cardTerminalIp: text('card_terminal_ip'),
    /** Card fee as a percentage with two decimals (not money, so not centavos). */
    cardFeePercent: numeric('card_fee_percent', { precision: 5, scale: 2 }),
    paymentNotes: text('payment_notes'),
    /** Seconds without a touch before the kiosk asks 'Você ainda está aí?' and then resets. */
    kioskIdleSeconds: integer('kiosk_idle_seconds').notNull().default(defaultKioskIdleSeconds),
    /** The kiosk asks the customer's first name for the order (shop settings). */
    askCustomerName: boolean('ask_customer_name')
      .notNull()
      .default(defaultShopSettings.askCustomerName),
    /** The kiosk asks whether the order is eaten here or taken away. */
    askOrderType: boolean('ask_order_type').notNull().default(defaultShopSettings.askOrderType),
    /** Minutes an order waits before the kitchen screen paints it yellow, then red. */
    kdsWarningMinutes: integer('kds_warning_minutes')
      .notNull()
      .default(defaultShopSettings.kdsWarningMinutes),
    kdsLateMinutes: integer('kds_late_minutes')
      .notNull()
      .default(defaultShopSettings.kdsLateMinutes),
    /** Minutes a canceled order stays on the kitchen screen and the board, struck through. */
    kdsCanceledMinutes: integer('kds_canceled_minutes')
      .notNull()
      .default(defaultShopSettings.kdsCanceledMinutes),
    /** The largest discount staff may give, in percent of the order's total. */
    discountLimitPercent: integer('discount_limit_percent')
      .notNull()
      .default(defaultShopSettings.discountLimitPercent),
    /** Ten wrong PINs in a row lock that PIN for this many minutes (decision 056). */
    pinLockMinutes: integer('pin_lock_minutes')
      .notNull()
      .default(defaultShopSettings.pinLockMinutes),
    /** The PDV left as the shop's terminal locks after this many minutes without use. */
    terminalIdleMinutes: integer('terminal_idle_minutes')
      .notNull()
      .default(defaultShopSettings.terminalIdleMinutes),
    /** Above these (centavos) a sangria or a close's difference needs an approver (issue 32). */
    sangriaApprovalCents: integer('sangria_approval_cents')
      .notNull()
      .default(defaultShopSettings.sangriaApprovalCents),
    closeDifferenceApprovalCents: integer('close_difference_approval_cents')
      .notNull()
      .default(defaultShopSettings.closeDifferenceApprovalCents),
    /** Seven days, Sunday first, each { open, close } or null (closed); null: always open. */
    businessHours: jsonb('business_hours').$type<BusinessHours>(),
    /** Printed at the bottom of every receipt. */
    receiptFooter: text('receipt_footer'),
    /** Busy mode's limit on the wait estimate, in minutes; null: never by itself (decision 070). */
    busyLimitMinutes: integer('busy_limit_minutes'),
    busyExtraPrepMinutes: integer('busy_extra_prep_minutes')
      .notNull()
      .default(defaultShopSettings.busyExtraPrepMinutes),
    busyPauseIfood: boolean('busy_pause_ifood')
      .notNull()
      .default(defaultShopSettings.busyPauseIfood),
    busyScheduledOnly: boolean('busy_scheduled_only')
      .notNull()
      .default(defaultShopSettings.busyScheduledOnly),
    /** Since when busy mode is on by itself (the estimate), and by hand; null: it is not. */
    busyAutoSince: timestamp('busy_auto_since', { withTimezone: true }),
    busyManualSince: timestamp('busy_manual_since', { withTimezone: true }),
    /** The iFood interruption busy mode opened, so that it ends that one and no other. */
    busyIfoodInterruptionId: text('busy_ifood_interruption_id'),
    /** Orders from several stations wait for the expo's bump before they are ready. */
    kdsExpo: boolean('kds_expo').notNull().default(defaultShopSettings.kdsExpo),
    active: boolean('active').notNull().default(true),
    /**
     * Raised by every admin write to what the kiosk's menu shows; servers cache each shop's
     * menu by this number, which they read with the tenant on every request.
     */
    menuVersion: integer('menu_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('establishments_active_created_at_idx').on(table.active, table.createdAt),
    check('establishments_kiosk_idle_seconds_check', sql`${table.kioskIdleSeconds} > 0`),
    check(
      'establishments_kds_minutes_check',
      sql`0 < ${table.kdsWarningMinutes} AND ${table.kdsWarningMinutes} < ${table.kdsLateMinutes}`,
    ),
    check(
      'establishments_discount_limit_check',
      sql`${table.discountLimitPercent} BETWEEN 0 AND 100`,
    ),
    check(
      'establishments_staff_minutes_check',
      sql`${table.pinLockMinutes} BETWEEN 1 AND 1440 AND ${table.terminalIdleMinutes} BETWEEN 1 AND 240`,
    ),
    check(
      'establishments_busy_minutes_check',
      sql`${table.busyExtraPrepMinutes} BETWEEN 0 AND 120 AND (${table.busyLimitMinutes} IS NULL OR ${table.busyLimitMinutes} BETWEEN 5 AND 240)`,
    ),
  ],
);

/**
 * The `establishment_id` column of a tenant's table (decision 005): required, and deleting
 * the establishment deletes its rows. Every module's tables take it from here (a tables file
 * may import another's for a foreign key); db/ knows no module (decision 037).
 */
export const establishmentIdColumn = () =>
  uuid('establishment_id')
    .notNull()
    .references(() => establishments.id, { onDelete: 'cascade' });

/** The two columns every row of a shop starts with: its id, and its shop (keyed together). */
export const shopRowColumns = () => ({
  id: uuid('id').notNull().defaultRandom(),
  establishmentId: establishmentIdColumn(),
});

type ShopRow = { establishmentId: AnyPgColumn; id: AnyPgColumn };

/**
 * A tenant table's primary key, by shop (decision 054): (establishment_id, id), named
 * `<table>_pkey`.
 */
export const shopPrimaryKey = (tableName: string, table: ShopRow) =>
  primaryKey({ name: `${tableName}_pkey`, columns: [table.establishmentId, table.id] });

/**
 * A column that points at a row of the same shop (decision 054): (establishment_id, column)
 * references the target's (establishment_id, id), named `<table>_<column>_fk`, so a row can
 * never point into another shop. What deleting the target does stays the caller's choice.
 */
export const sameShopReference = (
  tableName: string,
  table: { establishmentId: AnyPgColumn },
  column: AnyPgColumn,
  target: ShopRow,
) =>
  foreignKey({
    name: `${tableName}_${column.name}_fk`,
    columns: [table.establishmentId, column],
    foreignColumns: [target.establishmentId, target.id],
  });
