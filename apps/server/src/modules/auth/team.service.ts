import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  shopRoleLabels,
  shopRoleOf,
  staffRoles,
  type NewTeamMember,
  type StaffRole,
  type TeamMember,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Auditor } from '../audit';
import { createAccount } from './auth.service';
import { profiles, staffPins, userRoles, users } from './auth.tables';
import { writeDisabled } from './users.service';

/*
 * The shop's team (/admin/equipe, decision 051): its admin adds people with a staff role,
 * changes their role and disables them. The admin (the owner's role) is listed, never changed
 * here; nobody outside the shop is seen or touched (a foreign id reads as missing).
 */

const subjectOf = (member: TeamMember) =>
  member.name ? `${member.name} (${member.email})` : member.email;

const memberNotFound = () => new AppError('NOT_FOUND', 'Pessoa não encontrada na equipe');

/** The people of the shop with a shop role, the admin first, then by name. */
export async function listTeam(db: Database, establishmentId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: profiles.name,
      email: users.email,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.establishmentId, establishmentId))
    .orderBy(asc(profiles.name), asc(users.email));
  const roleRows = rows.length
    ? await db
        .select()
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const pins = await db
    .select({ userId: staffPins.userId })
    .from(staffPins)
    .where(eq(staffPins.establishmentId, establishmentId));
  const withPin = new Set(pins.map((pin) => pin.userId));
  const members = rows.flatMap((row) => {
    const role = shopRoleOf(roleRows.filter((r) => r.userId === row.id).map((r) => r.role));
    if (!role) return [];
    return [
      {
        id: row.id,
        name: row.name,
        email: row.email,
        role,
        disabled: row.disabledAt !== null,
        hasPin: withPin.has(row.id),
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  return members.sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'));
}

/**
 * A new person of the team. Without a password the account gets one nobody knows, and the
 * caller sends the password-definition email (the invitation).
 */
export async function addTeamMember(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  input: NewTeamMember,
): Promise<TeamMember> {
  const id = await db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      name: input.name,
      email: input.email,
      password: input.password ?? randomBytes(24).toString('base64url'),
      roles: [input.role],
      establishmentId,
    });
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'team.add',
      subject: `${input.name} (${input.email.trim().toLowerCase()})`,
      after: shopRoleLabels[input.role],
    });
    return created;
  });
  return findMember(db, establishmentId, id);
}

/** A staff person of this shop, or 404; the admin (owner) is refused with a reason. */
async function findStaff(
  db: Database,
  establishmentId: string,
  actingUserId: string,
  memberId: string,
): Promise<TeamMember> {
  const member = await findMember(db, establishmentId, memberId);
  if (member.id === actingUserId) {
    throw new AppError('CONFLICT', 'Você não pode mudar o seu próprio acesso');
  }
  if (member.role === 'admin') {
    throw new AppError(
      'CONFLICT',
      'O administrador da loja não muda de papel nem é desativado aqui',
    );
  }
  return member;
}

async function findMember(db: Database, establishmentId: string, memberId: string) {
  const member = (await listTeam(db, establishmentId)).find((row) => row.id === memberId);
  if (!member) throw memberNotFound();
  return member;
}

/** Gives a staff person another staff role (one role per person). */
export async function setTeamRole(
  db: Database,
  establishmentId: string,
  auditor: Auditor & { id: string },
  memberId: string,
  role: StaffRole,
): Promise<{ before: TeamMember; after: TeamMember }> {
  const before = await findStaff(db, establishmentId, auditor.id, memberId);
  await db.transaction(async (tx) => {
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'team.role',
      subject: subjectOf(before),
      before: shopRoleLabels[before.role],
      after: shopRoleLabels[role],
    });
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, memberId), inArray(userRoles.role, [...staffRoles])));
    await tx.insert(userRoles).values({ userId: memberId, role });
  });
  return { before, after: await findMember(db, establishmentId, memberId) };
}

/** Disables (their sessions end now) or enables a staff person. */
export async function setTeamDisabled(
  db: Database,
  establishmentId: string,
  auditor: Auditor & { id: string },
  memberId: string,
  disabled: boolean,
): Promise<TeamMember> {
  const before = await findStaff(db, establishmentId, auditor.id, memberId);
  await db.transaction(async (tx) => {
    await writeDisabled(tx, memberId, disabled);
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'team.access',
      subject: subjectOf(before),
      before: before.disabled ? 'Desativado' : 'Ativo',
      after: disabled ? 'Desativado' : 'Ativo',
    });
  });
  return findMember(db, establishmentId, memberId);
}
