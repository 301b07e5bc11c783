import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlatformUser, Role } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findEstablishmentSummary } from '../establishments/establishments.service';
import { profiles, userRoles, users } from './auth.tables';

/** Every account for the super admin's Usuários screen, oldest first. */
export async function listPlatformUsers(db: Database): Promise<PlatformUser[]> {
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      email: users.email,
      establishmentId: profiles.establishmentId,
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
    (await Promise.all(establishmentIds.map((id) => findEstablishmentSummary(db, id))))
      .filter((summary) => summary !== undefined)
      .map((summary) => [summary.id, { id: summary.id, name: summary.name }]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    roles: roleRows.filter((role) => role.userId === row.id).map((role) => role.role),
    establishment: row.establishmentId ? (summaries.get(row.establishmentId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function findPlatformUser(db: Database, userId: string): Promise<PlatformUser> {
  const user = (await listPlatformUsers(db)).find((candidate) => candidate.id === userId);
  if (!user) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
  return user;
}

/** Links an account to an establishment (or unlinks it with null). */
export async function linkUserToEstablishment(
  db: Database,
  userId: string,
  establishmentId: string | null,
): Promise<PlatformUser> {
  if (establishmentId && !(await findEstablishmentSummary(db, establishmentId))) {
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
  return findPlatformUser(db, userId);
}

export async function setAdminRole(
  db: Database,
  userId: string,
  granted: boolean,
): Promise<PlatformUser> {
  await findPlatformUser(db, userId);
  const role: Role = 'admin';
  if (granted) {
    await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  } else {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  }
  return findPlatformUser(db, userId);
}
