import { and, eq, ne } from 'drizzle-orm';
import {
  openDeliveryHttpsMessage,
  openDeliveryMerchantTakenMessage,
  openDeliveryPrivateAddressMessage,
  openDeliveryRefusedMessage,
  openDeliverySecretMissingMessage,
  type OpenDeliveryConnectInput,
  type OpenDeliveryConnection,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertPublicUrl } from '../../lib/public-address';
import type { SecretBox } from '../../lib/secret-box';
import { saveIntegration, type Auditor } from '../audit';
import type { OpenDeliveryClientOptions } from './open-delivery-client';
import { openDeliveryConnections } from './marketplaces.tables';

type Row = typeof openDeliveryConnections.$inferSelect;

/** A shop's credentials, opened, as its client needs them. */
export type OpenDeliveryCredentials = Pick<
  OpenDeliveryClientOptions,
  'baseUrl' | 'clientId' | 'clientSecret' | 'merchantId'
>;

/** What connecting needs besides the database: the sealing, a token check, the http rule. */
export interface OpenDeliveryConnectContext {
  db: Database;
  box: SecretBox;
  /** Asks the application for a token with these credentials; throws when refused. */
  checkCredentials: (credentials: OpenDeliveryCredentials) => Promise<void>;
  /**
   * Development and tests: plain http and local addresses for the base URL (the fake on
   * 127.0.0.1). Otherwise https to a public address only (decision 059).
   */
  allowLocal: boolean;
}

const viewOf = (row: Row | undefined): OpenDeliveryConnection => ({
  baseUrl: row?.baseUrl ?? null,
  clientId: row?.clientId ?? null,
  merchantId: row?.merchantId ?? null,
  platformCnpj: row?.platformCnpj ?? null,
  secretSet: Boolean(row?.clientSecretSealed),
  connected: row?.connected ?? false,
});

async function rowOf(db: Executor, establishmentId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(openDeliveryConnections)
    .where(eq(openDeliveryConnections.establishmentId, establishmentId));
  return row;
}

/** Writes the connection and its audit line (a secret shows only that it changed) together. */
async function saveConnection(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  write: (tx: Executor) => Promise<unknown>,
): Promise<OpenDeliveryConnection> {
  const row = await saveIntegration(db, establishmentId, auditor, {
    subject: 'Open Delivery',
    read: (tx) => rowOf(tx, establishmentId),
    write,
    audited: (current) => {
      const { secretSet: _secretSet, ...view } = viewOf(current);
      return { ...view, clientSecret: current?.clientSecretSealed ?? null };
    },
    secrets: ['clientSecret'],
  });
  return viewOf(row);
}

export async function getOpenDeliveryConnection(
  db: Database,
  establishmentId: string,
): Promise<OpenDeliveryConnection> {
  return viewOf(await rowOf(db, establishmentId));
}

const refuse = (path: string, message: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/** The secret to use: the one typed, else the stored one (sealed as it is), else refused. */
function secretOf(box: SecretBox, input: OpenDeliveryConnectInput, current: Row | undefined) {
  if (input.clientSecret) {
    const same = current && box.decrypt(current.clientSecretSealed) === input.clientSecret;
    return {
      plain: input.clientSecret,
      sealed: same ? current.clientSecretSealed : box.encrypt(input.clientSecret),
    };
  }
  if (!current) throw refuse('clientSecret', openDeliverySecretMissingMessage);
  return { plain: box.decrypt(current.clientSecretSealed), sealed: current.clientSecretSealed };
}

/** The server calls this admin-typed address: https, and a public host (never its own network). */
async function assertPublicHttps(baseUrl: string): Promise<void> {
  if (!baseUrl.startsWith('https://')) throw refuse('baseUrl', openDeliveryHttpsMessage);
  await assertPublicUrl(baseUrl).catch(() => {
    throw refuse('baseUrl', openDeliveryPrivateAddressMessage);
  });
}

/**
 * "Conectar Open Delivery": the application must issue a token for these credentials, and no
 * other shop may hold the same merchant there (the poller sends a merchant's orders to one shop).
 */
export async function connectOpenDelivery(
  context: OpenDeliveryConnectContext,
  establishmentId: string,
  auditor: Auditor,
  input: OpenDeliveryConnectInput,
): Promise<OpenDeliveryConnection> {
  const { db, box } = context;
  if (!context.allowLocal) await assertPublicHttps(input.baseUrl);
  const current = await rowOf(db, establishmentId);
  const secret = secretOf(box, input, current);
  const [taken] = await db
    .select({ establishmentId: openDeliveryConnections.establishmentId })
    .from(openDeliveryConnections)
    .where(
      and(
        eq(openDeliveryConnections.baseUrl, input.baseUrl),
        eq(openDeliveryConnections.merchantId, input.merchantId),
        eq(openDeliveryConnections.connected, true),
        ne(openDeliveryConnections.establishmentId, establishmentId),
      ),
    );
  if (taken) throw new AppError('CONFLICT', openDeliveryMerchantTakenMessage);
  const { clientSecret: _typed, ...fields } = input;
  await context.checkCredentials({ ...fields, clientSecret: secret.plain }).catch(() => {
    throw refuse('clientSecret', openDeliveryRefusedMessage);
  });
  const values = {
    ...fields,
    clientSecretSealed: secret.sealed,
    connected: true,
    // The application (perhaps another one) is told the whole catalogue's availability again.
    catalogSyncedVersion: null,
    catalogChangesAt: null,
    updatedAt: new Date(),
  };
  return saveConnection(db, establishmentId, auditor, (tx) =>
    tx
      .insert(openDeliveryConnections)
      .values({ establishmentId, ...values })
      .onConflictDoUpdate({ target: openDeliveryConnections.establishmentId, set: values }),
  );
}

/** Stops the merchant's orders reaching the shop; the credentials stay for a reconnect. */
export async function disconnectOpenDelivery(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
): Promise<OpenDeliveryConnection> {
  return saveConnection(db, establishmentId, auditor, (tx) =>
    tx
      .update(openDeliveryConnections)
      .set({ connected: false, updatedAt: new Date() })
      .where(eq(openDeliveryConnections.establishmentId, establishmentId)),
  );
}

/** The shop's credentials, opened, while it is connected; null otherwise (for the poller). */
export async function openDeliveryCredentials(
  db: Executor,
  box: SecretBox,
  establishmentId: string,
): Promise<OpenDeliveryCredentials | null> {
  const row = await rowOf(db, establishmentId);
  if (!row?.connected) return null;
  return {
    baseUrl: row.baseUrl,
    clientId: row.clientId,
    clientSecret: box.decrypt(row.clientSecretSealed),
    merchantId: row.merchantId,
  };
}
