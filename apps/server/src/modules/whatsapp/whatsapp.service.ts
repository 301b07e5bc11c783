import { and, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  businessTimeZone,
  orderTrackingPath,
  whatsappPhoneIdMissingMessage,
  whatsappPhoneSchema,
  whatsappTemplateLanguage,
  whatsappTokenMissingMessage,
  type WhatsappSettings,
  type WhatsappSettingsData,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Subscriber } from '../../lib/domain-events';
import type { SecretBox } from '../../lib/secret-box';
import { saveIntegration, type Auditor } from '../audit';
import { findEstablishmentSummary } from '../establishments';
import { findOrderById } from '../orders';
import { sendTemplateMessage, WhatsappApiError } from './whatsapp-client';
import { whatsappMessages, whatsappSettings } from './whatsapp.tables';

/*
 * WhatsApp "pedido pronto" (issue 35, item 4; decision 072). When an order becomes ready, the
 * stage's own transaction writes one outbox row (if the shop has it on and the order a mobile
 * number) and a NOTIFY; after commit every instance hears it and the first to claim the row
 * sends it. The unique key (order, kind) keeps it to one message per order whatever the bumps,
 * the claim to one sender whatever the instances.
 */

/** LISTEN/NOTIFY channel that wakes the senders when a message's row is committed. */
export const whatsappChannel = 'comanda_whatsapp';
/** How long a sender holds a message (longer than the API call's timeout). */
const claimMs = 60_000;
/** Tries in all before a message that met only passing errors is given up. */
const maxAttempts = 5;
/** The Graph API's codes worth another try: unknown, service, rate limits, unavailable. */
const passingCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

export interface WhatsappContext {
  db: Database;
  box: SecretBox;
  /** WHATSAPP_API_URL: the Graph API's base (a fake in tests). */
  apiUrl: string;
  /** The main site's public address; a shop's link is on its subdomain of it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  now(): Date;
}

type SettingsRow = typeof whatsappSettings.$inferSelect;

async function settingsOf(db: Executor, establishmentId: string) {
  const [row] = await db
    .select()
    .from(whatsappSettings)
    .where(eq(whatsappSettings.establishmentId, establishmentId));
  return row;
}

/** Messages the provider accepted since the month began in the shop's zone. */
async function sentThisMonth(db: Executor, establishmentId: string, now: Date) {
  const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${businessTimeZone}) at time zone ${businessTimeZone})`;
  const [row] = await db
    .select({ sent: count() })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.establishmentId, establishmentId),
        gte(whatsappMessages.sentAt, monthStart),
      ),
    );
  return row?.sent ?? 0;
}

const viewOf = (row: SettingsRow | undefined, sent: number): WhatsappSettings => ({
  enabled: row?.enabled ?? false,
  phoneNumberId: row?.phoneNumberId ?? null,
  tokenSet: Boolean(row?.accessTokenSealed),
  templateName: row?.templateName ?? 'pedido_pronto',
  sentThisMonth: sent,
});

export async function getWhatsappSettings(
  ctx: Pick<WhatsappContext, 'db' | 'now'>,
  establishmentId: string,
): Promise<WhatsappSettings> {
  const row = await settingsOf(ctx.db, establishmentId);
  return viewOf(row, await sentThisMonth(ctx.db, establishmentId, ctx.now()));
}

const refuse = (path: string, message: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/** The card's "Salvar": a typed token is sealed; blank keeps the stored one. */
export async function saveWhatsappSettings(
  ctx: Pick<WhatsappContext, 'db' | 'box' | 'now'>,
  establishmentId: string,
  auditor: Auditor,
  input: WhatsappSettingsData,
): Promise<WhatsappSettings> {
  const row = await saveIntegration(ctx.db, establishmentId, auditor, {
    subject: 'WhatsApp',
    read: (tx) => settingsOf(tx, establishmentId),
    write: async (tx, current) => {
      const sealed = input.accessToken
        ? ctx.box.encrypt(input.accessToken)
        : (current?.accessTokenSealed ?? null);
      if (input.enabled && !input.phoneNumberId) {
        throw refuse('phoneNumberId', whatsappPhoneIdMissingMessage);
      }
      if (input.enabled && !sealed) throw refuse('accessToken', whatsappTokenMissingMessage);
      const values = {
        enabled: input.enabled,
        phoneNumberId: input.phoneNumberId,
        accessTokenSealed: sealed,
        templateName: input.templateName,
        updatedAt: ctx.now(),
      };
      await tx
        .insert(whatsappSettings)
        .values({ establishmentId, ...values })
        .onConflictDoUpdate({ target: whatsappSettings.establishmentId, set: values });
    },
    audited: (current) => ({
      enabled: current?.enabled ?? false,
      phoneNumberId: current?.phoneNumberId ?? null,
      accessToken: current?.accessTokenSealed ?? null,
      templateName: current?.templateName ?? null,
    }),
    secrets: ['accessToken'],
  });
  return viewOf(row, await sentThisMonth(ctx.db, establishmentId, ctx.now()));
}

/**
 * The 'order.stage_changed' subscriber: an order that reaches `ready` in a shop with WhatsApp
 * on, with a mobile number (the online menu asks for one; iFood's masked numbers are not
 * mobiles), gets its one outbox row and wakes the senders on commit.
 */
export function reserveReadyMessage(): Subscriber<'order.stage_changed'> {
  return async (tx, { establishmentId, orderId, stage }) => {
    if (stage !== 'ready') return;
    const settings = await settingsOf(tx, establishmentId);
    if (!settings?.enabled || !settings.phoneNumberId || !settings.accessTokenSealed) return;
    const order = await findOrderById(tx, establishmentId, orderId);
    const phone = whatsappPhoneSchema.safeParse(order?.customerPhone ?? '');
    if (!order || !phone.success) return;
    const [row] = await tx
      .insert(whatsappMessages)
      .values({ establishmentId, orderId, kind: 'order_ready', toPhone: phone.data.slice(1) })
      .onConflictDoNothing()
      .returning({ id: whatsappMessages.id });
    if (row) await tx.execute(sql`select pg_notify(${whatsappChannel}, ${row.id})`);
  };
}

/**
 * Takes the message for this sender if it is still to send and nobody holds it; with
 * `untriedOnly`, only if no sender has tried it yet.
 */
async function claim(ctx: WhatsappContext, messageId: string, untriedOnly: boolean) {
  const now = ctx.now();
  const [message] = await ctx.db
    .update(whatsappMessages)
    .set({
      claimedUntil: new Date(now.getTime() + claimMs),
      attempts: sql`${whatsappMessages.attempts} + 1`,
    })
    .where(
      and(
        eq(whatsappMessages.id, messageId),
        eq(whatsappMessages.status, 'pending'),
        or(isNull(whatsappMessages.claimedUntil), lte(whatsappMessages.claimedUntil, now)),
        untriedOnly ? eq(whatsappMessages.attempts, 0) : undefined,
      ),
    )
    .returning();
  return message;
}

type Message = typeof whatsappMessages.$inferSelect;

async function finish(ctx: WhatsappContext, message: Message, values: Partial<Message>) {
  await ctx.db
    .update(whatsappMessages)
    .set(values)
    .where(
      and(
        eq(whatsappMessages.establishmentId, message.establishmentId),
        eq(whatsappMessages.id, message.id),
      ),
    );
}

/** The status page's address on the shop's own host. */
function trackingLink(
  ctx: WhatsappContext,
  subdomain: string | null,
  order: { id: string; publicToken: string },
) {
  const url = new URL(ctx.publicUrl);
  if (subdomain) url.hostname = `${subdomain}.${url.hostname}`;
  return `${url.origin}${orderTrackingPath(order.id, order.publicToken)}`;
}

/**
 * Sends one message after commit, if this instance claims it; answers what became of it. A
 * passing refusal (rate limit, the service down, no answer) leaves it pending for the sweep,
 * up to `maxAttempts` tries; any other is final and kept for the admin.
 *
 * `untriedOnly` is for the NOTIFY of a new message, which every instance hears: one heard
 * late, after another instance's try was refused, must not try again at once (a rate limit
 * answered twice in a row); what is left is the sweep's.
 */
export async function deliverMessage(
  ctx: WhatsappContext,
  messageId: string,
  { untriedOnly = false } = {},
): Promise<'sent' | 'failed' | 'pending' | 'skipped'> {
  const message = await claim(ctx, messageId, untriedOnly);
  if (!message) return 'skipped';
  const { establishmentId } = message;
  const settings = await settingsOf(ctx.db, establishmentId);
  const order = await findOrderById(ctx.db, establishmentId, message.orderId);
  if (!settings?.enabled || !settings.phoneNumberId || !settings.accessTokenSealed || !order) {
    await finish(ctx, message, { status: 'failed', lastError: 'WhatsApp desativado' });
    return 'failed';
  }
  const shop = await findEstablishmentSummary(ctx.db, establishmentId);
  try {
    const id = await sendTemplateMessage(
      {
        baseUrl: ctx.apiUrl,
        phoneNumberId: settings.phoneNumberId,
        accessToken: ctx.box.decrypt(settings.accessTokenSealed),
      },
      {
        to: message.toPhone,
        templateName: settings.templateName,
        languageCode: whatsappTemplateLanguage,
        bodyParameters: [
          String(order.orderNumber),
          trackingLink(ctx, shop?.subdomain ?? null, order),
        ],
      },
    );
    await finish(ctx, message, {
      status: 'sent',
      sentAt: ctx.now(),
      providerMessageId: id,
      claimedUntil: null,
      lastError: null,
    });
    return 'sent';
  } catch (error) {
    const refused = error instanceof WhatsappApiError;
    const passing = !refused || error.status >= 500 || passingCodes.has(error.code ?? -1);
    const lastError = refused ? `${error.code ?? error.status}: ${error.message}` : String(error);
    ctx.log.warn({ err: error, messageId }, 'WhatsApp message not sent');
    if (passing && message.attempts < maxAttempts) {
      // Free for the sweep's next run.
      await finish(ctx, message, { claimedUntil: null, lastError });
      return 'pending';
    }
    await finish(ctx, message, { status: 'failed', lastError });
    return 'failed';
  }
}

/** Messages still to send (a sender died, or a passing refusal), oldest first, a day back. */
export async function sweepMessages(ctx: WhatsappContext): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.status, 'pending'),
        gte(whatsappMessages.createdAt, new Date(now.getTime() - 24 * 3_600_000)),
        or(isNull(whatsappMessages.claimedUntil), lte(whatsappMessages.claimedUntil, now)),
      ),
    )
    .orderBy(whatsappMessages.createdAt)
    .limit(50);
  let sent = 0;
  for (const row of rows) if ((await deliverMessage(ctx, row.id)) === 'sent') sent++;
  return sent;
}
