import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FiscalSettingsInput, type PlacedOrder } from '@comanda/shared';
import { printerSettings, printJobs, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderEscPos, renderText } from '../printing';
import { accessKeyLines, groupAccessKey } from './danfe';
import { findNoteOfOrder } from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import { isValidAccessKey } from './nfce/access-key';
import { sefazEndpointsOf } from './sefaz-endpoints';
import { startFakeSefaz } from './sefaz/fake-sefaz';
import type { SefazEndpoints } from './sefaz/sefaz-client';
import { simulatedSettingsInput, testCnpj } from './test/fiscal-fixtures';
import { noteOfOrderWhen } from './test/note-of-order';
import { makeTestPfx } from './test/test-certificate';

/*
 * The wiring of NFC-e end to end, with the server's own ports (fiscal-ports.ts): a shop turns
 * NFC-e on in its settings ("homologação simulada", a test A1 certificate), a kiosk order with
 * CPF na nota is paid by demo Pix, the in-process fake SEFAZ authorises the note, and its DANFE
 * is queued on the shop's receipt printer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FISCAL_SEFAZ_TIMEOUT_MS: '30000' });
});
afterAll(() => t.close());

const cnpj = testCnpj;

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

/** A kiosk shop emitting NFC-e in "homologação simulada", with a receipt printer. */
async function emittingShop(
  nextNumber = 1,
  {
    certificate = true,
    settings: overrides = {},
    expectSaved = 200,
  }: { certificate?: boolean; settings?: Partial<FiscalSettingsInput>; expectSaved?: number } = {},
) {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  const admin = await signUpAdminOf(t.app, shop.shop.id);
  await t.app.db
    .update(products)
    .set({ ncm: '21069090', cfop: '5102', taxCode: '102', origin: 0 })
    .where(eq(products.id, shop.productId));
  await t.app.db.insert(printerSettings).values({
    establishmentId: shop.shop.id,
    name: 'Balcão',
    kind: 'customer',
    connectionType: 'virtual',
    connectionConfig: {},
  });
  const saved = await send(t.app, 'PUT', '/api/admin/fiscal/settings', {
    cookie: admin,
    payload: {
      ...simulatedSettingsInput([{ device: 'Totem', series: 3, nextNumber }]),
      ...overrides,
    },
  });
  expect(saved.statusCode, saved.body).toBe(expectSaved);
  if (!certificate) return { ...shop, admin, saveBody: saved.body };
  const pfx = makeTestPfx({ commonName: `LANCHONETE TESTE LTDA:${cnpj}`, password: 'certa' });
  const uploaded = await send(t.app, 'PUT', '/api/admin/fiscal/certificate', {
    cookie: admin,
    payload: { pfxBase64: pfx.toString('base64'), password: 'certa' },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return { ...shop, admin, saveBody: saved.body };
}

/** A kiosk order of `quantity` Lanches with CPF na nota, paid by demo Pix. */
async function paidOrderWithCpf(shop: Shop, quantity: number): Promise<PlacedOrder> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: {
      items: [{ productId: shop.productId, quantity }],
      customerCpf: '529.982.247-25',
    },
    headers: {
      host: shop.host,
      origin: `http://${shop.host}`,
      'idempotency-key': `key-${randomUUID()}`,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order: PlacedOrder = placed.json();
  const payment = await payKioskOrder(t.app, shop, order, 'pix');
  await approveDemoPayment(t.app, shop, order, payment);
  return order;
}

const settledNote = (shopId: string, orderId: string): Promise<FiscalNote> =>
  noteOfOrderWhen(t.app.db, shopId, orderId);

/** The DANFE jobs of a shop: laid out by the fiscal module, not tied to the order's receipt. */
async function danfeJobs(shopId: string) {
  const rows = await t.app.db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.establishmentId, shopId), isNull(printJobs.orderId)));
  return rows.filter((row) => row.document.type === 'lines');
}

const linesOf = (document: (typeof printJobs.$inferSelect)['document']) => {
  if (document.type !== 'lines') throw new Error(`not a laid-out document: ${document.type}`);
  return document.lines;
};

describe(
  'a real environment (homologação) with the emitter data complete',
  { timeout: 120_000 },
  () => {
    it('resolves the UF webservices and emits with the address and the CSC of the settings', async () => {
      const fake = await startFakeSefaz();
      const ports = t.app.fiscalEmission.ports;
      const resolved: SefazEndpoints[] = [];
      // The SEFAZ of SP is not reachable from a test: its addresses are resolved and recorded,
      // then the same call goes to the fake SEFAZ.
      t.app.fiscalEmission.ports = {
        ...ports,
        endpoints(issuer) {
          resolved.push(ports.endpoints(issuer));
          return fake.endpoints;
        },
      };
      try {
        const shop = await emittingShop(1, {
          settings: {
            environment: 'homologacao',
            cscId: '000001',
            csc: 'GPB0JBWLUR6HWFTVEAS6RJ69GPCROFPBBB8G',
            legalName: 'Lanchonete Teste Ltda',
            tradeName: 'Lanche Bom',
            street: 'Rua Augusta',
            streetNumber: '1500',
            complement: 'Loja 3',
            district: 'Consolação',
            cep: '01304-001',
            municipalityName: 'São Paulo',
            phone: '(11) 3333-4444',
          },
        });
        const order = await paidOrderWithCpf(shop, 1);
        const note = await settledNote(shop.shop.id, order.id);
        expect(note, note.xMotivo ?? '').toMatchObject({ status: 'authorised' });
        expect(resolved[0]).toEqual(sefazEndpointsOf('SP', 'homologacao'));
        expect(resolved[0]!.authorization).toBe(
          'https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx',
        );
        expect(note.xml).toContain(
          '<xNome>Lanchonete Teste Ltda</xNome><xFant>Lanche Bom</xFant><enderEmit><xLgr>Rua Augusta</xLgr><nro>1500</nro><xCpl>Loja 3</xCpl><xBairro>Consolação</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>01304001</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>1133334444</fone></enderEmit>',
        );
        // QR code v2 with the shop's CSC id, on the state's homologação address.
        expect(note.qrCode).toMatch(
          /^https:\/\/www\.homologacao\.nfce\.fazenda\.sp\.gov\.br\/qrcode\?p=\d{44}\|2\|2\|1\|[0-9A-F]{40}$/,
        );
        expect(fake.authorized.get(note.accessKey!)?.protocol).toBe(note.protocol);
      } finally {
        t.app.fiscalEmission.ports = ports;
        await fake.close();
      }
    });

    it('cannot be turned on without the address', async () => {
      const shop = await emittingShop(1, {
        certificate: false,
        settings: { environment: 'homologacao', cscId: '000001', csc: 'ABC' },
        expectSaved: 400,
      });
      expect(shop.saveBody).toContain('Informe a razão social para emitir NFC-e');
    });
  },
);

describe('NFC-e wired to the shop settings', { timeout: 120_000 }, () => {
  it('a paid kiosk order with CPF gets an authorised note and its DANFE on the receipt printer', async () => {
    const shop = await emittingShop(7);
    const order = await paidOrderWithCpf(shop, 2);

    const note = await settledNote(shop.shop.id, order.id);
    expect(note, note.xMotivo ?? '').toMatchObject({ status: 'authorised', series: 3, number: 7 });
    expect(isValidAccessKey(note.accessKey!)).toBe(true);
    // The number came from the device's series, which moved on.
    const after = await send(t.app, 'GET', '/api/admin/fiscal/settings', { cookie: shop.admin });
    expect(after.json().series).toEqual([{ device: 'Totem', series: 3, nextNumber: 8 }]);
    // The admin sees it on the order.
    const view = await send(t.app, 'GET', `/api/admin/orders/${order.id}/fiscal-note`, {
      cookie: shop.admin,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ status: 'authorised', accessKey: note.accessKey });
    // The note carries the CPF, the products' NCM, the Pix payment and the total.
    expect(note.xml).toContain('<CPF>52998224725</CPF>');
    expect(note.xml).toContain('<NCM>21069090</NCM>');
    expect(note.xml).toContain('<tPag>17</tPag>');
    expect(note.xml).toContain('<vNF>40.00</vNF>');

    let jobs = await danfeJobs(shop.shop.id);
    for (let waited = 0; jobs.length === 0 && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      jobs = await danfeJobs(shop.shop.id);
    }
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job!.printerName).toBe('Balcão');
    const lines = linesOf(job!.document);
    const bytes = Buffer.from(
      renderEscPos(lines, { kind: 'customer', columns: 48, reprint: false, cut: true }),
    ).toString('latin1');
    const [keyStart, keyEnd] = accessKeyLines(note.accessKey!);
    expect(bytes).toContain(keyStart);
    expect(bytes).toContain(keyEnd);
    expect(bytes).toContain(note.qrCode!);
    expect(note.qrCode).toContain(note.accessKey!);
    expect(bytes).toContain('40,00');
    const text = renderText(lines, 48);
    expect(text).toMatch(/Valor a Pagar R\$ +40,00/);
    expect(text).toContain('Paulo/SP');
    expect(text).toContain(note.protocol!);
    expect(text).toContain('529.982.247-25');
  });

  it('numbers follow one another in the series (simulated: no certificate needed), and a shop that does not emit gets no note', async () => {
    const shop = await emittingShop(1, { certificate: false });
    const first = await paidOrderWithCpf(shop, 1);
    const second = await paidOrderWithCpf(shop, 1);
    const firstNote = await settledNote(shop.shop.id, first.id);
    expect(firstNote, firstNote.xMotivo ?? '').toMatchObject({
      status: 'authorised',
      number: 1,
    });
    expect(await settledNote(shop.shop.id, second.id)).toMatchObject({ number: 2 });

    const off = await insertKioskShop(t.app, { demoPayments: true });
    const order = await paidOrderWithCpf(off, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await findNoteOfOrder(t.app.db, off.shop.id, order.id)).toBeUndefined();
  });

  it('the DANFE as a page: for the shop staff, and by the customer link only for its note', async () => {
    const shop = await emittingShop(20);
    const order = await paidOrderWithCpf(shop, 2);
    const note = await settledNote(shop.shop.id, order.id);
    expect(note.status, note.xMotivo ?? '').toBe('authorised');

    const page = await send(t.app, 'GET', `/api/admin/orders/${order.id}/danfe`, {
      cookie: shop.admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('@page { size: 80mm auto; margin: 0; }');
    expect(html).toContain('@media print');
    expect(html).toContain(groupAccessKey(note.accessKey!));
    expect(html).toMatch(/Valor a Pagar R\$<\/td><td class="right">40,00/);
    expect(html).toContain('<td>PIX</td><td class="right">40,00</td>');
    expect(html).toContain('CONSUMIDOR - CPF 529.982.247-25');
    expect(html).toContain(`Protocolo de autorização: ${note.protocol}`);
    expect(html).toContain('https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica');
    expect(html).toContain(`title="${note.qrCode}"`);
    expect(html).toMatch(/<svg[^>]*viewBox/);
    expect(html).toContain('Lanche');

    // The customer's link works without a login, and only with its own token.
    const link =
      /Link para o cliente: <a href="https?:\/\/[^/"]+(\/api\/public\/danfe\/[^"]+)"/.exec(html);
    expect(link).not.toBeNull();
    const publicPath = link![1]!;
    const opened = await t.app.inject({ method: 'GET', url: publicPath });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain(groupAccessKey(note.accessKey!));
    expect(opened.body).not.toContain('Link para o cliente');
    const forged = await t.app.inject({ method: 'GET', url: `${publicPath.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(404);

    // Another shop: its admin cannot open this order's DANFE, and its note's id with this
    // note's token opens nothing.
    const other = await emittingShop(1);
    const otherOrder = await paidOrderWithCpf(other, 1);
    const otherNote = await settledNote(other.shop.id, otherOrder.id);
    const foreign = await send(t.app, 'GET', `/api/admin/orders/${order.id}/danfe`, {
      cookie: other.admin,
    });
    expect(foreign.statusCode).toBe(404);
    const token = publicPath.split('/').at(-1)!;
    const swapped = await t.app.inject({
      method: 'GET',
      url: `/api/public/danfe/${otherNote.id}/${token}`,
    });
    expect(swapped.statusCode).toBe(404);
  });

  it('a product without NCM fails the note with the reason for the admin', async () => {
    const shop = await emittingShop();
    await t.app.db.update(products).set({ ncm: null }).where(eq(products.id, shop.productId));
    const order = await paidOrderWithCpf(shop, 1);
    const note = await settledNote(shop.shop.id, order.id);
    expect(note).toMatchObject({ status: 'failed', xMotivo: 'Produto sem dados fiscais: Lanche' });
    expect(await danfeJobs(shop.shop.id)).toHaveLength(0);
  });
});
