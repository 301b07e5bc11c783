import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDeliveryMerchantTakenMessage,
  openDeliveryRefusedMessage,
  openDeliverySecretMissingMessage,
  type AuditEntry,
} from '@comanda/shared';
import { openDeliveryConnections } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf, signUpStaffOf } from '../../test/factories';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { createTestApp, type TestApp } from '../../test/test-app';

const merchantId = '22815773000169-7d3e0b1a-8f5c-4e2d-9a61-00000000a001';
const secret = 'od-segredo-da-loja';

let od: FakeOpenDelivery;
let t: TestApp;
beforeAll(async () => {
  od = await startFakeOpenDelivery({
    merchants: [{ merchantId, clientId: 'loja-praca', clientSecret: secret }],
  });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await od.close();
});

/** /admin/integracoes → "Open Delivery": a shop connects its merchant at an Ordering Application. */
describe('/api/admin/integrations/open-delivery', () => {
  let shop: string;
  let cookie: string;
  const input = () => ({
    baseUrl: od.url,
    clientId: 'loja-praca',
    clientSecret: secret,
    merchantId,
    platformCnpj: '11.222.333/0001-81',
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as: string = cookie) =>
    send(t.app, method, `/api/admin/integrations/open-delivery${url}`, { cookie: as, payload });

  beforeAll(async () => {
    shop = (await insertEstablishment(t.app.db)).id;
    cookie = await signUpAdminOf(t.app, shop);
  });

  it('starts disconnected, and a connection needs a secret', async () => {
    expect((await call('GET', '')).json()).toEqual({
      baseUrl: null,
      clientId: null,
      merchantId: null,
      platformCnpj: null,
      secretSet: false,
      connected: false,
      latitude: null,
      longitude: null,
      merchantUrl: null,
      merchantApiKey: null,
    });
    const { clientSecret: _secret, ...noSecret } = input();
    const refused = await call('POST', '/connect', noSecret);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(openDeliverySecretMissingMessage);
    const notUrl = await call('POST', '/connect', { ...input(), baseUrl: 'keeta' });
    expect(notUrl.statusCode).toBe(400);
    // The application's CNPJ goes on its orders' NFC-e (infIntermed): a real one only.
    const notCnpj = await call('POST', '/connect', {
      ...input(),
      platformCnpj: '11.222.333/0001-82',
    });
    expect(notCnpj.statusCode).toBe(400);
    expect(notCnpj.body).toContain('CNPJ inválido');
  });

  it('refuses credentials the application does not accept, in Portuguese', async () => {
    const refused = await call('POST', '/connect', { ...input(), clientSecret: 'errado' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(openDeliveryRefusedMessage);
    expect(od.calls.at(-1)).toMatchObject({ path: '/oauth/token' });
    expect((await call('GET', '')).json().connected).toBe(false);
  });

  it('"Conectar Open Delivery" checks the credentials with a token, seals the secret and never returns it', async () => {
    const connected = await call('POST', '/connect', input());
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      baseUrl: od.url,
      clientId: 'loja-praca',
      merchantId,
      platformCnpj: '11222333000181',
      secretSet: true,
      connected: true,
      latitude: null,
      longitude: null,
      // The shop's menu for the application (GET /v1/merchant, decision 079).
      merchantUrl: expect.stringMatching(new RegExp(`/api/open-delivery/${shop}/v1/merchant$`)),
      merchantApiKey: expect.stringMatching(/^[\w-]{40,}$/),
    });
    expect(connected.body).not.toContain(secret);
    const [row] = await t.app.db
      .select()
      .from(openDeliveryConnections)
      .where(eq(openDeliveryConnections.establishmentId, shop));
    expect(row!.clientSecretSealed).not.toContain(secret);
    expect(t.app.secretBox.decrypt(row!.clientSecretSealed)).toBe(secret);
  });

  it('keeps each shop to its own connection, and a merchant to one shop', async () => {
    const other = (await insertEstablishment(t.app.db)).id;
    const otherCookie = await signUpAdminOf(t.app, other);
    expect((await call('GET', '', undefined, otherCookie)).json().connected).toBe(false);
    const taken = await call('POST', '/connect', input(), otherCookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(openDeliveryMerchantTakenMessage);
    await call('POST', '/disconnect', undefined, otherCookie);
    expect((await call('GET', '')).json().connected).toBe(true);
  });

  it('a Caixa may not see or change it (integrations.manage)', async () => {
    const cashier = await signUpStaffOf(t.app, shop, 'cashier');
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['POST', '/connect', input()],
      ['POST', '/disconnect', undefined],
    ] as const) {
      expect((await call(method, url, payload, cashier.cookie)).statusCode).toBe(403);
    }
  });

  it('disconnects keeping the credentials; connecting again needs no secret typed', async () => {
    expect((await call('POST', '/disconnect')).json()).toMatchObject({
      merchantId,
      secretSet: true,
      connected: false,
    });
    const { clientSecret: _secret, ...again } = input();
    const reconnected = await call('POST', '/connect', again);
    expect(reconnected.statusCode).toBe(200);
    expect(reconnected.json().connected).toBe(true);
  });

  it('logs every change, the secret only as changed (issue 32)', async () => {
    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie })).json<AuditEntry[]>();
    const lines = log
      .reverse()
      .filter((e) => e.subject === 'Open Delivery')
      .map((e) => JSON.parse(e.after!) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ merchantId, connected: true, clientSecret: 'alterado' }),
      { connected: false },
      { connected: true },
    ]);
    expect(JSON.stringify(log)).not.toContain(secret);
  });
});
