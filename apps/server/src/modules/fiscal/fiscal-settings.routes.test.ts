import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiscalSettings } from '@comanda/shared';
import { fiscalSettings, orders, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { takeFiscalNumber } from './fiscal-settings.service';
import { testSettingsInput } from './test/fiscal-fixtures';
import { makeTestPfx } from './test/test-certificate';

let t: TestApp;
let admin: string;
let shopId: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  const shop = await insertEstablishment(t.app.db);
  shopId = shop.id;
  admin = await signUpAdminOf(t.app, shop.id);
  otherAdmin = await signUpAdminOf(t.app, (await insertEstablishment(t.app.db)).id);
});
afterAll(() => t.close());

const settingsUrl = '/api/admin/fiscal/settings';
const certificateUrl = '/api/admin/fiscal/certificate';
const csc = 'CSC-SECRETO-0123456789ABCDEF';

const valid = testSettingsInput({
  complement: 'Loja 2',
  phone: '(11) 3333-4444',
  csc,
  series: [
    { device: 'Totem', series: 1, nextNumber: 1 },
    { device: 'Caixa 1', series: 2, nextNumber: 10 },
  ],
});

const put = (payload: object, cookie = admin) =>
  send(t.app, 'PUT', settingsUrl, { cookie, payload });
const get = async (cookie = admin): Promise<FiscalSettings> => {
  const res = await send(t.app, 'GET', settingsUrl, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('fiscal settings', () => {
  it('are off by default', async () => {
    const settings = await get();
    expect(settings).toMatchObject({ enabled: false, cscConfigured: false, certificate: null });
    expect(settings.series).toEqual([]);
  });

  it('need an admin', async () => {
    expect((await send(t.app, 'GET', settingsUrl)).statusCode).toBe(401);
  });

  it('refuse to turn on without the emitter data, and for a MEI', async () => {
    const res = await put({ ...valid, cnpj: null, crt: 4 });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['cnpj', 'crt']));
    expect(res.body).toContain('MEI é dispensado');
    const badCnpj = await put({ ...valid, cnpj: '11.222.333/0001-80' });
    expect(badCnpj.statusCode).toBe(400);
    expect(badCnpj.body).toContain('CNPJ inválido');
  });

  it('require the emitter name and address in a real environment, with a valid CEP', async () => {
    const res = await put({ ...valid, legalName: '', street: null, cep: '123', phone: '12' });
    expect(res.statusCode).toBe(400);
    const issues: { path: string; message: string }[] = res.json().errors;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'legalName', message: 'Informe a razão social para emitir NFC-e' },
        { path: 'street', message: 'Informe o logradouro do endereço para emitir NFC-e' },
        { path: 'cep', message: 'CEP inválido: 8 dígitos' },
        { path: 'phone', message: 'Telefone inválido: de 6 a 14 dígitos com DDD' },
      ]),
    );
    // "Homologação simulada" and a shop that does not emit go without them.
    const bare = { ...valid, legalName: null, street: null, streetNumber: null, cep: null };
    expect((await put({ ...bare, environment: 'simulada' }, otherAdmin)).statusCode).toBe(200);
    expect((await put({ ...bare, enabled: false }, otherAdmin)).statusCode).toBe(200);
    await put({ ...valid, enabled: false, series: [] }, otherAdmin);
  });

  it('save, seal the CSC at rest and never send it back', async () => {
    const res = await put(valid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(csc);
    const settings: FiscalSettings = res.json();
    expect(settings).toMatchObject({
      enabled: true,
      cnpj: '11222333000181',
      ie: '110042490114',
      uf: 'SP',
      cscId: '000001',
      cscConfigured: true,
      legalName: 'Padaria Teste Ltda',
      tradeName: 'Padaria do Teste',
      street: 'Rua das Flores',
      streetNumber: '120',
      complement: 'Loja 2',
      district: 'Centro',
      cep: '01001000',
      municipalityName: 'São Paulo',
      phone: '1133334444',
    });
    expect(settings.series).toEqual(valid.series);
    expect(settings.warnings).toContain('Envie o certificado digital A1 (.pfx)');
    const [row] = await t.app.db
      .select()
      .from(fiscalSettings)
      .where(eq(fiscalSettings.establishmentId, shopId));
    expect(row!.cscSealed).not.toContain(csc);
    expect(t.app.secretBox.decrypt(row!.cscSealed!)).toBe(csc);

    // Saving again without a CSC keeps the stored one; another shop sees its own (nothing).
    const again = await put({ ...valid, csc: '' });
    expect(again.json().cscConfigured).toBe(true);
    expect((await get(otherAdmin)).enabled).toBe(false);
  });

  it('accept an alphanumeric CNPJ', async () => {
    const res = await put({ ...valid, cnpj: '12.abc.345/01de-35' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cnpj).toBe('12ABC34501DE35');
    await put(valid);
  });

  it('never move a series back, and number each device in turn', async () => {
    const back = await put({ ...valid, series: [{ device: 'Totem', series: 1, nextNumber: 0 }] });
    expect(back.statusCode).toBe(400);
    expect(await takeFiscalNumber(t.app.db, shopId, 'Caixa 1')).toEqual({ series: 2, number: 10 });
    expect(await takeFiscalNumber(t.app.db, shopId, 'Caixa 1')).toEqual({ series: 2, number: 11 });
    // A register without a series of its own uses the kiosks' one.
    expect(await takeFiscalNumber(t.app.db, shopId, 'Caixa 9')).toEqual({ series: 1, number: 1 });
    const moved = await put({
      ...valid,
      series: [{ device: 'Caixa 1', series: 2, nextNumber: 5 }],
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.body).toContain('não pode voltar');
  });
});

describe('the A1 certificate', () => {
  it('refuses a wrong password in Portuguese', async () => {
    const pfxBase64 = makeTestPfx({ password: 'certa' }).toString('base64');
    const res = await send(t.app, 'PUT', certificateUrl, {
      cookie: admin,
      payload: { pfxBase64, password: 'errada' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail ?? res.body).toContain('Senha do certificado incorreta');
  });

  it('is read, sealed at rest, and warned about 30 days before it expires', async () => {
    const notAfter = new Date(Date.now() + 20 * 86_400_000 + 3_600_000);
    const pfx = makeTestPfx({ password: 'certa', notAfter });
    const res = await send(t.app, 'PUT', certificateUrl, {
      cookie: admin,
      payload: { pfxBase64: pfx.toString('base64'), password: 'certa' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings: FiscalSettings = res.json();
    expect(settings.certificate).toEqual({
      holder: 'PADARIA TESTE LTDA',
      cnpj: '11222333000181',
      notAfter: new Date(Math.floor(notAfter.getTime() / 1000) * 1000).toISOString(),
    });
    expect(settings.warnings).toContain('O certificado digital A1 vence em 20 dias');
    expect(res.body).not.toContain('certa');
    const [row] = await t.app.db
      .select()
      .from(fiscalSettings)
      .where(eq(fiscalSettings.establishmentId, shopId));
    expect(row!.certificatePasswordSealed).not.toBe('certa');
    expect(t.app.secretBox.decrypt(row!.certificatePasswordSealed!)).toBe('certa');
    expect(Buffer.from(t.app.secretBox.decrypt(row!.certificateSealed!), 'base64')).toEqual(pfx);

    const removed = await send(t.app, 'DELETE', certificateUrl, { cookie: admin });
    expect(removed.json().certificate).toBeNull();
  });
});

describe('CPF na nota', () => {
  it('is asked and kept only when the shop issues NFC-e, and an invalid one is refused', async () => {
    const kiosk = await insertKioskShop(t.app);
    const kioskAdmin = await signUpAdminOf(t.app, kiosk.shop.id);
    const order = (customerCpf: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/orders',
        payload: { items: [{ productId: kiosk.productId, quantity: 1 }], customerCpf },
        headers: {
          host: kiosk.host,
          origin: `http://${kiosk.host}`,
          'idempotency-key': `key-${randomUUID()}`,
        },
      });
    const establishment = async () =>
      (await send(t.app, 'GET', '/api/public/establishment', { host: kiosk.host })).json();
    const storedCpf = async (id: string) =>
      (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!.customerCpf;

    expect((await establishment()).askCpf).toBe(false);
    const off = await order('529.982.247-25');
    expect(off.statusCode, off.body).toBe(201);
    expect(await storedCpf(off.json().id)).toBeNull();

    // NFC-e turns on only with the products' fiscal codes (issue 30, 4).
    await t.app.db
      .update(products)
      .set({ ncm: '21069090', cfop: '5102', taxCode: '102' })
      .where(eq(products.id, kiosk.productId));
    expect((await put(valid, kioskAdmin)).statusCode).toBe(200);
    expect((await establishment()).askCpf).toBe(true);
    const invalid = await order('529.982.247-24');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('CPF inválido');
    const on = await order('529.982.247-25');
    expect(on.statusCode, on.body).toBe(201);
    expect(await storedCpf(on.json().id)).toBe('52998224725');
    // /admin/pedidos shows it in the order's detail, to its own shop only.
    const detail = await send(t.app, 'GET', `/api/admin/orders/${on.json().id}`, {
      cookie: kioskAdmin,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().customerCpf).toBe('52998224725');
    const foreign = await send(t.app, 'GET', `/api/admin/orders/${on.json().id}`, {
      cookie: admin,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
