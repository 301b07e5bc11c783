import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainHost, mainOrigin, signUp } from '../test/auth-helpers';
import { guardedAreas } from './auth';

/** Routes anyone may call; every other /api route must sit in a guarded area. */
const publicRoutes = [
  /^\/api\/health$/,
  /^\/api\/ready$/,
  /^\/api\/public\//,
  // Authenticated by Mercado Pago's signature, not a session.
  /^\/api\/webhooks\/mercadopago\/:establishmentId$/,
  /^\/api\/auth\/\*$/,
  /^\/api\/me$/,
  /^\/api\/setup(\/status|\/demo-admin)?$/,
  /^\/api\/docs/,
  // The print agent authenticates with its own Bearer token (print-agents.service.ts).
  /^\/api\/print-agent\//,
  // Kitchen displays and status boards authenticate with a device token (order-devices.service.ts).
  /^\/api\/device\//,
  // An ordering app reads a shop's Open Delivery menu with the X-API-KEY the shop gave it
  // (open-delivery-merchant.service.ts: a key of that shop and merchant, 403 otherwise).
  /^\/api\/open-delivery\/:establishmentId\/v1\/merchant$/,
];

const sampleId = '00000000-0000-4000-8000-000000000000';

describe('every API route is either public on purpose or guarded by role', () => {
  let t: TestApp;
  let apiRoutes: { method: string; url: string }[];
  let noRoleCookie: string;
  let adminCookie: string;
  let superAdminCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ SUPER_ADMIN_EMAIL: 'super@comanda.example' });
    apiRoutes = t.app.routeList.filter(
      (route) =>
        route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    const noRole = await signUp(t.app);
    const [profile] = await t.app.db.query.profiles.findMany({
      where: (profiles, { eq: equals }) => equals(profiles.email, noRole.email),
    });
    await t.app.db.delete(userRoles).where(eq(userRoles.userId, profile!.id));
    noRoleCookie = noRole.cookie;
    adminCookie = (await signUp(t.app)).cookie;
    superAdminCookie = (await signUp(t.app, { email: 'super@comanda.example' })).cookie;
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, cookie?: string, host = mainHost) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[^/]+/g, sampleId).replace('*', 'x'),
      headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('has no API route outside the public list and the guarded areas', () => {
    const unclassified = apiRoutes.filter(
      (route) =>
        !publicRoutes.some((pattern) => pattern.test(route.url)) &&
        !guardedAreas.some((area) => route.url.startsWith(area.prefix)),
    );
    expect(unclassified).toEqual([]);
  });

  it('guards at least one admin and one super-admin endpoint', () => {
    for (const area of guardedAreas) {
      expect(
        apiRoutes.some((route) => route.url.startsWith(area.prefix)),
        area.prefix,
      ).toBe(true);
    }
  });

  it.each(guardedAreas)('answers 401 without a session under $prefix', async (area) => {
    for (const route of apiRoutes.filter((r) => r.url.startsWith(area.prefix))) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(guardedAreas)('answers 403 to a user without the role under $prefix', async (area) => {
    for (const route of apiRoutes.filter((r) => r.url.startsWith(area.prefix))) {
      const res = await call(route, noRoleCookie);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 to an admin on every super-admin endpoint', async () => {
    for (const route of apiRoutes.filter((r) => r.url.startsWith('/api/superadmin/'))) {
      const res = await call(route, adminCookie);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().detail).toBe(
        'Acesso negado: você não tem permissão de super administrador',
      );
    }
  });

  it('refuses every guarded endpoint on a tenant subdomain, even with a session', async () => {
    for (const route of apiRoutes.filter((r) =>
      guardedAreas.some((a) => r.url.startsWith(a.prefix)),
    )) {
      const res = await call(route, superAdminCookie, 'demo.localhost:3000');
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets a super admin into the super-admin area', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/overview',
      headers: { host: mainHost, cookie: superAdminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ users: 3, confirmedOrders: 0, revenueCents: 0 });
  });

  it('tells an admin without an establishment that the account is not linked yet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/establishment',
      headers: { host: mainHost, origin: mainOrigin, cookie: adminCookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Sua conta ainda não está vinculada a um estabelecimento');
  });
});
