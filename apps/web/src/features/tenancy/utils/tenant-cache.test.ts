import type { PublicEstablishment } from '@comanda/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cachedEstablishmentId,
  clearCachedTenant,
  readCachedTenant,
  servedTenantElementId,
  takeServedTenant,
  tenantCacheKey,
  writeCachedTenant,
} from './tenant-cache';

const demo: PublicEstablishment = {
  id: '2f6f3c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f',
  name: 'Lanchonete Demo',
  subdomain: 'demo',
  logoUrl: null,
  slogan: 'O melhor lanche',
  welcomeImageUrl: null,
  theme: 'vermelho',
  paymentMethods: ['pix', 'cartao'],
  kioskIdleSeconds: 90,
  askCustomerName: false,
  askOrderType: false,
  askCpf: false,
  businessHours: null,
};

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  return () => vi.unstubAllGlobals();
});

describe('tenant cache', () => {
  it('keeps the last establishment under comanda:tenant', () => {
    writeCachedTenant(demo);
    expect(tenantCacheKey).toBe('comanda:tenant');
    expect(readCachedTenant()).toEqual(demo);
    expect(cachedEstablishmentId()).toBe(demo.id);
  });

  it('forgets it when cleared', () => {
    writeCachedTenant(demo);
    clearCachedTenant();
    expect(readCachedTenant()).toBeUndefined();
  });

  it('drops an entry that no longer fits the contract', () => {
    storage.set(tenantCacheKey, '{"id":"x"}');
    expect(readCachedTenant()).toBeUndefined();
    expect(storage.has(tenantCacheKey)).toBe(false);
  });
});

describe('the shop served in the page', () => {
  /** A page holding `text` in the element the server writes, until it is removed. */
  function page(text: string) {
    let present = true;
    const element = { textContent: text, remove: () => void (present = false) };
    return {
      getElementById: (id: string) =>
        present && id === servedTenantElementId ? (element as unknown as HTMLElement) : null,
    };
  }

  it('is taken once, and kept in the cache like an answer of the server', () => {
    const doc = page(JSON.stringify(demo));
    expect(takeServedTenant(doc)).toEqual(demo);
    expect(readCachedTenant()).toEqual(demo);
    expect(takeServedTenant(doc)).toBeUndefined();
  });

  it('is nothing on a page without it, or when it does not fit the contract', () => {
    expect(takeServedTenant(page('')) ?? 'none').toBe('none');
    expect(takeServedTenant({ getElementById: () => null })).toBeUndefined();
    expect(takeServedTenant(page('{"id":"x"}'))).toBeUndefined();
    expect(readCachedTenant()).toBeUndefined();
  });
});
