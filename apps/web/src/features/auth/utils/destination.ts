import { isSuperAdmin, shopRoleOf, type Role } from '@comanda/shared';

/**
 * SPEC §2: after login a super admin goes to /superadmin, an admin to /admin, anyone else to /.
 * Staff (decision 051) go where their work is: the Caixa to the PDV, the Atendente to Pedidos,
 * the Cozinha to the kitchen display (issue 32), the Gerente to /admin like the admin.
 */
export function destinationAfterLogin(roles: readonly Role[]): string {
  if (isSuperAdmin(roles)) return '/superadmin';
  switch (shopRoleOf(roles)) {
    case 'admin':
    case 'manager':
      return '/admin';
    case 'cashier':
      return '/admin/pdv';
    case 'waiter':
      return '/admin/pedidos';
    case 'kitchen':
      return '/cozinha';
    case null:
      return '/';
  }
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
