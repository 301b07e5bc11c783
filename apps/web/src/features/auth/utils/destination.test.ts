import type { Role } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, destinationAfterSignUp } from './destination';

describe('destinationAfterLogin (SPEC §2)', () => {
  it.each<[Role[], string]>([
    [['super_admin'], '/superadmin'],
    [['super_admin', 'admin'], '/superadmin'],
    [['admin'], '/admin'],
    [['manager'], '/admin'],
    [['cashier'], '/admin/pdv'],
    [['waiter'], '/admin/pedidos'],
    // A Cozinha person lands on the kitchen display (issue 32).
    [['kitchen'], '/cozinha'],
    [[], '/'],
  ])('%j → %s', (roles, expected) => {
    expect(destinationAfterLogin(roles)).toBe(expected);
  });
});

describe('destinationAfterSignUp (SPEC §2, §4)', () => {
  it.each<[Role[], string, string]>([
    [['super_admin'], '/superadmin', 'auth.toast.superAdminSignedUp'],
    [['admin'], '/admin', 'auth.toast.signedUp'],
    // Roles not written yet (or the lookup failed): still the admin area, whose guard waits.
    [[], '/admin', 'auth.toast.signedUp'],
  ])('%j → %s', (roles, to, toast) => {
    expect(destinationAfterSignUp(roles)).toEqual({ to, toast });
  });
});
