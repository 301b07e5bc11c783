import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      APP_DOMAIN: 'localhost',
      DATA_DIR: resolve('./data'),
      DEV_HOST_PATTERNS: [],
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses lists, flags and an empty DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_DOMAIN: ' Comanda.App ',
      DEV_HOST_PATTERNS: '*.preview.app, pr-*.pages.dev',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      APP_DOMAIN: 'comanda.app',
      DEV_HOST_PATTERNS: ['*.preview.app', 'pr-*.pages.dev'],
      SEED_DEMO: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('trusts a proxy hop count or proxy addresses, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies.*TRUST_PROXY/s);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
