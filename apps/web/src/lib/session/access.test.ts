import type { Me } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { decideAccess, lacksRoles, type RequiredRole, type SessionSnapshot } from './access';

function signedIn(roles: Me['roles']): SessionSnapshot {
  return {
    status: 'signed-in',
    me: {
      id: 'u1',
      email: 'a@x.com',
      name: null,
      roles,
      establishment: null,
      twoFactorEnabled: false,
    },
  };
}

describe('decideAccess (SPEC §6)', () => {
  it.each<[string, SessionSnapshot, RequiredRole, boolean, string]>([
    ['loading', { status: 'loading' }, 'admin', false, 'checking'],
    ['no session', { status: 'signed-out' }, 'admin', false, 'unauthenticated'],
    ['no session (super)', { status: 'signed-out' }, 'super_admin', true, 'unauthenticated'],
    ['expired session', { status: 'expired' }, 'admin', false, 'expired'],
    ['admin on admin', signedIn(['admin']), 'admin', false, 'allowed'],
    ['super admin on admin', signedIn(['super_admin']), 'admin', false, 'allowed'],
    ['super admin on super', signedIn(['super_admin']), 'super_admin', false, 'allowed'],
    ['admin on super', signedIn(['admin']), 'super_admin', false, 'forbidden'],
    ['admin on super after waiting', signedIn(['admin']), 'super_admin', true, 'forbidden'],
    ['no roles yet', signedIn([]), 'admin', false, 'awaiting-roles'],
    ['no roles after 1 s', signedIn([]), 'admin', true, 'forbidden'],
    ['no roles yet (super)', signedIn([]), 'super_admin', false, 'awaiting-roles'],
    ['failed lookup', { status: 'failed' }, 'admin', false, 'awaiting-roles'],
    ['failed lookup after 1 s', { status: 'failed' }, 'admin', true, 'forbidden'],
  ])('%s → %s', (_case, snapshot, required, waitOver, kind) => {
    expect(decideAccess(snapshot, required, waitOver).kind).toBe(kind);
  });

  it('hands the user to an allowed screen', () => {
    const decision = decideAccess(signedIn(['admin']), 'admin', false);
    expect(decision).toMatchObject({ kind: 'allowed', me: { email: 'a@x.com' } });
  });
});

describe('lacksRoles', () => {
  it.each<[SessionSnapshot, boolean]>([
    [signedIn([]), true],
    [{ status: 'failed' }, true],
    [signedIn(['admin']), false],
    [{ status: 'loading' }, false],
    [{ status: 'signed-out' }, false],
  ])('%j → %s', (snapshot, expected) => {
    expect(lacksRoles(snapshot)).toBe(expected);
  });
});
