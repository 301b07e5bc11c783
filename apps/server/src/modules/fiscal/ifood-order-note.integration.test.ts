import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifoodConnections, marketplaceOrders, products } from '../../db/schema';
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
 * Issue 33, item 2 with the fake iFood (issue 34): an order that arrives by the poller, not one
 * moved to the channel by hand, gets its NFC-e from the paid-order workflow with the
 * intermediary group, and the in-process SEFAZ of "homologação simulada" authorises it.
 */

const superEmail = 'super-ifood-note@comanda.example';
const ifoodApp = { clientId: 'comanda-centralizado', clientSecret: 'segredo-do-app-ifood' };
let fake: FakeIfood;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeIfood(ifoodApp);
  t = await createTestApp({
    SUPER_ADMIN_EMAIL: superEmail,
    IFOOD_API_URL: fake.url,
    FISCAL_SEFAZ_TIMEOUT_MS: '10000',
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
});

/**
 * A shop connected to an iFood store and emitting NFC-e in "homologação simulada"; its product
 * is classified and coded `XB`, the external code iFood sends for it.
 */
async function emittingIfoodShop() {
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
  const saved = await send(t.app, 'PUT', '/api/admin/fiscal/settings', {
    cookie: await signUpAdminOf(t.app, shop.id),
    payload: simulatedSettingsInput([{ device: 'Totem', series: 71, nextNumber: 1 }]),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: shop.id, merchantId };
}

describe('the NFC-e of an order polled from iFood', { timeout: 60_000 }, () => {
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
