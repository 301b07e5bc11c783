import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ifoodAppMissingMessage,
  ifoodMerchantTakenMessage,
  ifoodUnknownMerchantMessage,
  type AuditEntry,
} from '@comanda/shared';
import { send, signUp } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf, signUpStaffOf } from '../../test/factories';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { createTestApp, type TestApp } from '../../test/test-app';

const superEmail = 'super-ifood@comanda.example';
const app = { clientId: 'comanda-centralizado', clientSecret: 'segredo-do-app-ifood' };
const merchantId = '8f1c2a34-0000-4000-8000-00000000a001';

let ifood: FakeIfood;
let t: TestApp;
let superCookie: string;
beforeAll(async () => {
  ifood = await startFakeIfood({
    ...app,
    merchants: { [merchantId]: 'Lanchonete da Praça', 'outra-loja': 'Outra Loja' },
  });
  t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail, IFOOD_API_URL: ifood.url });
  superCookie = (await signUp(t.app, { email: superEmail })).cookie;
});
afterAll(async () => {
  await t.close();
  await ifood.close();
});

/** /admin/integracoes → "iFood": a shop connects its own store to the platform's application. */
describe('/api/admin/integrations/ifood', () => {
  let shop: string;
  let cookie: string;
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    as: string = cookie,
  ) => send(t.app, method, `/api/admin/integrations/ifood${url}`, { cookie: as, payload });

  beforeAll(async () => {
    shop = (await insertEstablishment(t.app.db)).id;
    cookie = await signUpAdminOf(t.app, shop);
  });

  it('starts disconnected with automatic acceptance on, and refuses to connect without the platform app', async () => {
    const view = await call('GET', '');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      merchantId: null,
      merchantName: null,
      connected: false,
      autoAccept: true,
      appConfigured: false,
    });
    const refused = await call('POST', '/connect', { merchantId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(ifoodAppMissingMessage);
    expect(ifood.calls).toEqual([]);
  });

  it('"Conectar iFood" checks the merchant on iFood with the platform app, then connects it', async () => {
    const saved = await send(t.app, 'PUT', '/api/superadmin/settings/ifood', {
      cookie: superCookie,
      payload: app,
    });
    expect(saved.statusCode).toBe(200);

    const connected = await call('POST', '/connect', { merchantId: ` ${merchantId} ` });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      merchantId,
      merchantName: 'Lanchonete da Praça',
      connected: true,
      autoAccept: true,
      appConfigured: true,
    });
    const asked = ifood.calls.find(
      (entry) => entry.path === `/merchant/v1.0/merchants/${merchantId}`,
    );
    expect(asked?.headers.authorization).toMatch(/^Bearer fake-ifood-/);
    expect((await call('GET', '')).json()).toMatchObject({ merchantId, connected: true });
  });

  it("shows the store's status from /merchant/v1.0/merchants/{id}/status", async () => {
    const status = await call('GET', '/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual([
      { operation: 'DELIVERY', available: true, state: 'OK', title: 'Loja aberta' },
    ]);
    expect(ifood.calls.at(-1)?.path).toBe(`/merchant/v1.0/merchants/${merchantId}/status`);
  });

  it('refuses, in Portuguese, a merchant iFood does not know, and keeps the connected one', async () => {
    const refused = await call('POST', '/connect', { merchantId: 'nao-existe' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(ifoodUnknownMerchantMessage);
    expect((await call('GET', '')).json()).toMatchObject({ merchantId, connected: true });
    const blank = await call('POST', '/connect', { merchantId: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('Informe o Merchant ID da loja no iFood');
  });

  it('toggles "Aceitar pedidos iFood automaticamente"', async () => {
    const off = await call('PUT', '/auto-accept', { autoAccept: false });
    expect(off.json()).toMatchObject({ autoAccept: false, connected: true });
    expect((await call('GET', '')).json().autoAccept).toBe(false);
    expect((await call('PUT', '/auto-accept', { autoAccept: true })).json().autoAccept).toBe(true);
  });

  it('keeps each shop to its own store: another shop neither reads nor changes it, nor takes its merchant', async () => {
    const other = (await insertEstablishment(t.app.db)).id;
    const otherCookie = await signUpAdminOf(t.app, other);
    expect((await call('GET', '', undefined, otherCookie)).json()).toMatchObject({
      merchantId: null,
      connected: false,
    });
    const taken = await call('POST', '/connect', { merchantId }, otherCookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ifoodMerchantTakenMessage);
    await call('PUT', '/auto-accept', { autoAccept: false }, otherCookie);
    await call('POST', '/disconnect', undefined, otherCookie);
    expect((await call('GET', '')).json()).toMatchObject({
      merchantId,
      connected: true,
      autoAccept: true,
    });
  });

  it('a Caixa may not see or change the connection (integrations.manage)', async () => {
    const cashier = await signUpStaffOf(t.app, shop, 'cashier');
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['GET', '/status', undefined],
      ['POST', '/connect', { merchantId }],
      ['POST', '/disconnect', undefined],
      ['PUT', '/auto-accept', { autoAccept: false }],
    ] as const) {
      expect(
        (await call(method, url, payload, cashier.cookie)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    expect((await call('GET', '')).json()).toMatchObject({ connected: true, autoAccept: true });
  });

  it('disconnects, keeping the Merchant ID to connect again', async () => {
    const off = await call('POST', '/disconnect');
    expect(off.json()).toMatchObject({ merchantId, connected: false });
    expect((await call('GET', '/status')).statusCode).toBe(422);
    // Disconnected, the merchant is free for another shop.
    const other = (await insertEstablishment(t.app.db)).id;
    const otherCookie = await signUpAdminOf(t.app, other);
    expect((await call('POST', '/connect', { merchantId }, otherCookie)).statusCode).toBe(200);
  });

  it('put every change of the connection in the audit log, and no refused one (issue 32)', async () => {
    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie })).json<AuditEntry[]>();
    const lines = log.reverse().map((e) => [e.kind, e.subject, JSON.parse(e.after!)]);
    // Connected, automatic acceptance off and back on, disconnected: four changes.
    expect(lines).toEqual([
      ['integrations.change', 'iFood', expect.objectContaining({ merchantId, connected: true })],
      ['integrations.change', 'iFood', { autoAccept: false }],
      ['integrations.change', 'iFood', { autoAccept: true }],
      ['integrations.change', 'iFood', { connected: false }],
    ]);
    expect(log.every((e) => e.actor !== null && e.device !== null)).toBe(true);
  });
});
