import { isAdmin, isSuperAdmin, type Role } from '@comanda/shared';

/** SPEC §2: after login a super admin goes to /superadmin, an admin to /admin, anyone else to /. */
export function destinationAfterLogin(roles: readonly Role[]): '/superadmin' | '/admin' | '/' {
  if (isSuperAdmin(roles)) return '/superadmin';
  if (isAdmin(roles)) return '/admin';
  return '/';
}

/**
 * SPEC §2/§4: a normal sign-up lands on /admin; the configured super-admin address is made
 * super admin by the server and goes to /superadmin with its own toast.
 */
export function destinationAfterSignUp(roles: readonly Role[]): {
  to: '/superadmin' | '/admin';
  toast: 'auth.toast.superAdminSignedUp' | 'auth.toast.signedUp';
} {
  return isSuperAdmin(roles)
    ? { to: '/superadmin', toast: 'auth.toast.superAdminSignedUp' }
    : { to: '/admin', toast: 'auth.toast.signedUp' };
}
