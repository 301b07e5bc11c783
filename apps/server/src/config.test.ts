import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig, proxyTrustWarning, trustProxyOption } from './config';

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

  it('takes the client address from an allow-listed proxy only (issue 31, item 10)', async () => {
    const app = Fastify({
      trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).TRUST_PROXY),
    });
    app.get('/ip', (request) => request.ip);
    const from = (remoteAddress: string) =>
      app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.66' } });
    // The original request: a client reaching the port directly, naming its own address.
    expect((await from('198.51.100.7')).body).toBe('198.51.100.7');
    expect((await from('10.0.0.1')).body).toBe('203.0.113.66');
    expect((await from('10.1.4.2')).body).toBe('203.0.113.66');
    // A hop count cannot tell the two apart: the direct client picks its address.
    const hops = Fastify({ trustProxy: trustProxyOption(1) });
    hops.get('/ip', (request) => request.ip);
    const direct = await hops.inject({
      url: '/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.66' },
    });
    expect(direct.body).toBe('203.0.113.66');
    await Promise.all([app.close(), hops.close()]);
  });

  it('warns at start when a hop count is trusted on a public interface', () => {
    const warning = (TRUST_PROXY: string, HOST?: string) =>
      proxyTrustWarning(loadConfig({ TRUST_PROXY, ...(HOST ? { HOST } : {}) }));
    for (const host of [
      undefined,
      '0.0.0.0',
      '::',
      '[::]',
      '203.0.113.5',
      '2001:db8::1',
      'app.example',
    ]) {
      expect(warning('1', host), String(host)).toMatch(
        /TRUST_PROXY=1 .*public interface.*TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.0\/8/s,
      );
    }
    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '10.0.0.5',
      '192.168.1.2',
      '172.20.0.3',
      'fd00::5',
    ]) {
      expect(warning('2', host), host).toBeNull();
    }
    expect(warning('10.0.0.1,10.0.0.0/8', '0.0.0.0')).toBeNull();
    expect(warning('false', '0.0.0.0')).toBeNull();
  });
});
