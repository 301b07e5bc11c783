import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, type KioskPayment } from '@comanda/shared';
import { ifoodConnections, paymentAttempts, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import type { FakeMercadoPago } from '../../test/fake-mercadopago';
import {
  insertKioskShop,
  paidKioskOrder,
  payKioskOrder,
  placeKioskOrder,
  pollPaymentNow,
} from '../../test/kiosk-orders';
import type { TestApp } from '../../test/test-app';
import { closeWithMercadoPago, startWithMercadoPago } from '../../test/with-mercadopago';
import { ifoodCnpj } from '../marketplaces';
import { validateNfe } from './nfce/validate';
import { simulatedSettingsInput } from './test/fiscal-fixtures';
import { paidMarketplaceOrder } from './test/marketplace-order';
import { noteOfOrderWhen } from './test/note-of-order';

/*
 * Decision 061 end to end, with the server's own ports and the in-process fake SEFAZ of
 * "homologação simulada" (which validates every note against the PL_009 schemas and its
 * signature before authorising it): an iFood order's note names the platform (indIntermed,
 * infIntermed, the payment taken online), and a Point card's note carries the card as the
 * fake Mercado Pago reported it (credit, brand, authorisation code: tpIntegra 1).
 */

const accessToken = 'APP_USR-fiscal-card';
let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => {
  ({ t, mp } = await startWithMercadoPago(accessToken, { FISCAL_SEFAZ_TIMEOUT_MS: '30000' }));
});
afterAll(() => closeWithMercadoPago({ t, mp }));

/**
 * A kiosk shop emitting NFC-e in "homologação simulada". The simulated SEFAZ is one per
 * process and every test shop has the same CNPJ: each shop takes its own series.
 */
let series = 40;
async function emittingShop(values: Parameters<typeof insertKioskShop>[1] = {}) {
  const shop = await insertKioskShop(t.app, values, { accessToken });
  const admin = await signUpAdminOf(t.app, shop.shop.id);
  await t.app.db
    .update(products)
    .set({ ncm: '21069090', cfop: '5102', taxCode: '102', origin: 0 })
    .where(eq(products.id, shop.productId));
  const saved = await send(t.app, 'PUT', '/api/admin/fiscal/settings', {
    cookie: admin,
    payload: simulatedSettingsInput([{ device: 'Totem', series: (series += 1), nextNumber: 1 }]),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return shop;
}

/** The signed <NFe> inside an authorised note's nfeProc. */
const nfeOf = (xml: string) => /<NFe[\s>][\s\S]*<\/NFe>/.exec(xml)![0];

describe('a marketplace order (iFood)', { timeout: 120_000 }, () => {
  it('carries indIntermed 1, infIntermed with iFood’s CNPJ and the merchant, and the payment taken online', async () => {
    const shop = await emittingShop({ demoPayments: true });
    const merchantId = 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';
    await t.app.db
      .insert(ifoodConnections)
      .values({ establishmentId: shop.shop.id, merchantId, connected: true });
    const order = await paidMarketplaceOrder(t.app, shop, 'ifood');
    const note = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    const nfe = nfeOf(note.xml!);
    expect(nfe).toContain('<indPres>1</indPres><indIntermed>1</indIntermed><procEmi>');
    expect(nfe).toContain(
      `</pag><infIntermed><CNPJ>${ifoodCnpj}</CNPJ><idCadIntTran>${merchantId}</idCadIntTran></infIntermed><infAdic>`,
    );
    // Pix taken by iFood: à vista, the platform as the institution that processed it.
    expect(nfe).toContain(
      `<detPag><indPag>0</indPag><tPag>17</tPag><vPag>20.00</vPag><card><tpIntegra>2</tpIntegra><CNPJ>${ifoodCnpj}</CNPJ></card></detPag>`,
    );
    const schema = await validateNfe(nfe);
    expect(schema.errors).toEqual([]);
    expect(isValidCnpj(ifoodCnpj)).toBe(true);
  });

  it('a delivery whose customer is identified is indPres 4 (entrega a domicílio), with dest', async () => {
    const shop = await emittingShop({ demoPayments: true });
    const order = await paidMarketplaceOrder(t.app, shop, 'ifood', '52998224725');
    const note = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    // The fake SEFAZ refuses indPres 4 without dest (787, MOC rule E01-20).
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    const nfe = nfeOf(note.xml!);
    expect(nfe).toContain('<indPres>4</indPres><indIntermed>1</indIntermed>');
    expect(nfe).toContain('<dest><CPF>52998224725</CPF>');
    expect((await validateNfe(nfe)).errors).toEqual([]);
  });

  it('an order of the shop’s own kiosk names no intermediary', async () => {
    const shop = await emittingShop({ demoPayments: true });
    const order = await paidKioskOrder(t.app, shop);
    const note = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    expect(note.xml).not.toContain('indIntermed');
    expect(note.xml).not.toContain('infIntermed');
  });
});

describe('a card paid on the Mercado Pago Point terminal', { timeout: 120_000 }, () => {
  it('records credit, brand and authorisation, and the note carries tPag 03 with tpIntegra 1 and cAut', async () => {
    const shop = await emittingShop({ mercadopagoPointDeviceId: 'PAX_A910__SMARTPOS1234' });
    mp.pointCard = { brand: 'master', type: 'credit_card', authorizationCode: '301299' };
    const order = await placeKioskOrder(t.app, shop);
    const payment: KioskPayment = await payKioskOrder(t.app, shop, order, 'card');
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.id));
    mp.setPointOrderStatus(attempt!.providerPaymentId!, 'processed');
    const polled = await pollPaymentNow(t.app, shop, order, payment.id);
    expect(polled.json().status).toBe('approved');

    const [paid] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.id));
    expect(paid!.card).toEqual({
      type: 'credit',
      brand: 'master',
      acquirerCnpj: '10573521000191',
      authorization: '301299',
    });
    const note = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    expect(nfeOf(note.xml!)).toContain(
      '<detPag><indPag>0</indPag><tPag>03</tPag><vPag>20.00</vPag><card><tpIntegra>1</tpIntegra><CNPJ>10573521000191</CNPJ><tBand>02</tBand><cAut>301299</cAut></card></detPag>',
    );
  });

  it('a debit card is tPag 04', async () => {
    const shop = await emittingShop({ mercadopagoPointDeviceId: 'PAX_A910__SMARTPOS1234' });
    mp.pointCard = { brand: 'debelo', type: 'debit_card', authorizationCode: 'A7K2Q9' };
    const order = await placeKioskOrder(t.app, shop);
    const payment = await payKioskOrder(t.app, shop, order, 'card');
    const [attempt] = await t.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, payment.id));
    mp.setPointOrderStatus(attempt!.providerPaymentId!, 'processed');
    expect((await pollPaymentNow(t.app, shop, order, payment.id)).json().status).toBe('approved');
    const note = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    expect(note.xml).toContain(
      '<tPag>04</tPag><vPag>20.00</vPag><card><tpIntegra>1</tpIntegra><CNPJ>10573521000191</CNPJ><tBand>06</tBand><cAut>A7K2Q9</cAut></card>',
    );
  });
});
