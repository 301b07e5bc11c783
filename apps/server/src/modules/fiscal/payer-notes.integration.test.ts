import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onlineMenuDefaults,
  type ClosedTab,
  type CloseTabInput,
  type CreateOnlineOrderInput,
  type OrderPayerNotes,
  type RegisterView,
  type TabPaymentResult,
} from '@comanda/shared';
import { diningTables, fiscalNotes, fiscalSeries, orders, products } from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { signUpAdminOf } from '../../test/factories';
import { approveDemoPayment, insertKioskShop, payKioskOrder } from '../../test/kiosk-orders';
import { adminTabOf, payOnTab, placedTableOrder } from '../../test/table-tabs';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { numberGaps } from './disablement.service';
import type { FiscalNote } from './fiscal-notes.tables';
import { validateNfe } from './nfce/validate';
import { simulatedSettingsInput } from './test/fiscal-fixtures';

/*
 * One NFC-e per payer of a split table tab (issue 35 item 2, decision 082), with the shop
 * emitting in "homologação simulada" (the in-process SEFAZ validates every note against the
 * XSDs). Lanche costs R$ 20,00. The figures below are worked out by hand from the fixture:
 * the notes of the payers add up to the orders the tab paid, each order once, the service
 * charge on none.
 */

let t: TestApp;
let shop: Awaited<ReturnType<typeof insertKioskShop>>;
let cookie: string;
let register: RegisterView;
const call = adminCaller(
  () => t.app,
  () => cookie,
);

const placed = (table: number, quantity: number, payment: CreateOnlineOrderInput['payment']) =>
  placedTableOrder(t.app, shop, table, quantity, payment);
const onTab = payOnTab;
const tabOf = (table: number) => adminTabOf(call, table);

async function close(tabId: string, input: Omit<CloseTabInput, 'registerId'>) {
  const res = await call('POST', `/api/admin/pdv/tabs/${tabId}/close`, {
    registerId: register.id,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClosedTab;
}

/** The notes once the emitters are done with them (authorised by the simulated SEFAZ). */
async function authorised(ids: string[]): Promise<FiscalNote[]> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const rows = await t.app.db.select().from(fiscalNotes).where(inArray(fiscalNotes.id, ids));
    if (rows.length === ids.length && rows.every((row) => row.status !== 'pending')) {
      return ids.map((id) => rows.find((row) => row.id === id)!);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the notes were not emitted');
}

const tag = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);
const vNF = (xml: string) => Math.round(Number(tag(xml, 'vNF')[0]) * 100);

/** The orders' own notes (not a payer's). */
const ownNotes = (orderIds: string[]) =>
  t.app.db
    .select()
    .from(fiscalNotes)
    .where(
      and(inArray(fiscalNotes.orderId, orderIds), eq(fiscalNotes.establishmentId, shop.shop.id)),
    )
    .then((rows) => rows.filter((row) => row.payer === null));

beforeAll(async () => {
  t = await createTestApp({ FISCAL_SEFAZ_TIMEOUT_MS: '30000' });
  shop = await insertKioskShop(t.app, { demoPayments: true });
  cookie = await signUpAdminOf(t.app, shop.shop.id);
  await t.app.db
    .update(products)
    .set({ ncm: '21069090', cfop: '5102', taxCode: '102', origin: 0 })
    .where(eq(products.id, shop.productId));
  const fiscal = await call('PUT', '/api/admin/fiscal/settings', simulatedSettingsInput());
  expect(fiscal.statusCode, fiscal.body).toBe(200);
  const menu = await call('PUT', '/api/admin/online-menu', {
    ...onlineMenuDefaults,
    enabled: true,
  });
  expect(menu.statusCode, menu.body).toBe(200);
  await t.app.db
    .insert(diningTables)
    .values(
      [12, 13, 14, 15, 16, 17, 18, 19].map((number) => ({ establishmentId: shop.shop.id, number })),
    );
  const opened = await call('POST', '/api/admin/cash-registers', {
    name: 'Caixa 1',
    openingFloatCents: 0,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  register = opened.json();
});
afterAll(async () => t?.close());

describe('one NFC-e per payer of a split tab', { timeout: 90_000 }, () => {
  it('three payers, two with CPF: their notes cover the orders the tab paid once, without the service', async () => {
    // On the phone by Pix: its own note. On the tab: 2 and 1 Lanche (R$ 40,00 and R$ 20,00).
    const pix = await placed(12, 1, { method: 'pix' });
    const payment = await payKioskOrder(t.app, shop, pix, 'pix');
    await approveDemoPayment(t.app, shop, pix, payment);
    const two = await placed(12, 2, onTab);
    const one = await placed(12, 1, onTab);
    const tab = await tabOf(12);
    // Orders R$ 80,00, service 10 % R$ 8,00, paid by Pix R$ 20,00: R$ 68,00 due.
    expect(tab).toMatchObject({ ordersCents: 8000, serviceCents: 800, dueCents: 6800 });

    const closed = await close(tab.id, {
      service: true,
      parts: [
        { method: 'card', cpf: '529.982.247-25' },
        { method: 'pix' },
        { method: 'cash', cpf: '11144477735' },
      ],
      expectedDueCents: 6800,
    });
    // R$ 68,00 in three: R$ 22,68 (the odd centavos first), R$ 22,66, R$ 22,66.
    expect(closed.parts.map((part) => part.amountCents)).toEqual([2268, 2266, 2266]);
    const ids = closed.parts.map((part) => part.note!.id);
    expect(new Set(ids).size).toBe(3);

    // The tab's orders keep no note of their own; the Pix order keeps its own.
    expect(await ownNotes([two.id, one.id])).toEqual([]);
    const [pixNote] = await ownNotes([pix.id]);
    expect(pixNote).toBeDefined();

    const notes = await authorised(ids);
    for (const note of notes) {
      expect(note.status, `${note.cStat} ${note.xMotivo}`).toBe('authorised');
      const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(note.xml!)![0];
      expect((await validateNfe(nfe)).errors).toEqual([]);
    }
    const [first, second, third] = notes.map((note) => note.xml!);
    // Poured in turn: payer 1 R$ 22,68 of the 2 Lanches; payer 2 the other R$ 17,32 and
    // R$ 5,34 of the single Lanche; payer 3 its R$ 14,66, then the service R$ 8,00.
    expect(notes.map((note) => vNF(note.xml!))).toEqual([2268, 1732 + 534, 1466]);
    expect(tag(first!, 'qCom')).toEqual(['1.1340']);
    expect(tag(first!, 'vProd')).toEqual(['22.68', '22.68']);
    expect(tag(second!, 'qCom')).toEqual(['0.8660', '0.2670']);
    expect(tag(third!, 'qCom')).toEqual(['0.7330']);
    expect(tag(first!, 'tPag')).toEqual(['99']);
    expect(tag(second!, 'tPag')).toEqual(['17']);
    expect(tag(third!, 'tPag')).toEqual(['01']);
    expect(tag(first!, 'CPF')).toEqual(['52998224725']);
    expect(second).not.toContain('<dest>');
    expect(tag(third!, 'CPF')).toEqual(['11144477735']);
    expect(tag(third!, 'infCpl')[0]).toContain('Mesa 12 · pagante 3 de 3');
    expect(tag(third!, 'infCpl')[0]).toContain('taxa de serviço (gorjeta, Lei 13.419/2017)');

    // Each order once: the payers' notes and the Pix order's add up to the orders, not the
    // service; the numbers stay gapless.
    const payersCents = notes.reduce((sum, note) => sum + vNF(note.xml!), 0);
    expect(payersCents).toBe(4000 + 2000);
    expect(payersCents + 2000).toBe(tab.ordersCents);
    expect(closed.dueCents - payersCents).toBe(tab.serviceCents);
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);

    // The PDV follows each payer's note: status, number, the customer's DANFE link.
    const followed = await call('GET', `/api/admin/fiscal-notes/${ids[0]}`);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toMatchObject({
      status: 'authorised',
      number: closed.parts[0]!.note!.number,
      danfePath: expect.stringMatching(new RegExp(`^/api/public/danfe/${ids[0]}/`)),
    });
    const danfe = await t.app.inject({ url: followed.json().danfePath });
    expect(danfe.statusCode).toBe(200);
    expect(danfe.body).toContain('529.982.247-25');
    // Not another shop's, nor an order's own note.
    const other = await insertKioskShop(t.app);
    const stranger = await signUpAdminOf(t.app, other.shop.id);
    const foreign = await call('GET', `/api/admin/fiscal-notes/${ids[0]}`, undefined, stranger);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/api/admin/fiscal-notes/${pixNote!.id}`)).statusCode).toBe(404);

    // The admin's order screen lists the payers' notes of an order paid on the tab (089).
    const ofOrder = async (orderId: string, as?: string) => {
      const res = await call('GET', `/api/admin/orders/${orderId}/payer-notes`, undefined, as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OrderPayerNotes;
    };
    const ofTwo = await ofOrder(two.id);
    expect(ofTwo.notes.map((note) => [note.id, note.payer, note.status])).toEqual([
      [ids[0], 'Mesa 12 · pagante 1 de 3', 'authorised'],
      [ids[1], 'Mesa 12 · pagante 2 de 3', 'authorised'],
    ]);
    expect(ofTwo.notes[0]).toMatchObject({
      series: closed.parts[0]!.note!.series,
      number: closed.parts[0]!.note!.number,
      danfePath: followed.json().danfePath,
    });
    expect((await ofOrder(one.id)).notes.map((note) => note.id)).toEqual([ids[1], ids[2]]);
    expect((await ofOrder(pix.id)).notes).toEqual([]);
    expect((await ofOrder(two.id, stranger)).notes).toEqual([]);
  });

  it('one payer for two orders: one note, the number the second order took given back', async () => {
    const before = await t.app.db
      .select({ next: fiscalSeries.nextNumber })
      .from(fiscalSeries)
      .where(eq(fiscalSeries.establishmentId, shop.shop.id));
    const a = await placed(13, 1, onTab);
    const b = await placed(13, 3, onTab);
    const tab = await tabOf(13);
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'card' }],
      expectedDueCents: 8000,
    });
    expect(closed.parts[0]!.note).toMatchObject({ number: before[0]!.next });
    const [note] = await authorised([closed.parts[0]!.note!.id]);
    expect(note!.status, `${note!.cStat} ${note!.xMotivo}`).toBe('authorised');
    expect(vNF(note!.xml!)).toBe(8000);
    expect(tag(note!.xml!, 'qCom')).toEqual(['1.0000', '3.0000']);
    expect(note!.xml).not.toContain('<dest>');
    expect(await ownNotes([a.id, b.id])).toEqual([]);
    const after = await t.app.db
      .select({ next: fiscalSeries.nextNumber })
      .from(fiscalSeries)
      .where(eq(fiscalSeries.establishmentId, shop.shop.id));
    expect(after[0]!.next).toBe(before[0]!.next + 1);
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
    const payerNotes = await t.app.db
      .select({ id: fiscalNotes.id })
      .from(fiscalNotes)
      .where(and(eq(fiscalNotes.establishmentId, shop.shop.id), isNotNull(fiscalNotes.payer)));
    expect(payerNotes).toHaveLength(4);
  });

  it('a part paid while the tab is open has its note; the close declares the rest of the order', async () => {
    const three = await placed(14, 3, onTab);
    const tab = await tabOf(14);
    const paid = await call('POST', `/api/admin/pdv/tabs/${tab.id}/payments`, {
      registerId: register.id,
      service: false,
      parts: [{ method: 'pix', amountCents: 2500, cpf: '52998224725' }],
      expectedDueCents: 6000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const early = (paid.json() as TabPaymentResult).parts[0]!.note!;
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'card' }],
      expectedDueCents: 3500,
    });
    const notes = await authorised([early.id, closed.parts[0]!.note!.id]);
    expect(notes.map((note) => note.status)).toEqual(['authorised', 'authorised']);
    // R$ 25,00 then R$ 35,00 of the R$ 60,00 order: 1,25 and 1,75 Lanche, the order once.
    expect(notes.map((note) => vNF(note.xml!))).toEqual([2500, 3500]);
    expect(notes.map((note) => tag(note.xml!, 'qCom')[0])).toEqual(['1.2500', '1.7500']);
    expect(tag(notes[0]!.xml!, 'CPF')).toEqual(['52998224725']);
    expect(await ownNotes([three.id])).toEqual([]);
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
  });

  it('a payer note that failed is emitted again from the PDV once its cause is fixed', async () => {
    await placed(15, 1, onTab);
    const tab = await tabOf(15);
    await t.app.db.update(products).set({ ncm: null }).where(eq(products.id, shop.productId));
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'cash' }],
      expectedDueCents: 2000,
    });
    const id = closed.parts[0]!.note!.id;
    const [failed] = await authorised([id]);
    expect(failed).toMatchObject({
      status: 'failed',
      xMotivo: 'Produto sem dados fiscais: Lanche',
    });
    const shown = await call('GET', `/api/admin/fiscal-notes/${id}`);
    expect(shown.json()).toMatchObject({ status: 'failed', danfePath: null });

    await t.app.db.update(products).set({ ncm: '21069090' }).where(eq(products.id, shop.productId));
    const retried = await call('POST', `/api/admin/fiscal-notes/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'authorised', number: failed!.number });
    expect(retried.json().danfePath).toEqual(expect.stringContaining(id));
    const again = await call('POST', `/api/admin/fiscal-notes/${id}/retry`);
    expect(again.statusCode).toBe(409);
  });

  it('canceling an order of a paid tab cancels its payer note and declares the other order again', async () => {
    const a = await placed(16, 1, onTab);
    const b = await placed(16, 2, onTab);
    const tab = await tabOf(16);
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'card' }],
      expectedDueCents: 6000,
    });
    const [note] = await authorised([closed.parts[0]!.note!.id]);
    expect(vNF(note!.xml!)).toBe(6000);

    const res = await call('POST', `/api/admin/orders/${a.id}/cancel`, {
      reason: 'Cliente desistiu do lanche',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The note of A and B is canceled at the SEFAZ; B is on a new note of the same payer.
    const payerNotesOf = async (orderId: string) =>
      ((await call('GET', `/api/admin/orders/${orderId}/payer-notes`)).json() as OrderPayerNotes)
        .notes;
    let settled: OrderPayerNotes['notes'] = [];
    for (let waited = 0; waited < 30_000; waited += 100) {
      settled = await payerNotesOf(b.id);
      if (settled.length === 2 && settled.every((row) => row.status !== 'pending')) {
        if (settled[0]!.status === 'canceled') break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(settled.map((row) => [row.id, row.status])).toEqual([
      [note!.id, 'canceled'],
      [expect.any(String), 'authorised'],
    ]);
    expect(settled[1]!.payer).toBe(`Mesa 16 · substitui a NFC-e nº ${note!.number} série 1`);
    const [again] = await authorised([settled[1]!.id]);
    expect(vNF(again!.xml!)).toBe(4000);
    expect(tag(again!.xml!, 'qCom')).toEqual(['2.0000']);
    expect((await payerNotesOf(a.id)).map((row) => row.status)).toEqual(['canceled']);
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
  });

  it('refuses to cancel an order whose payer note is past the cancel window, writing nothing', async () => {
    const c = await placed(17, 1, onTab);
    const tab = await tabOf(17);
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'cash' }],
      expectedDueCents: 2000,
    });
    const [note] = await authorised([closed.parts[0]!.note!.id]);
    expect(note!.status).toBe('authorised');
    await t.app.db
      .update(fiscalNotes)
      .set({ authorisedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(fiscalNotes.id, note!.id));
    const res = await call('POST', `/api/admin/orders/${c.id}/cancel`, {
      reason: 'Cliente desistiu do lanche',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `O pedido nº ${c.orderNumber} foi pago na conta da mesa e está na NFC-e nº ${note!.number} ` +
        'série 1 (Mesa 17), autorizada há mais de 30 minutos: o prazo para cancelar a nota ' +
        'passou, e a venda continua declarada. Não cancele o pedido: devolva o valor ao cliente ' +
        'pelo caixa (sangria).',
    );
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, c.id));
    expect(order).toMatchObject({ paymentStatus: 'paid', manualRefundPending: false });
    const [kept] = await t.app.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note!.id));
    expect(kept).toMatchObject({ status: 'authorised', cancelRequestedAt: null });
  });

  it("a part by items declares the items it paid, not a share of the order's lines", async () => {
    // One order, two lines: 1 Lanche (R$ 20,00) and 2 Lanche (R$ 40,00).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/online-orders',
      payload: {
        items: [
          { productId: shop.productId, quantity: 1 },
          { productId: shop.productId, quantity: 2, notes: 'sem cebola' },
        ],
        customer: { name: 'Ana Souza', phone: '(11) 91234-5678' },
        fulfilment: { type: 'mesa', table: 18 },
        payment: onTab,
      },
      headers: { host: shop.host, origin: `http://${shop.host}`, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const tab = await tabOf(18);
    const items = tab.orders[0]!.items;
    const one = items.find((item) => item.quantity === 1);
    const two = items.find((item) => item.quantity === 2);
    expect([one!.totalCents, two!.totalCents]).toEqual([2000, 4000]);
    const closed = await close(tab.id, {
      service: false,
      parts: [
        { method: 'card', itemIds: [one!.id] },
        { method: 'pix', itemIds: [two!.id] },
      ],
      expectedDueCents: 6000,
    });
    const notes = await authorised(closed.parts.map((part) => part.note!.id));
    expect(notes.map((note) => note.status)).toEqual(['authorised', 'authorised']);
    // Payer 1 took the single Lanche, payer 2 the two: each note lists its own line.
    expect(notes.map((note) => vNF(note.xml!))).toEqual([2000, 4000]);
    expect(tag(notes[0]!.xml!, 'qCom')).toEqual(['1.0000']);
    expect(tag(notes[1]!.xml!, 'qCom')).toEqual(['2.0000']);
    expect(tag(notes[1]!.xml!, 'vProd')).toEqual(['40.00', '40.00']);
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
  });

  it('a payer note never authorised is written again without the canceled order', async () => {
    const a = await placed(19, 1, onTab);
    const b = await placed(19, 2, onTab);
    const tab = await tabOf(19);
    await t.app.db.update(products).set({ ncm: null }).where(eq(products.id, shop.productId));
    const closed = await close(tab.id, {
      service: false,
      parts: [{ method: 'card' }],
      expectedDueCents: 6000,
    });
    const id = closed.parts[0]!.note!.id;
    const [failed] = await authorised([id]);
    expect(failed!.status).toBe('failed');
    const canceled = await call('POST', `/api/admin/orders/${a.id}/cancel`, {
      reason: 'Cliente desistiu do lanche',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [rewritten] = await t.app.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, id));
    expect(rewritten!.payer!.shares).toEqual([{ orderId: b.id, amountCents: 4000 }]);

    await t.app.db.update(products).set({ ncm: '21069090' }).where(eq(products.id, shop.productId));
    const retried = await call('POST', `/api/admin/fiscal-notes/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'authorised', number: failed!.number });
    const [sent] = await t.app.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, id));
    expect(vNF(sent!.xml!)).toBe(4000);
  });
});
