import { and, eq, ne } from 'drizzle-orm';
import {
  ifoodAppMissingMessage,
  ifoodMerchantTakenMessage,
  ifoodNotConnectedMessage,
  ifoodUnknownMerchantMessage,
  type IfoodConnection,
  type IfoodStoreStatus,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { saveIntegration, type Auditor } from '../audit';
import type { IfoodClient } from './ifood-client';
import { ifoodConnections } from './marketplaces.tables';

/** The platform's iFood client, or null while the super admin has not set the application up. */
export type IfoodClientSource = () => Promise<IfoodClient | null>;

type Row = typeof ifoodConnections.$inferSelect;

const viewOf = (row: Row | undefined, appConfigured: boolean): IfoodConnection => ({
  merchantId: row?.merchantId ?? null,
  merchantName: row?.merchantName ?? null,
  connected: row?.connected ?? false,
  // "Aceitar pedidos iFood automaticamente" is on until the shop turns it off.
  autoAccept: row?.autoAccept ?? true,
  appConfigured,
});

async function rowOf(db: Executor, establishmentId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(ifoodConnections)
    .where(eq(ifoodConnections.establishmentId, establishmentId));
  return row;
}

/**
 * Writes the shop's iFood connection and its audit line (issue 32, an integration change) in
 * one transaction: the Merchant ID, the store's name, connected and automatic acceptance.
 */
async function saveConnection(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  write: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  await saveIntegration(db, establishmentId, auditor, {
    subject: 'iFood',
    read: (tx) => rowOf(tx, establishmentId),
    write,
    audited: (row) => {
      const { merchantId, merchantName, connected, autoAccept } = viewOf(row, false);
      return { merchantId, merchantName, connected, autoAccept };
    },
  });
}

async function clientOrRefuse(source: IfoodClientSource): Promise<IfoodClient> {
  const client = await source();
  if (!client) throw new AppError('UNPROCESSABLE', ifoodAppMissingMessage);
  return client;
}

export async function getIfoodConnection(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
): Promise<IfoodConnection> {
  return viewOf(await rowOf(db, establishmentId), (await source()) !== null);
}

/**
 * "Conectar iFood": iFood must know the merchant (and it must have authorised the platform's
 * application), and no other shop may hold it: the poller routes a merchant's orders to one shop.
 */
export async function connectIfood(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
  merchantId: string,
): Promise<IfoodConnection> {
  const client = await clientOrRefuse(source);
  const merchant = await client.merchant(merchantId);
  if (!merchant) {
    throw new AppError('UNPROCESSABLE', ifoodUnknownMerchantMessage, [
      { path: 'merchantId', message: ifoodUnknownMerchantMessage },
    ]);
  }
  const [taken] = await db
    .select({ establishmentId: ifoodConnections.establishmentId })
    .from(ifoodConnections)
    .where(
      and(
        eq(ifoodConnections.merchantId, merchantId),
        eq(ifoodConnections.connected, true),
        ne(ifoodConnections.establishmentId, establishmentId),
      ),
    );
  if (taken) throw new AppError('CONFLICT', ifoodMerchantTakenMessage);
  const values = {
    merchantId,
    merchantName: merchant.name,
    connected: true,
    updatedAt: new Date(),
  };
  await saveConnection(db, establishmentId, auditor, (tx) =>
    tx
      .insert(ifoodConnections)
      .values({ establishmentId, ...values })
      .onConflictDoUpdate({ target: ifoodConnections.establishmentId, set: values }),
  );
  return viewOf(await rowOf(db, establishmentId), true);
}

/** Stops the store's orders reaching the shop; the Merchant ID stays for a later reconnect. */
export async function disconnectIfood(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
): Promise<IfoodConnection> {
  await saveConnection(db, establishmentId, auditor, (tx) =>
    tx
      .update(ifoodConnections)
      .set({ connected: false, updatedAt: new Date() })
      .where(eq(ifoodConnections.establishmentId, establishmentId)),
  );
  return getIfoodConnection(db, source, establishmentId);
}

/** "Aceitar pedidos iFood automaticamente", kept whether or not the store is connected. */
export async function setIfoodAutoAccept(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
  auditor: Auditor,
  autoAccept: boolean,
): Promise<IfoodConnection> {
  const values = { autoAccept, updatedAt: new Date() };
  await saveConnection(db, establishmentId, auditor, (tx) =>
    tx
      .insert(ifoodConnections)
      .values({ establishmentId, ...values })
      .onConflictDoUpdate({ target: ifoodConnections.establishmentId, set: values }),
  );
  return getIfoodConnection(db, source, establishmentId);
}

/**
 * The shop's connected store and the platform's client, for the store's own calls (status,
 * "Pausar iFood"); refused while the shop has not connected one.
 */
export async function connectedStore(
  db: Executor,
  source: IfoodClientSource,
  establishmentId: string,
): Promise<{ client: IfoodClient; merchantId: string }> {
  const row = await rowOf(db, establishmentId);
  if (!row?.connected || !row.merchantId) {
    throw new AppError('UNPROCESSABLE', ifoodNotConnectedMessage);
  }
  return { client: await clientOrRefuse(source), merchantId: row.merchantId };
}

/** The connected store's state on iFood (`/merchant/v1.0/merchants/{id}/status`). */
export async function ifoodStoreStatus(
  db: Database,
  source: IfoodClientSource,
  establishmentId: string,
): Promise<IfoodStoreStatus> {
  const { client, merchantId } = await connectedStore(db, source, establishmentId);
  const operations = await client.merchantStatus(merchantId);
  return operations.map((operation) => ({
    operation: operation.operation,
    available: operation.available,
    state: operation.state,
    title: operation.message?.title ?? null,
  }));
}
