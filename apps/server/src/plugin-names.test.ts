import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * Decision 037: every plugin of ours has a name, and one that uses another's decorations says
 * so in `dependencies`, so that registering them in the wrong order fails at start with both
 * names instead of with "cannot read properties of undefined" at the first request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// fastify-plugin's `name` (shared plugins and modules that decorate the root instance).
const named = [
  'comanda-errors',
  'comanda-security-headers',
  'comanda-path-normalisation',
  'comanda-input-guard',
  'comanda-realtime',
  'comanda-tenancy',
  'comanda-origin-check',
  'comanda-auth',
  'comanda-menu-cache',
  'comanda-health',
  'comanda-payments',
  'comanda-fiscal-emission',
  'comanda-printing',
  'comanda-marketplaces',
  'comanda-whatsapp',
  'comanda-web-app',
];
// Encapsulated module plugins are named by their function (`<module>Module`, or the routes
// of a module with one resource).
const modules = [
  'tenancyRoutes',
  'authModule',
  'establishmentsModule',
  'platformModule',
  'catalogModule',
  'ordersModule',
  'stockModule',
  'suppliersModule',
  'cashRegisterModule',
  'reportsModule',
  'financeModule',
  'fiscalModule',
  'backupModule',
  'uploadsRoutes',
];

describe('plugins', () => {
  it('are all registered under their names', () => {
    const tree = t.app.printPlugins();
    for (const name of [...named, ...modules]) expect(tree).toContain(name);
    // An unnamed plugin shows as its source text.
    expect(tree).not.toMatch(/=>|function|anonymous/);
    expect(tree).toContain('paymentsRoutes');
  });
});
