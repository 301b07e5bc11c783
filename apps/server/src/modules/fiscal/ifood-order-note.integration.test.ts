import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifoodConnections, marketplaceOrders, products } from '../../db/schema';
import { startFakeOpenDelivery, type FakeOpenDelivery } from '../../test/fake-open-delivery';
import { send, signUp } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { startFakeIfood, type FakeIfood } from '../../test/fake-ifood';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ifoodCnpj } from '../marketplaces';
import { validateNfe } from './nfce/validate';
import { simulatedSettingsInput } from './test/fiscal-fixtures';
import { noteOfOrderWhen } from './test/note-of-order';

/*
 * Issue 33, item 2 with the fake iFood and the fake Open Delivery application (issue 34): an
 * order that arrives by a poller, not one moved to the channel by hand, gets its NFC-e from the
 * paid-order workflow with the intermediary group, and the in-process SEFAZ of "homologação
 * simulada" (which validates every note against the XSDs) authorises it.
 */

const superEmail = 'super-ifood-note@comanda.example';
const ifoodApp = { clientId: 'comanda-centralizado', clientSecret: 'segredo-do-app-ifood' };
const odMerchant = { merchantId: 'od-nota-1', clientId: 'loja-nota', clientSecret: 'segredo' };
/** The Ordering Application's CNPJ as the shop types it at "Conectar Open Delivery". */
const odPlatformCnpj = '11.222.333/0001-81';
let fake: FakeIfood;
let od: FakeOpenDelivery;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeIfood(ifoodApp);
  od = await startFakeOpenDelivery({ merchants: [odMerchant] });
  t = await createTestApp({
    SUPER_ADMIN_EMAIL: superEmail,
    IFOOD_API_URL: fake.url,
    FISCAL_SEFAZ_TIMEOUT_MS: '30000',
  });
  const saved = await send(t.app, 'PUT', '/api/superadmin/settings/ifood', {
    cookie: (await signUp(t.app, { email: superEmail })).cookie,
    payload: ifoodApp,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await od.close();
});

/**
 * A shop connected to an iFood store and emitting NFC-e in "homologação simulada"; its product
 * is classified and coded `XB`, the external code iFood sends for it.
 */
async function emittingIfoodShop(series = 71) {
  const { shop, productId } = await insertKioskShop(t.app);
  const merchantId = crypto.randomUUID();
  await t.app.db.insert(ifoodConnections).values({
    establishmentId: shop.id,
    merchantId,
    connected: true,
  });
  await t.app.db
    .update(products)
    .set({ code: 'XB', ncm: '21069090', cfop: '5102', taxCode: '102', origin: 0 })
    .where(eq(products.id, productId));
  const cookie = await signUpAdminOf(t.app, shop.id);
  const saved = await send(t.app, 'PUT', '/api/admin/fiscal/settings', {
    cookie,
    payload: simulatedSettingsInput([{ device: 'Totem', series, nextNumber: 1 }]),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: shop.id, merchantId, cookie };
}

describe('the NFC-e of an order polled from iFood', { timeout: 120_000 }, () => {
  it('names iFood as the intermediary and validates against the XSDs', async () => {
    const shop = await emittingIfoodShop();
    const ifoodOrderId = fake.placeOrder({
      merchantId: shop.merchantId,
      displayId: '7310',
      customer: { name: 'Carla Souza', phone: '11 98888-0000' },
      address: 'Rua Augusta, 500 - Consolação',
      items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25 }],
    });
    expect(await t.app.ifoodPoller.runOnce()).toMatchObject({ imported: 1 });
    const [link] = await t.app.db
      .select()
      .from(marketplaceOrders)
      .where(
        and(
          eq(marketplaceOrders.establishmentId, shop.id),
          eq(marketplaceOrders.externalId, ifoodOrderId),
        ),
      );

    const note = await noteOfOrderWhen(t.app.db, shop.id, link!.orderId);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(note.xml!)![0];
    expect(nfe).toContain('<indIntermed>1</indIntermed>');
    expect(nfe).toContain(
      `<infIntermed><CNPJ>${ifoodCnpj}</CNPJ><idCadIntTran>${shop.merchantId}</idCadIntTran></infIntermed>`,
    );
    expect(nfe).toContain('<vNF>50.00</vNF>');
    expect((await validateNfe(nfe)).errors).toEqual([]);
  });
});

describe(
  'the NFC-e of an order polled from an Open Delivery application',
  { timeout: 120_000 },
  () => {
    it("names the application's CNPJ, typed on the connection, and validates against the XSDs", async () => {
      // Another series: the simulated SEFAZ is one per process and the shops share a CNPJ.
      const shop = await emittingIfoodShop(72);
      await t.app.db.delete(ifoodConnections).where(eq(ifoodConnections.establishmentId, shop.id));
      const connected = await send(t.app, 'POST', '/api/admin/integrations/open-delivery/connect', {
        cookie: shop.cookie,
        payload: { baseUrl: od.url, ...odMerchant, platformCnpj: odPlatformCnpj },
      });
      expect(connected.statusCode, connected.body).toBe(200);
      const externalId = od.placeOrder({
        merchantId: odMerchant.merchantId,
        type: 'DELIVERY',
        items: [{ name: 'X-Burger', externalCode: 'XB', quantity: 2, unitPrice: 25 }],
      });
      expect(await t.app.openDeliveryPoller.runOnce()).toMatchObject({ imported: 1 });
      const [link] = await t.app.db
        .select()
        .from(marketplaceOrders)
        .where(eq(marketplaceOrders.externalId, externalId));

      const note = await noteOfOrderWhen(t.app.db, shop.id, link!.orderId);
      expect(note.status, note.xMotivo ?? '').toBe('authorised');
      const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(note.xml!)![0];
      // A delivery with no customer's CPF stays presencial (indPres 4 needs dest: rule E01-20).
      expect(nfe).toContain('<indPres>1</indPres><indIntermed>1</indIntermed>');
      expect(nfe).toContain(
        `<infIntermed><CNPJ>11222333000181</CNPJ><idCadIntTran>${odMerchant.merchantId}</idCadIntTran></infIntermed>`,
      );
      expect(nfe).toContain('<vNF>50.00</vNF>');
      expect((await validateNfe(nfe)).errors).toEqual([]);
    });
  },
);
