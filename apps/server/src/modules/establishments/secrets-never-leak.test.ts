import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  establishments,
  openDeliveryConnections,
  platformSettings,
  whatsappSettings,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { send, signUp } from '../../test/auth-helpers';
import { insertEstablishmentWithSecrets, signUpAdminOf } from '../../test/factories';

const accessToken = 'APP_USR-7777777-leak-canary-access-token';
const webhookSecret = 'whsec-leak-canary-webhook-secret';
const superEmail = 'super@comanda.example';
/** The platform's iFood application secret (issue 34), set by the super admin. */
const ifoodSecret = 'ifood-leak-canary-client-secret';
/** A shop's Open Delivery client secret (issue 34, decision 059), set by its admin. */
const openDeliverySecret = 'open-delivery-leak-canary-secret';
/** A shop's WhatsApp Business access token (issue 35, decision 072), set by its admin. */
const whatsappToken = 'EAAG-whatsapp-leak-canary-token';
const openDeliveryMerchant = '22815773000169-5b0e7c2d-1f3a-4b6c-8d9e-00000000c0de';

/**
 * Walks every GET route the app registers as the super admin, as the shop's admin and
 * anonymously, on the main domain and on the shop's subdomain: the Mercado Pago secrets of a
 * shop never appear in any answer, and the database holds them sealed, not in plain text.
 */
describe('establishment secrets never leave the server', () => {
  let t: TestApp;
  let mp: FakeMercadoPago;
  let od: FakeOpenDelivery;
  let shopId: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    // Mercado Pago (a local fake) knows the token: the calls that use it succeed.
    mp = await startFakeMercadoPago({ tokens: [accessToken] });
    t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail, MERCADOPAGO_API_URL: mp.url });
    const shop = await insertEstablishmentWithSecrets(
      t.app,
      { accessToken, webhookSecret },
      { subdomain: 'canario' },
    );
    shopId = shop.id;
    cookies.superAdmin = (await signUp(t.app, { email: superEmail })).cookie;
    cookies.admin = await signUpAdminOf(t.app, shop.id);
    cookies.anonymous = '';
    const ifood = await send(t.app, 'PUT', '/api/superadmin/settings/ifood', {
      cookie: cookies.superAdmin,
      payload: { clientId: 'comanda-ifood-app', clientSecret: ifoodSecret },
    });
    expect(ifood.statusCode, ifood.body).toBe(200);
    // Even the answer to saving it says only that it is set.
    expect(ifood.body).not.toContain(ifoodSecret);
    expect(ifood.json().ifood).toEqual({ clientId: 'comanda-ifood-app', secretSet: true });
    // The shop connects its Open Delivery merchant; the answer says only that a secret is set.
    od = await startFakeOpenDelivery({
      merchants: [
        { merchantId: openDeliveryMerchant, clientId: 'canario', clientSecret: openDeliverySecret },
      ],
    });
    const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
      cookie: cookies.admin,
      payload: {
        baseUrl: od.url,
        clientId: 'canario',
        clientSecret: openDeliverySecret,
        merchantId: openDeliveryMerchant,
        platformCnpj: '11222333000181',
      },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(openDeliverySecret);
    const whatsapp = await send(t.app, 'PUT', '/api/admin/integrations/whatsapp', {
      cookie: cookies.admin,
      payload: {
        enabled: true,
        phoneNumberId: '109876543210987',
        accessToken: whatsappToken,
        templateName: 'pedido_pronto',
      },
    });
    expect(whatsapp.statusCode, whatsapp.body).toBe(200);
    expect(whatsapp.body).not.toContain(whatsappToken);
    expect(whatsapp.json()).toMatchObject({ tokenSet: true });
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
    await od.close();
  });

  it('stores them sealed', async () => {
    const [row] = await t.app.db.select().from(establishments).where(eq(establishments.id, shopId));
    expect(row!.mercadopagoAccessToken).not.toContain(accessToken);
    expect(row!.mercadopagoWebhookSecret).not.toContain(webhookSecret);
    const [platform] = await t.app.db.select().from(platformSettings);
    expect(platform!.ifoodClientSecret).not.toContain(ifoodSecret);
    expect(t.app.secretBox.decrypt(platform!.ifoodClientSecret!)).toBe(ifoodSecret);
    const [openDelivery] = await t.app.db.select().from(openDeliveryConnections);
    expect(openDelivery!.clientSecretSealed).not.toContain(openDeliverySecret);
    expect(t.app.secretBox.decrypt(openDelivery!.clientSecretSealed)).toBe(openDeliverySecret);
    const [whatsapp] = await t.app.db.select().from(whatsappSettings);
    expect(whatsapp!.accessTokenSealed).not.toContain(whatsappToken);
    expect(t.app.secretBox.decrypt(whatsapp!.accessTokenSealed!)).toBe(whatsappToken);
  });

  // Every GET route, six ways: about 20 s on a quiet machine, far more on a loaded one.
  it('no GET answer contains one, whoever asks', { timeout: 180_000 }, async () => {
    // Event streams never end, so inject() cannot read them whole; their events carry order
    // and payment states only (payment-events.ts, print events), never establishment rows.
    const routes = t.app.routeList.filter(
      (route) => route.method === 'GET' && !route.url.endsWith('/events'),
    );
    expect(routes.map((route) => route.url)).toContain('/api/superadmin/establishments/:id');
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, shopId).replace('*', 'x');
      for (const [who, cookie] of Object.entries(cookies)) {
        for (const host of ['localhost:3000', 'canario.localhost:3000']) {
          const res = await send(t.app, 'GET', url, { cookie, host });
          for (const secret of [
            accessToken,
            webhookSecret,
            accessToken.slice(0, 20),
            ifoodSecret,
            openDeliverySecret,
            whatsappToken,
          ]) {
            expect(res.body, `${url} as ${who} on ${host}`).not.toContain(secret);
          }
        }
      }
    }
  });

  it("the shop admin's integrations answers show hints only, saving and testing included", async () => {
    const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      send(t.app, method, url, { cookie: cookies.admin, ...(payload ? { payload } : {}) });
    const answers = [
      await asAdmin('GET', '/api/admin/integrations'),
      await asAdmin('PUT', '/api/admin/integrations', { pixKeyType: 'aleatorio', pixKey: null }),
      await asAdmin('POST', '/api/admin/integrations/mercadopago/test'),
    ];
    expect(answers[0]!.json()).toMatchObject({ mercadopagoAccessTokenHint: '••••oken' });
    expect(answers[2]!.statusCode).toBe(200);
    for (const res of answers) {
      for (const secret of [accessToken, webhookSecret, accessToken.slice(0, 20)]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('the super admin read shows only the last characters', async () => {
    const res = await send(t.app, 'GET', `/api/superadmin/establishments/${shopId}`, {
      cookie: cookies.superAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mercadopagoAccessTokenHint: '••••oken',
      mercadopagoWebhookSecretHint: '••••cret',
    });
  });
});
