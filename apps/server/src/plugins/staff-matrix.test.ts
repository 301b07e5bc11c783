import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionRefusedMessage,
  canDo,
  shopRoles,
  staffActions,
  type ShopRole,
  type StaffAction,
} from '@comanda/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainHost, mainOrigin } from '../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../test/factories';
import { declaredAction } from './auth';

const sampleId = '00000000-0000-4000-8000-000000000000';

/**
 * The route walk of issue 32 (decision 051): every role of a shop against every /api/admin
 * route. A role the matrix refuses gets 403 with the Portuguese detail naming its role and the
 * action; a role it allows gets past the guard (any answer but a role refusal).
 */
describe('the staff matrix on every admin route', () => {
  let t: TestApp;
  let routes: { method: string; url: string; action: StaffAction }[];
  const cookies = new Map<ShopRole, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db);
    for (const role of shopRoles) {
      cookies.set(role, (await signUpStaffOf(t.app, shop.id, role)).cookie);
    }
    routes = t.app.routeList
      .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
      .map((r) => ({ ...r, action: r.action! }));
  }, 60_000);
  afterAll(() => t.close());

  /** Answers the status and, for a 403, its detail; streams (the SSE) are not waited for. */
  async function call(route: { method: string; url: string }, cookie: string) {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[^/]+/g, sampleId),
      headers: { host: mainHost, origin: mainOrigin, cookie },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      payloadAsStream: true,
    });
    const stream = res.stream() as Readable;
    if (res.statusCode !== 403) {
      stream.destroy();
      return { status: res.statusCode, detail: null };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return {
      status: 403,
      detail: (JSON.parse(Buffer.concat(chunks).toString()) as { detail: string }).detail,
    };
  }

  it('knows the action of every admin route', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(route.action, `${route.method} ${route.url}`).toBeTruthy();
  });

  it.each(shopRoles)('gives %s the answer the matrix says on every admin route', async (role) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const { status, detail } = await call(route, cookies.get(role)!);
      const allowed = canDo([role], route.action);
      if (allowed && detail?.startsWith('Acesso negado')) {
        wrong.push(`${route.method} ${route.url}: refused (${detail})`);
      }
      if (!allowed && (status !== 403 || role === 'admin')) {
        wrong.push(`${route.method} ${route.url}: ${status} instead of 403`);
      }
      if (!allowed && status === 403 && role !== 'admin') {
        if (detail !== actionRefusedMessage(role, route.action)) {
          wrong.push(`${route.method} ${route.url}: detail "${detail}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a Caixa the finance, settings and backup endpoints in Portuguese', async () => {
    const cashier = cookies.get('cashier')!;
    for (const [url, action] of [
      ['/api/admin/finance/overview', 'finance.manage'],
      ['/api/admin/settings', 'settings.manage'],
      ['/api/admin/backup/scheduled', 'backup.manage'],
    ] as const) {
      const res = await call({ method: 'GET', url }, cashier);
      expect(res).toEqual({ status: 403, detail: actionRefusedMessage('cashier', action) });
    }
    expect(actionRefusedMessage('cashier', 'finance.manage')).toBe(
      'Acesso negado: o perfil Caixa não pode ver e lançar o financeiro (contas a pagar e a receber)',
    );
  });

  it('uses every action of the matrix on at least one route', () => {
    const used = new Set(routes.map((route) => route.action));
    const unused = Object.keys(staffActions).filter(
      // Actions checked inside a route rather than by the guard.
      (action) =>
        !used.has(action as StaffAction) &&
        !['registers.viewAll', 'approvals.give'].includes(action),
    );
    expect(unused).toEqual([]);
  });
});

describe('an admin route without a declared action', () => {
  it('stops the app: the route names itself and the rule', () => {
    expect(() => declaredAction({ method: 'GET', url: '/api/admin/x' })).toThrow(
      'GET /api/admin/x declares no staff action (config.action)',
    );
    expect(() =>
      declaredAction({ method: 'GET', url: '/api/admin/x', config: { action: 'everything' } }),
    ).toThrow('declares no staff action');
    expect(
      declaredAction({ method: 'GET', url: '/api/admin/x', config: { action: 'pdv.sell' } }),
    ).toBe('pdv.sell');
  });
});
