import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PlatformUser, Role } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthPorts } from './auth-ports';
import { profiles, sessions, userRoles, users } from './auth.tables';

/** Every account for the super admin's Usuários screen, oldest first. */
export async function listPlatformUsers(db: Database, ports: AuthPorts): Promise<PlatformUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      email: users.email,
      establishmentId: profiles.establishmentId,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(asc(users.createdAt), asc(users.id));
  const ids = rows.map((row) => row.id);
  const roleRows = ids.length
    ? await db.select().from(userRoles).where(inArray(userRoles.userId, ids))
    : [];
  const establishmentIds = [
    ...new Set(rows.map((row) => row.establishmentId).filter((id) => id !== null)),
  ];
  const summaries = new Map(
    (await Promise.all(establishmentIds.map((id) => ports.findEstablishmentSummary(db, id))))
      .filter((summary) => summary !== undefined)
      .map((summary) => [summary.id, { id: summary.id, name: summary.name }]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    roles: roleRows.filter((role) => role.userId === row.id).map((role) => role.role),
    establishment: row.establishmentId ? (summaries.get(row.establishmentId) ?? null) : null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function findPlatformUser(
  db: Database,
  ports: AuthPorts,
  userId: string,
): Promise<PlatformUser> {
  const user = (await listPlatformUsers(db, ports)).find((candidate) => candidate.id === userId);
  if (!user) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
  return user;
}

/** Links an account to an establishment (or unlinks it with null). */
export async function linkUserToEstablishment(
  db: Database,
  ports: AuthPorts,
  userId: string,
  establishmentId: string | null,
): Promise<PlatformUser> {
  if (establishmentId && !(await ports.findEstablishmentSummary(db, establishmentId))) {
    throw new AppError('VALIDATION_FAILED', 'Estabelecimento não encontrado', [
      { path: 'establishmentId', message: 'Estabelecimento não encontrado' },
    ]);
  }
  const updated = await db
    .update(profiles)
    .set({ establishmentId })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
  return findPlatformUser(db, ports, userId);
}

export async function setAdminRole(
  db: Database,
  ports: AuthPorts,
  userId: string,
  granted: boolean,
): Promise<PlatformUser> {
  await findPlatformUser(db, ports, userId);
  const role: Role = 'admin';
  if (granted) {
    await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  } else {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  }
  return findPlatformUser(db, ports, userId);
}

export interface LinkedAccount {
  id: string;
  name: string | null;
  email: string;
}

/** The oldest account linked to each establishment (the list's "Admin Vinculado"). */
export async function oldestLinkedAccounts(
  db: Database,
  establishmentIds: string[],
): Promise<Map<string, LinkedAccount>> {
  if (establishmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      establishmentId: profiles.establishmentId,
    })
    .from(profiles)
    .where(inArray(profiles.establishmentId, establishmentIds))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  const linked = new Map<string, LinkedAccount>();
  for (const { establishmentId, ...account } of rows) {
    if (establishmentId && !linked.has(establishmentId)) linked.set(establishmentId, account);
  }
  return linked;
}

/**
 * SPEC §4 automatic linking: the oldest account with the admin role, no establishment and a
 * verified email is linked to the new one. Unverified accounts are never handed a shop: with
 * sign-up closed, accounts made through a bypass would otherwise have been given the next one. Answers the linked account's id, or null when nobody was waiting.
 * The update re-checks `establishment_id is null`, so two creations never share one admin.
 */
export async function linkOldestUnlinkedAdmin(
  db: Database,
  establishmentId: string,
): Promise<string | null> {
  const [candidate] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'admin')))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        isNull(profiles.establishmentId),
        isNull(users.disabledAt),
        eq(users.emailVerified, true),
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  if (!candidate) return null;
  const updated = await db
    .update(profiles)
    .set({ establishmentId })
    .where(and(eq(profiles.id, candidate.id), isNull(profiles.establishmentId)))
    .returning({ id: profiles.id });
  return updated[0]?.id ?? null;
}

/**
 * Disables an account: it can no longer sign in, and every session it has ends now (the
 * sessions are deleted, so the next request of an open tab is already anonymous).
 */
export async function setUserDisabled(
  db: Database,
  ports: AuthPorts,
  actingUserId: string,
  userId: string,
  disabled: boolean,
): Promise<PlatformUser> {
  if (disabled && actingUserId === userId) {
    throw new AppError('CONFLICT', 'Você não pode desativar a sua própria conta');
  }
  await findPlatformUser(db, ports, userId);
  await db.transaction((tx) => writeDisabled(tx, userId, disabled));
  return findPlatformUser(db, ports, userId);
}

/** Stamps (or clears) the account's disabling; a disabled account's sessions end at once. */
export async function writeDisabled(
  tx: Executor,
  userId: string,
  disabled: boolean,
): Promise<void> {
  await tx
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Whether the account with this email exists and was disabled by the super admin. */
export async function isEmailDisabled(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return !!row?.disabledAt;
}

export async function isUserDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return !!row?.disabledAt;
}

export async function findUserEmail(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
  return user.email;
}
