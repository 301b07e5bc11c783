import { isSuperAdmin, shopRoleOf, type Me } from '@comanda/shared';
import type { Session } from './get-me';

/**
 * SPEC §6: admin routes need a person of a shop (its admin or a staff role, decision 051; what
 * each role may open is the panel's matter), or a super admin; the super-admin area needs super_admin.
 */
export type RequiredRole = 'admin' | 'super_admin';

/** SPEC §9: how long a signed-in user without roles is given before the guard decides. */
export const permissionWaitMs = 1000;
/** How often the roles are asked again meanwhile. */
export const rolesPollMs = 250;

/** What the guard knows: the session answer, or that it is still loading, or that it failed. */
export type SessionSnapshot = Session | { status: 'loading' } | { status: 'failed' };

export type AccessDecision =
  | { kind: 'checking' }
  | { kind: 'awaiting-roles' }
  | { kind: 'allowed'; me: Me }
  | { kind: 'unauthenticated' }
  | { kind: 'expired' }
  | { kind: 'forbidden' };

export function hasRole(roles: Me['roles'], required: RequiredRole): boolean {
  return required === 'super_admin' ? isSuperAdmin(roles) : shopRoleOf(roles) !== null;
}

/**
 * The route guard's decision (SPEC §6), mirroring the server. A failed lookup counts as a
 * session without roles; a session without roles is given `permissionWaitMs` (roles may still
 * be being written, e.g. right after sign-up) before it is refused.
 */
export function decideAccess(
  snapshot: SessionSnapshot,
  required: RequiredRole,
  rolesWaitOver: boolean,
): AccessDecision {
  switch (snapshot.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'signed-out':
      return { kind: 'unauthenticated' };
    case 'expired':
      return { kind: 'expired' };
    case 'failed':
      return rolesWaitOver ? { kind: 'forbidden' } : { kind: 'awaiting-roles' };
    case 'signed-in': {
      const { me } = snapshot;
      if (hasRole(me.roles, required)) return { kind: 'allowed', me };
      if (me.roles.length === 0 && !rolesWaitOver) return { kind: 'awaiting-roles' };
      return { kind: 'forbidden' };
    }
  }
}

/** Whether the guard should keep asking for roles (a session or lookup that has none). */
export function lacksRoles(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.status === 'failed' ||
    (snapshot.status === 'signed-in' && snapshot.me.roles.length === 0)
  );
}
