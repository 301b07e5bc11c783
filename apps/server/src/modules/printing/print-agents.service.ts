import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { IssuedPrintAgentToken, PrintAgentToken } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import { isId } from '../../lib/ids';
import { printAgentTokens } from './printing.tables';

/*
 * Print agent tokens: a random secret shown once to the admin and kept only as its SHA-256.
 * A connected agent touches `last_seen_at` on connect and every heartbeat, so every server
 * instance can tell whether a shop's agent is online.
 */

type TokenRow = typeof printAgentTokens.$inferSelect;

/** An agent seen within this window counts as connected (heartbeats come every 15 s). */
export const agentOnlineWindowMs = 40_000;
const tokenPrefix = 'cpa_';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenNotFound = () => new AppError('NOT_FOUND', 'Token não encontrado');

const isOnline = (lastSeenAt: Date | null, now = Date.now()) =>
  lastSeenAt !== null && now - lastSeenAt.getTime() < agentOnlineWindowMs;

function toPrintAgentToken(row: TokenRow): PrintAgentToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    connected: !row.revokedAt && isOnline(row.lastSeenAt),
  };
}

export async function listAgentTokens(db: Executor, establishmentId: string) {
  const rows = await db
    .select()
    .from(printAgentTokens)
    .where(eq(printAgentTokens.establishmentId, establishmentId))
    .orderBy(desc(printAgentTokens.createdAt));
  return rows.map(toPrintAgentToken);
}

export async function issueAgentToken(
  db: Executor,
  establishmentId: string,
  name: string,
): Promise<IssuedPrintAgentToken> {
  const token = tokenPrefix + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(printAgentTokens)
    .values({ establishmentId, name, tokenHash: hashToken(token) })
    .returning();
  return { ...toPrintAgentToken(row!), token };
}

export async function revokeAgentToken(db: Executor, establishmentId: string, id: string) {
  if (!isId(id)) throw tokenNotFound();
  const [row] = await db
    .update(printAgentTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(printAgentTokens.id, id), eq(printAgentTokens.establishmentId, establishmentId)))
    .returning();
  if (!row) throw tokenNotFound();
}

/** The agent behind an `Authorization: Bearer` header; 401 for anything else. */
export async function authenticateAgent(
  db: Executor,
  authorization: string | undefined,
): Promise<{ tokenId: string; establishmentId: string }> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  const unauthenticated = new AppError('UNAUTHENTICATED', 'Token do agente de impressão inválido');
  if (!token) throw unauthenticated;
  const [row] = await db
    .select()
    .from(printAgentTokens)
    .where(
      and(eq(printAgentTokens.tokenHash, hashToken(token)), isNull(printAgentTokens.revokedAt)),
    );
  if (!row) throw unauthenticated;
  return { tokenId: row.id, establishmentId: row.establishmentId };
}

export async function touchAgent(db: Executor, tokenId: string) {
  await db
    .update(printAgentTokens)
    .set({ lastSeenAt: new Date() })
    .where(eq(printAgentTokens.id, tokenId));
}

/** Whether any agent of the shop is online, and when one was last seen. */
export async function agentStatus(db: Executor, establishmentId: string) {
  const since = new Date(Date.now() - agentOnlineWindowMs);
  const rows = await db
    .select({ lastSeenAt: printAgentTokens.lastSeenAt })
    .from(printAgentTokens)
    .where(
      and(
        eq(printAgentTokens.establishmentId, establishmentId),
        isNull(printAgentTokens.revokedAt),
      ),
    )
    .orderBy(desc(printAgentTokens.lastSeenAt));
  const last = rows.find((row) => row.lastSeenAt)?.lastSeenAt ?? null;
  return {
    connected: last !== null && last > since,
    lastSeenAt: last?.toISOString() ?? null,
  };
}
