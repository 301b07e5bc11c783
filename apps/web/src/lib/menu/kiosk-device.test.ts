import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser at `href` with `stored` in its localStorage; the module is loaded fresh. */
async function kioskAt(href: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  vi.stubGlobal('window', {
    location: { href },
    history: {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.resetModules();
  return { device: await import('@/lib/menu/kiosk-device'), storage, replaced };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kiosk device token (issue 31)', () => {
  it("keeps the pairing link's token and takes it out of the address", async () => {
    const { device, storage, replaced } = await kioskAt(
      'https://lanche.comanda.app/totem?token=cdv_abc',
    );
    expect(device.kioskDeviceHeaders()).toEqual({ authorization: 'Bearer cdv_abc' });
    expect(storage.get('comanda.device-token:totem')).toBe('cdv_abc');
    expect(replaced).toEqual(['https://lanche.comanda.app/totem']);
    expect(device.withKioskDevice('/api/public/orders/1/events?token=t')).toBe(
      '/api/public/orders/1/events?token=t&device=cdv_abc',
    );
    expect(device.withKioskDevice('/api/public/menu/events')).toBe(
      '/api/public/menu/events?device=cdv_abc',
    );
  });

  it('sends the token kept before on every later page load', async () => {
    const { device } = await kioskAt('https://lanche.comanda.app/totem/categorias', {
      'comanda.device-token:totem': 'cdv_kept',
    });
    expect(device.kioskDeviceHeaders()).toEqual({ authorization: 'Bearer cdv_kept' });
  });

  it('an unpaired kiosk (the demo) sends nothing and keeps working anonymously', async () => {
    const { device } = await kioskAt('https://demo.comanda.app/totem');
    expect(device.kioskDeviceHeaders()).toEqual({});
    expect(device.withKioskDevice('/api/public/menu/events')).toBe('/api/public/menu/events');
  });
});
