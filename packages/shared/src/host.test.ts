import { describe, expect, it } from 'vitest';
import { normalizeHost, parseHost, rootRouteFor, type HostConfig, type HostInfo } from './host';

const local: HostConfig = { appDomain: 'localhost' };
const prod: HostConfig = {
  appDomain: 'comanda.app',
  devHostPatterns: ['*.preview.comanda.dev', 'pr-*.pages.dev'],
};

type Expected = Pick<HostInfo, 'kind' | 'isDevHost'> & { subdomain?: string };

// SPEC §2 "Tenant resolution and root route" and §6, case by case.
const cases: [string, HostConfig, Expected][] = [
  // main domain, with or without www, any port or letter case
  ['comanda.app', prod, { kind: 'main', isDevHost: false }],
  ['www.comanda.app', prod, { kind: 'main', isDevHost: false }],
  ['COMANDA.APP:443', prod, { kind: 'main', isDevHost: false }],
  ['comanda.app.', prod, { kind: 'main', isDevHost: false }],
  // tenant subdomains
  ['demo.comanda.app', prod, { kind: 'tenant', isDevHost: false, subdomain: 'demo' }],
  [
    'Burger-Do-Ze.comanda.app:8080',
    prod,
    { kind: 'tenant', isDevHost: false, subdomain: 'burger-do-ze' },
  ],
  ['naoexiste.comanda.app', prod, { kind: 'tenant', isDevHost: false, subdomain: 'naoexiste' }],
  // dev hosts: localhost, loopback and preview patterns, never a tenant
  ['localhost:5173', prod, { kind: 'main', isDevHost: true }],
  ['127.0.0.1:3000', prod, { kind: 'main', isDevHost: true }],
  ['[::1]:3000', prod, { kind: 'main', isDevHost: true }],
  ['feature-x.preview.comanda.dev', prod, { kind: 'main', isDevHost: true }],
  ['pr-42.pages.dev', prod, { kind: 'main', isDevHost: true }],
  ['a.b.preview.comanda.dev', prod, { kind: 'main', isDevHost: false }],
  // another domain without a tenant subdomain behaves as the main domain
  ['outro-dominio.com.br', prod, { kind: 'main', isDevHost: false }],
  // APP_DOMAIN=localhost: localhost is the main domain, *.localhost are tenants
  ['localhost:3000', local, { kind: 'main', isDevHost: true }],
  ['www.localhost:3000', local, { kind: 'main', isDevHost: false }],
  ['demo.localhost:3000', local, { kind: 'tenant', isDevHost: false, subdomain: 'demo' }],
  ['unknown.localhost', local, { kind: 'tenant', isDevHost: false, subdomain: 'unknown' }],
  ['127.0.0.1:3000', local, { kind: 'main', isDevHost: true }],
];

describe('parseHost', () => {
  it.each(cases)('%s (%o)', (host, config, expected) => {
    expect(parseHost(host, config)).toMatchObject(expected);
  });
});

describe('rootRouteFor (SPEC §2 root route)', () => {
  it.each([
    ['comanda.app', prod, false, '/auth'],
    ['www.comanda.app', prod, false, '/auth'],
    ['demo.comanda.app', prod, true, '/totem'],
    ['naoexiste.comanda.app', prod, false, '/tenant-not-found'],
    ['localhost:3000', prod, true, '/auth'],
    ['pr-42.pages.dev', prod, false, '/auth'],
    ['localhost:3000', local, false, '/auth'],
    ['demo.localhost:3000', local, true, '/totem'],
    ['unknown.localhost:3000', local, false, '/tenant-not-found'],
  ] as const)('%s with tenantFound=%s → %s', (host, config, found, expected) => {
    expect(rootRouteFor(parseHost(host, config), found)).toBe(expected);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Demo.Localhost:3000', 'demo.localhost'],
    ['[::1]:80', '::1'],
    ['example.com.', 'example.com'],
    ['  example.com  ', 'example.com'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});
