import { count, eq, sql } from 'drizzle-orm';
import type { Me, Role } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthPorts } from './auth-ports';
import { hashPassword } from './password';
import { accounts, profiles, userRoles, users } from './auth.tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export async function getRoles(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export async function getProfile(db: Executor, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return profile;
}

export async function getMe(db: Database, ports: AuthPorts, userId: string): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
  const [userRolesList, profile] = await Promise.all([
    getRoles(db, userId),
    getProfile(db, userId),
  ]);
  const establishment = profile?.establishmentId
    ? ((await ports.findEstablishmentSummary(db, profile.establishmentId)) ?? null)
    : null;
  return {
    id: user.id,
    email: user.email,
    name: profile?.name ?? user.name,
    roles: userRolesList,
    establishment,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

/**
 * Every new account gets its profile and a role: the configured SUPER_ADMIN_EMAIL becomes super
 * admin (SPEC §6) while no super admin exists yet (it bootstraps a fresh installation, and must
 * not hand the platform to whoever signs up with that address later); anyone else is an admin
 * waiting to be linked to an establishment.
 */
export async function setUpNewUser(
  db: Executor,
  user: { id: string; name: string; email: string },
  superAdminEmail: string | undefined,
): Promise<void> {
  const isSuper =
    !!superAdminEmail &&
    user.email.toLowerCase() === superAdminEmail.toLowerCase() &&
    !(await superAdminExists(db));
  await db
    .insert(profiles)
    .values({ id: user.id, name: user.name, email: user.email })
    .onConflictDoNothing();
  await db
    .insert(userRoles)
    .values({ userId: user.id, role: isSuper ? 'super_admin' : 'admin' })
    .onConflictDoNothing();
}

export async function superAdminExists(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, 'super_admin'))
    .limit(1);
  return !!row;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  roles: Role[];
  establishmentId?: string | null;
}

/**
 * Creates a user that can sign in with email and password, with profile and roles, inside the
 * caller's transaction, so that a failure later in that transaction leaves no account behind.
 */
export async function createAccount(tx: Executor, input: NewAccount): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError('CONFLICT', 'Este email já está cadastrado');

  const [user] = await tx
    .insert(users)
    .values({ name: input.name, email })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(accounts).values({
    userId,
    accountId: userId,
    providerId: 'credential',
    password: await hashPassword(input.password),
  });
  await tx.insert(profiles).values({
    id: userId,
    name: input.name,
    email,
    establishmentId: input.establishmentId ?? null,
  });
  if (input.roles.length > 0) {
    await tx.insert(userRoles).values(input.roles.map((role) => ({ userId, role })));
  }
  return userId;
}

const setupLockKey = 724_310_002;

/** First-time setup: creates the platform's first super admin, and refuses once one exists. */
export async function createFirstSuperAdmin(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    // Two simultaneous setups must not both succeed.
    await tx.execute(sql`select pg_advisory_xact_lock(${setupLockKey})`);
    if (await superAdminExists(tx)) {
      throw new AppError('CONFLICT', 'Super Admin já configurado');
    }
    return createAccount(tx, { ...input, roles: ['super_admin'] });
  });
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
