import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMenuDefaults, type PlacedOnlineOrder } from '@comanda/shared';
import { products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validateNfe } from './nfce/validate';
import { simulatedSettingsInput } from './test/fiscal-fixtures';
import { noteOfOrderWhen } from './test/note-of-order';

/*
 * Issue 35's acceptance: a delivery from the online menu to a bairro with a R$ 5,00 fee. Its
 * NFC-e is of a home delivery (indPres 4) and carries the fee as freight (vFrete, spread over
 * the items, inside vNF); the in-process SEFAZ authorises it and it validates against the XSDs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FISCAL_SEFAZ_TIMEOUT_MS: '30000' });
});
afterAll(async () => t?.close());

describe('the NFC-e of an online-menu delivery', { timeout: 120_000 }, () => {
  it('carries the delivery fee as vFrete and validates against the XSDs', async () => {
    const kiosk = await insertKioskShop(t.app, { demoPayments: true });
    await t.app.db
      .update(products)
      .set({ ncm: '21069090', cfop: '5102', taxCode: '102', origin: 0 })
      .where(eq(products.id, kiosk.productId));
    const cookie = await signUpAdminOf(t.app, kiosk.shop.id);
    const fiscal = await send(t.app, 'PUT', '/api/admin/fiscal/settings', {
      cookie,
      payload: simulatedSettingsInput([{ device: 'Totem', series: 72, nextNumber: 1 }]),
    });
    expect(fiscal.statusCode, fiscal.body).toBe(200);
    const menu = await send(t.app, 'PUT', '/api/admin/online-menu', {
      cookie,
      payload: {
        ...onlineMenuDefaults,
        enabled: true,
        fulfilments: { mesa: false, retirada: true, entrega: true, agendar: false },
        zones: [{ bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 40 }],
      },
    });
    expect(menu.statusCode, menu.body).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/online-orders',
      headers: {
        host: kiosk.host,
        origin: `http://${kiosk.host}`,
        'idempotency-key': `delivery-note-${crypto.randomUUID()}`,
      },
      payload: {
        items: [{ productId: kiosk.productId, quantity: 2 }],
        customer: { name: 'Ana Souza', phone: '11912345678' },
        // indPres 4 needs the customer identified (rule E01-20, decision 068).
        customerCpf: '52998224725',
        fulfilment: {
          type: 'entrega',
          zoneId: menu.json().zones[0].id,
          address: { cep: '01001000', rua: 'Rua das Flores', numero: '10', bairro: 'Centro' },
        },
        payment: { method: 'pix' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order: PlacedOnlineOrder = res.json();
    const payment = await payKioskOrder(t.app, kiosk, order, 'pix');
    await approveDemoPayment(t.app, kiosk, order, payment);

    const note = await noteOfOrderWhen(t.app.db, kiosk.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');
    const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(note.xml!)![0];
    expect(nfe).toContain('<indPres>4</indPres>');
    expect(nfe).toContain('<vFrete>5.00</vFrete>');
    expect(nfe).toContain('<vProd>40.00</vProd>');
    expect(nfe).toContain('<vNF>45.00</vNF>');
    expect(nfe).toContain('<modFrete>0</modFrete>');
    expect((await validateNfe(nfe)).errors).toEqual([]);
  });
});
