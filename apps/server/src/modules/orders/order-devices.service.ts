import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { OrderDevice, OrderDeviceKind } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { orderDevices } from './orders.tables';

/*
 * Kitchen displays and status boards sign in with a device token, never an admin session
 * (decision 017): like a print agent's, a random secret shown once to the admin and kept only
 * as its SHA-256, scoped to one shop, revocable. A token reads that shop's orders and, on a
 * kitchen display, bumps them; it opens no other route. A kiosk's token (kind 'kiosk') opens
 * none of those: it gives the kiosk its own rate limits and QZ Tray signatures (issue 31).
 */

type DeviceRow = typeof orderDevices.$inferSelect;
const tokenPrefix = 'cdv_';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const deviceNotFound = () => new AppError('NOT_FOUND', 'Dispositivo não encontrado');

/** A device seen within this window counts as connected (its stream re-checks every 10 s). */
export const deviceOnlineWindowMs = 60_000;
/** Writes of last_seen_at are at most this often per device: not one per request. */
const touchEveryMs = 30_000;

function toOrderDevice(row: DeviceRow, now = Date.now()): OrderDevice {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    connected:
      !row.revokedAt &&
      row.lastSeenAt !== null &&
      now - row.lastSeenAt.getTime() < deviceOnlineWindowMs,
  };
}

export async function listOrderDevices(db: Executor, establishmentId: string) {
  const rows = await db
    .select()
    .from(orderDevices)
    .where(eq(orderDevices.establishmentId, establishmentId))
    .orderBy(desc(orderDevices.createdAt));
  return rows.map(toOrderDevice);
}

export async function issueOrderDevice(
  db: Executor,
  establishmentId: string,
  input: { name: string; kind: OrderDeviceKind },
) {
  const token = tokenPrefix + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(orderDevices)
    .values({ establishmentId, ...input, tokenHash: hashToken(token) })
    .returning();
  return { ...toOrderDevice(row!), token };
}

export async function revokeOrderDevice(db: Executor, establishmentId: string, id: string) {
  if (!isId(id)) throw deviceNotFound();
  const [row] = await db
    .update(orderDevices)
    .set({ revokedAt: new Date() })
    .where(and(eq(orderDevices.id, id), eq(orderDevices.establishmentId, establishmentId)))
    .returning();
  if (!row) throw deviceNotFound();
}

export interface AuthenticatedDevice {
  id: string;
  name: string;
  kind: OrderDeviceKind;
  establishmentId: string;
}

/**
 * The device behind `Authorization: Bearer <token>` or, for an EventSource (which cannot send
 * headers), `?token=`; 401 for anything else, a revoked token included.
 */
export async function authenticateDevice(
  db: Executor,
  authorization: string | undefined,
  queryToken: string | undefined,
): Promise<AuthenticatedDevice> {
  const token = bearerToken(authorization) ?? queryToken;
  const found = token ? await findActiveDevice(db, token) : null;
  if (!found) throw new AppError('UNAUTHENTICATED', 'Dispositivo não autorizado');
  return found;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export const bearerToken = (authorization: string | undefined) =>
  /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];

/** The device a token belongs to, unless revoked (touching its last_seen_at); or null. */
export async function findActiveDevice(
  db: Executor,
  token: string,
): Promise<AuthenticatedDevice | null> {
  const [row] = await db
    .select()
    .from(orderDevices)
    .where(and(eq(orderDevices.tokenHash, hashToken(token)), isNull(orderDevices.revokedAt)));
  if (!row) return null;
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() >= touchEveryMs) {
    await db
      .update(orderDevices)
      .set({ lastSeenAt: new Date() })
      .where(eq(orderDevices.id, row.id));
  }
  return { id: row.id, name: row.name, kind: row.kind, establishmentId: row.establishmentId };
}
