import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentAttemptStatuses, paymentProviders, paymentRowMethods } from '@comanda/shared';
import { orders } from '../orders/orders.tables';
import {
  sameShopReference,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/** How a card paid, as the provider answered it (every field optional: not all report all). */
export interface PaymentCard {
  /** Credit or debit (Mercado Pago's payment_type_id credit_card / debit_card). */
  type?: 'credit' | 'debit' | undefined;
  /** The provider's brand id (Mercado Pago's payment_method_id: visa, master, debelo...). */
  brand?: string | undefined;
  /** CNPJ of the acquirer that authorised it. */
  acquirerCnpj?: string | undefined;
  /** The authorisation code printed on the card slip. */
  authorization?: string | undefined;
}

export const paymentMethodEnum = pgEnum('payment_method', paymentRowMethods);
export const paymentProviderEnum = pgEnum('payment_provider', paymentProviders);
export const paymentAttemptStatusEnum = pgEnum('payment_attempt_status', paymentAttemptStatuses);

/**
 * One try at paying an order. The row is written BEFORE the provider is called, with the
 * idempotency key that call will carry: a crash or a timeout in between leaves a pending row
 * that reconciliation finishes, and a retry reuses the key, so the provider never charges twice.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    ...shopRowColumns(),
    orderId: uuid('order_id').notNull(),
    method: paymentMethodEnum('method').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    status: paymentAttemptStatusEnum('status').notNull().default('pending'),
    /**
     * Copied from the order when the attempt starts: the provider charges exactly this. At the
     * counter, what this tender pays of the order (cash: received minus change).
     */
    amountCents: integer('amount_cents').notNull(),
    /** Cash at the counter: what the customer handed over, and the change given back. */
    receivedCents: integer('received_cents'),
    changeCents: integer('change_cents'),
    /** The provider's id (Mercado Pago payment or order id); null until its answer arrives. */
    providerPaymentId: text('provider_payment_id'),
    /** Sent as X-Idempotency-Key (or the terminal's reference) on every create call. */
    providerIdempotencyKey: text('provider_idempotency_key').notNull(),
    /** The provider's own status word, for staff and logs; never shown to a customer. */
    providerStatus: text('provider_status'),
    /**
     * A card as the provider reported it paid (decision 061): credit or debit, brand,
     * acquirer and authorisation code, for the NFC-e's card group; null when not reported.
     */
    card: jsonb('card').$type<PaymentCard>(),
    pixQrCode: text('pix_qr_code'),
    pixQrCodeBase64: text('pix_qr_code_base64'),
    /** After this the attempt cannot be paid any more (Pix expiry, card timeout). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Demo attempts approve by themselves at this instant; null: only by a button. */
    demoApproveAt: timestamp('demo_approve_at', { withTimezone: true }),
    /** Last time someone asked the provider: rate-limits polling and reconciliation. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // At most one pending attempt per order and method: concurrent identical requests all
    // land on the same row, so one provider payment is created.
    uniqueIndex('payment_attempts_one_pending_per_method')
      .on(table.establishmentId, table.orderId, table.method)
      .where(sql`${table.status} = 'pending'`),
    index('payment_attempts_order_id_idx').on(table.orderId, table.createdAt),
    index('payment_attempts_provider_payment_idx').on(
      table.establishmentId,
      table.provider,
      table.providerPaymentId,
    ),
    index('payment_attempts_pending_idx')
      .on(table.status, table.provider)
      .where(sql`${table.status} = 'pending'`),
    shopPrimaryKey('payment_attempts', table),
    unique('payment_attempts_provider_idempotency_key').on(
      table.establishmentId,
      table.providerIdempotencyKey,
    ),
    sameShopReference('payment_attempts', table, table.orderId, orders).onDelete('cascade'),
  ],
);

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
