import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@comanda/shared';
import { get, send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordUploads } from '../uploads';

const weekdays9to18 = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: '09:00', close: '18:00' })),
  null,
];

const settings: ShopSettings = {
  name: 'Lanchonete do Zé',
  logoUrl: null,
  slogan: 'O melhor da praça',
  welcomeImageUrl: '/uploads/images/00000000-0000-4000-8000-000000000001.webp',
  theme: 'azul',
  kioskIdleSeconds: 120,
  askCustomerName: true,
  askOrderType: true,
  kdsWarningMinutes: 8,
  kdsLateMinutes: 15,
  kdsCanceledMinutes: 10,
  discountLimitPercent: 20,
  pinLockMinutes: 30,
  terminalIdleMinutes: 3,
  sangriaApprovalCents: 50_000,
  closeDifferenceApprovalCents: 1_000,
  businessHours: weekdays9to18,
  receiptFooter: 'Obrigado e volte sempre!',
  busyLimitMinutes: 30,
  busyExtraPrepMinutes: 15,
  busyPauseIfood: true,
  busyScheduledOnly: false,
  kdsExpo: true,
};

describe('shop settings (/admin/configuracoes)', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof insertEstablishment>>;
  let other: Awaited<ReturnType<typeof insertEstablishment>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await insertEstablishment(t.app.db, { name: 'Loja A', slogan: 'antigo' });
    await recordUploads(t.app.db, shop.id, [settings.welcomeImageUrl!]);
    other = await insertEstablishment(t.app.db, { name: 'Loja B' });
    cookie = await signUpAdminOf(t.app, shop.id);
  });
  afterAll(() => t.close());

  it('reads the defaults of a new shop', async () => {
    const res = await send(t.app, 'GET', '/api/admin/settings', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Loja A',
      slogan: 'antigo',
      kioskIdleSeconds: 90,
      askCustomerName: false,
      kdsWarningMinutes: 5,
      kdsLateMinutes: 8,
      businessHours: null,
      receiptFooter: null,
    });
  });

  it("saves the admin's own shop only, and the kiosk sees what it shows", async () => {
    const res = await send(t.app, 'PUT', '/api/admin/settings', { cookie, payload: settings });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);

    const kiosk = await get(t.app, '/api/public/establishment', '', `${shop.subdomain}.localhost`);
    expect(kiosk.json()).toMatchObject({
      name: 'Lanchonete do Zé',
      welcomeImageUrl: settings.welcomeImageUrl,
      theme: 'azul',
      kioskIdleSeconds: 120,
      askCustomerName: true,
      askOrderType: true,
      businessHours: weekdays9to18,
    });
    // Kitchen thresholds, discount limit and receipt footer are not the anonymous kiosk's.
    expect(kiosk.json()).not.toHaveProperty('receiptFooter');
    const untouched = await get(
      t.app,
      '/api/public/establishment',
      '',
      `${other.subdomain}.localhost`,
    );
    expect(untouched.json()).toMatchObject({ name: 'Loja B', businessHours: null });
  });

  it.each([
    [{ kdsLateMinutes: 5 }, 'kdsLateMinutes'],
    [{ kioskIdleSeconds: 5 }, 'kioskIdleSeconds'],
    [{ discountLimitPercent: 150 }, 'discountLimitPercent'],
    [{ name: '  ' }, 'name'],
    // Only pictures this server stored: never an address elsewhere.
    [{ welcomeImageUrl: 'https://example.com/promo.webp' }, 'welcomeImageUrl'],
    [
      { businessHours: [{ open: '18:00', close: '09:00' }, ...weekdays9to18.slice(1)] },
      'businessHours.0.close',
    ],
  ])('refuses %j with the message under %s', async (change, path) => {
    const res = await send(t.app, 'PUT', '/api/admin/settings', {
      cookie,
      payload: { ...settings, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it('needs a shop admin', async () => {
    const res = await send(t.app, 'GET', '/api/admin/settings');
    expect(res.statusCode).toBe(401);
  });
});
