import { and, eq } from 'drizzle-orm';
import { canDo, type Approval } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getRoles } from './auth.service';
import { accounts, profiles, users } from './auth.tables';
import { beginLoginAttempt, settleLoginAttempt, throttledMessage } from './login-throttle';
import { verifyPassword } from './password';
import { checkPin, isOwnPin } from './pins.service';

/** Who approved: the account's id (to tell them from the operator), email and name. */
export interface Approver {
  id: string;
  email: string;
  name: string | null;
}

/** The person asking for the approval: the audit log names them on a wrong PIN's line. */
export type ApprovalOperator = Omit<Approver, 'name'> & { name?: string | null };

/**
 * An admin of the shop approving something at another person's screen (a discount above the
 * limit at the counter): their email and password, checked here on the server. Answers the
 * approver, or null for a wrong password, an unknown account, a disabled one, or an
 * account of this shop that may not approve (the admin and a Gerente may; all read alike).
 * Failures count with the sign-in page's (per account and per address), so the counter is no
 * way around its throttle.
 */
export async function approvingAdmin(
  db: Database,
  establishmentId: string,
  email: string,
  password: string,
  ip: string,
): Promise<Approver | null> {
  const attempt = await beginLoginAttempt(db, email, ip);
  if (!attempt) throw new AppError('RATE_LIMITED', throttledMessage);
  const approver = await checkApprover(db, establishmentId, email, password);
  // A right password here proves the person, but leaves the sign-in page's count alone.
  await settleLoginAttempt(db, attempt, approver ? 'other' : 'wrong-password');
  return approver;
}

/** What the operator's screen says when an approval is missing, or is their own. */
export interface ApprovalWording {
  /** The 403's detail when no approval came: what needs one and why. */
  required: string;
  /** The refusal of the operator's own credential. */
  self: string;
}

export const approverInvalidMessage = 'E-mail ou senha de administrador inválidos';

/**
 * The one check of an approval on the spot (issue 32 item 4), whatever it approves (a discount
 * above the limit, a paid order's cancel, a sangria or a close difference above the shop's
 * threshold): the credential must be a Gerente's or admin's of this shop, and never the
 * operator's own. Answers the approver, else throws a 403 on the `authorization` field.
 */
export async function approvalOnTheSpot(
  db: Database,
  ip: string,
  establishmentId: string,
  operator: ApprovalOperator,
  approval: Approval | undefined,
  wording: ApprovalWording,
): Promise<Approver> {
  const refuse = (detail: string, message = detail) =>
    new AppError('FORBIDDEN', detail, [{ path: 'authorization', message }]);
  if (!approval) throw refuse(wording.required, 'Senha de administrador necessária');
  if ('pin' in approval) {
    return approvalByPin(db, ip, establishmentId, operator, approval, wording);
  }
  // Their own credential is refused as such, whether or not their role may approve.
  const ownEmail = approval.email.trim().toLowerCase() === operator.email.toLowerCase();
  if (ownEmail) throw refuse(wording.self);
  const approver = await approvingAdmin(db, establishmentId, approval.email, approval.password, ip);
  if (!approver) throw refuse(approverInvalidMessage);
  if (approver.id === operator.id) throw refuse(wording.self);
  return approver;
}

export const approverNotAllowedMessage =
  'Só um Gerente ou o administrador pode aprovar: este PIN não é de um deles';

/**
 * By PIN (decision 056): the operator's own name is refused before their PIN is read; anyone
 * else's PIN is checked and counted (ten wrong lock it, each one a `pin.failed` line under the
 * operator's name), and must be a Gerente's or the admin's.
 */
async function approvalByPin(
  db: Database,
  ip: string,
  establishmentId: string,
  operator: ApprovalOperator,
  approval: { userId: string; pin: string },
  wording: ApprovalWording,
): Promise<Approver> {
  const refuse = (message: string) =>
    new AppError('FORBIDDEN', message, [{ path: 'authorization', message }]);
  if (approval.userId === operator.id) throw refuse(wording.self);
  const auditor = {
    id: operator.id,
    email: operator.email,
    name: operator.name ?? null,
    device: ip,
  };
  const approver = await checkPin(
    db,
    establishmentId,
    approval.userId,
    approval.pin,
    auditor,
  ).catch(async (error: unknown) => {
    // Counted and logged as a wrong PIN for the approver; if it is the operator's own PIN,
    // the operator is told why it can never do.
    const own = await isOwnPin(db, establishmentId, operator.id, approval.pin);
    throw own ? refuse(wording.self) : error;
  });
  if (!canDo(await getRoles(db, approver.id), 'approvals.give')) {
    throw refuse(approverNotAllowedMessage);
  }
  return { id: approver.id, email: approver.email, name: approver.name };
}

async function checkApprover(
  db: Database,
  establishmentId: string,
  email: string,
  password: string,
): Promise<Approver | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: profiles.name,
      fallbackName: users.name,
      disabledAt: users.disabledAt,
      hash: accounts.password,
      establishmentId: profiles.establishmentId,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!row?.hash || row.disabledAt || row.establishmentId !== establishmentId) return null;
  if (!(await verifyPassword(row.hash, password))) return null;
  return canDo(await getRoles(db, row.userId), 'approvals.give')
    ? { id: row.userId, email: row.email, name: row.name ?? row.fallbackName }
    : null;
}
