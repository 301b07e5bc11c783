import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, PlacedOrder } from '@comanda/shared';
import { fiscalNotes } from '../../db/schema';
import { insertKioskShop, paidKioskOrder } from '../../test/kiosk-orders';
import { get, send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { findNoteOfOrder } from './emission.service';
import { publicDanfePath } from './fiscal-notes.routes';
import type { FiscalNote } from './fiscal-notes.tables';
import type { FakeSefaz } from './sefaz/fake-sefaz';
import { closeFiscalApp, resetFiscalApp, startFiscalApp } from './test/fiscal-app';
import { makeNoteDue, noteOfOrderWhen } from './test/note-of-order';
import type { testFiscalPorts } from './test/fiscal-ports';

/*
 * NFC-e cancellation and inutilização (decision 033) against the fake SEFAZ, through the
 * admin's routes: an order canceled in /admin/pedidos cancels its note after commit.
 */

let t: TestApp;
let fake: FakeSefaz;
let fiscal: ReturnType<typeof testFiscalPorts>;

beforeAll(async () => ({ t, fake, fiscal } = await startFiscalApp()));
afterAll(() => closeFiscalApp({ t, fake }));
beforeEach(() => resetFiscalApp({ t, fake }));

type Shop = Awaited<ReturnType<typeof insertKioskShop>> & { admin: string };

async function fiscalShop(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  fiscal.enabled.add(shop.shop.id);
  return { ...shop, admin: await signUpAdminOf(t.app, shop.shop.id) };
}

const paidOrder = (shop: Shop): Promise<PlacedOrder> => paidKioskOrder(t.app, shop);

/** Waits until the note satisfies `done` and nobody holds it. */
const noteWhen = (shop: Shop, orderId: string, done: (note: FiscalNote) => boolean) =>
  noteOfOrderWhen(t.app.db, shop.shop.id, orderId, done);

const authorisedNote = (shop: Shop, orderId: string) =>
  noteWhen(shop, orderId, (note) => note.status === 'authorised');

function cancelOrder(shop: Shop, orderId: string, reason = 'Cliente desistiu') {
  return send(t.app, 'POST', `/api/admin/orders/${orderId}/cancel`, {
    cookie: shop.admin,
    payload: { reason },
  });
}

const eventsSent = (key: string | null) =>
  fake.requests.filter((request) => request.service === 'NFeRecepcaoEvento4' && request.key === key)
    .length;

describe('NFC-e cancellation', { timeout: 90_000 }, () => {
  it('canceling a paid order cancels its authorised note (event 110111); a second cancel is idempotent', async () => {
    const shop = await fiscalShop();
    const order = await paidOrder(shop);
    const authorised = await authorisedNote(shop, order.id);

    const res = await cancelOrder(shop, order.id, 'Cliente desistiu do lanche');
    expect(res.statusCode).toBe(200);
    const note = await noteWhen(shop, order.id, (row) => row.status === 'canceled');
    expect(note).toMatchObject({
      cancelReason: 'Pedido cancelado: Cliente desistiu do lanche',
      cancelCStat: '135',
      cancelXMotivo: 'Evento registrado e vinculado a NF-e',
    });
    expect(fake.canceled.has(authorised.accessKey!)).toBe(true);
    expect(note.cancelProtocol).toMatch(/^\d{15}$/);
    expect(note.cancelXml).toMatch(/^<procEventoNFe [^>]*><evento /);
    expect(note.cancelXml).toContain(`<nProt>${authorised.protocol}</nProt>`);
    expect(note.cancelXml).toContain('<xJust>Pedido cancelado: Cliente desistiu do lanche</xJust>');

    // The admin reads it; asking again changes nothing and sends nothing.
    const view = await get(t.app, `/api/admin/orders/${order.id}/fiscal-note`, shop.admin);
    expect(view.json()).toMatchObject({ status: 'canceled', cancelCStat: '135' });
    const again = await send(t.app, 'POST', `/api/admin/orders/${order.id}/fiscal-note/cancel`, {
      cookie: shop.admin,
      payload: { reason: 'Cancelamento repetido pelo admin' },
    });
    expect(again.json()).toMatchObject({ status: 'canceled', cancelProtocol: note.cancelProtocol });
    expect(eventsSent(authorised.accessKey)).toBe(1);

    // The link the customer got with the note opens a page saying it was cancelled (issue 30:
    // it answered the API's JSON error); a forged token still opens nothing.
    const link = publicDanfePath(t.app, { id: note.id, accessKey: authorised.accessKey! });
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>NFC-e cancelada</h1>');
    expect(page.body).toContain(`A NFC-e nº ${String(note.number).padStart(9, '0')} Série`);
    const forged = await t.app.inject({ method: 'GET', url: `${link.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(404);
  });

  it('a cancel the SEFAZ rejects keeps the note authorised with the reason; the admin tries again', async () => {
    const shop = await fiscalShop();
    const order = await paidOrder(shop);
    await authorisedNote(shop, order.id);
    fake.setMode({
      kind: 'reject-events',
      cStat: '501',
      xMotivo: 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação',
    });
    await cancelOrder(shop, order.id);
    const refused = await noteWhen(shop, order.id, (row) => row.cancelCStat !== null);
    expect(refused).toMatchObject({ status: 'authorised', cancelCStat: '501' });
    const view = await get(t.app, `/api/admin/orders/${order.id}/fiscal-note`, shop.admin);
    expect(view.json()).toMatchObject({
      status: 'authorised',
      cancelXMotivo: 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação',
    });

    // Another shop's admin cannot touch it; a short justification is refused.
    const other = await fiscalShop();
    const cancelAs = (admin: string, reason: string) =>
      send(t.app, 'POST', `/api/admin/orders/${order.id}/fiscal-note/cancel`, {
        cookie: admin,
        payload: { reason },
      });
    expect((await cancelAs(other.admin, 'Pedido de outra loja aqui')).statusCode).toBe(404);
    const short = await cancelAs(shop.admin, 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('A justificativa precisa de pelo menos 15 caracteres');

    fake.setMode({ kind: 'authorize' });
    const retried = await cancelAs(shop.admin, 'Cliente desistiu da compra');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'canceled', cancelCStat: '135' });
  });

  it('after the legal window (30 minutes) the cancel is not sent and the admin is told why', async () => {
    const shop = await fiscalShop();
    const order = await paidOrder(shop);
    const authorised = await authorisedNote(shop, order.id);
    const authorisedAt = new Date(Date.now() - 31 * 60_000);
    await t.app.db
      .update(fiscalNotes)
      .set({ authorisedAt })
      .where(eq(fiscalNotes.id, authorised.id));
    expect((await cancelOrder(shop, order.id)).json()).toMatchObject({
      paymentStatus: 'canceled',
    });
    const note = await noteWhen(shop, order.id, (row) => row.cancelXMotivo !== null);
    expect(note.status).toBe('authorised');
    expect(note.cancelXMotivo).toMatch(
      /^Prazo de cancelamento da NFC-e encerrado em .* \(30 minutos após a autorização\)/,
    );
    expect(eventsSent(authorised.accessKey)).toBe(0);
    const view = await get(t.app, `/api/admin/orders/${order.id}/fiscal-note`, shop.admin);
    expect(Date.parse(view.json().cancelDeadline)).toBe(authorisedAt.getTime() + 30 * 60_000);
  });

  it('a note in contingency is transmitted first, then canceled, when the SEFAZ is back', async () => {
    const shop = await fiscalShop();
    fake.setMode({ kind: 'timeout' });
    t.app.fiscalEmission.timeoutMs = 800;
    const order = await paidOrder(shop);
    const queued = await noteWhen(shop, order.id, (row) => row.status === 'contingency');

    await cancelOrder(shop, order.id);
    const waiting = await noteWhen(shop, order.id, (row) => row.cancelXMotivo !== null);
    expect(waiting.status).toBe('contingency');
    expect(waiting.cancelXMotivo).toContain('será transmitida e cancelada');

    fake.setMode({ kind: 'authorize' });
    t.app.fiscalEmission.timeoutMs = 30_000;
    await makeNoteDue(t.app.db, queued.id);
    await t.app.contingencyJob.runOnce();
    const note = (await findNoteOfOrder(t.app.db, shop.shop.id, order.id))!;
    expect(note).toMatchObject({ status: 'canceled', tpEmis: 9, cancelCStat: '135' });
    expect(fake.authorized.has(queued.accessKey!)).toBe(true);
    expect(fake.canceled.has(queued.accessKey!)).toBe(true);
  });
});

describe('inutilização of skipped numbers', { timeout: 90_000 }, () => {
  it('lists the numbers of rejected notes and holes, inutiliza a range, and keeps refusals', async () => {
    const shop = await fiscalShop();
    const first = await paidOrder(shop);
    await authorisedNote(shop, first.id);
    fake.setMode({ kind: 'reject', cStat: '778', xMotivo: 'Rejeição: Informado NCM inexistente' });
    const rejected = await paidOrder(shop);
    await noteWhen(shop, rejected.id, (row) => row.status === 'rejected');
    fake.setMode({ kind: 'authorize' });
    // A hole: numbers 3 and 4 taken by nobody (the series jumped), then 5 authorised.
    fiscal.numbers.set(shop.shop.id, 4);
    const third = await paidOrder(shop);
    expect(await authorisedNote(shop, third.id)).toMatchObject({ number: 5 });

    const list = () => get(t.app, '/api/admin/fiscal/disablements', shop.admin);
    expect((await list()).json()).toEqual({
      gaps: [
        { series: 1, from: 2, to: 2, kind: 'unauthorised' },
        { series: 1, from: 3, to: 4, kind: 'gap' },
      ],
      disablements: [],
    });
    const disable = (admin: string, from: number, to: number) =>
      send(t.app, 'POST', '/api/admin/fiscal/disablements', {
        cookie: admin,
        payload: { series: 1, from, to, reason: 'Numeracao pulada por falha no sistema' },
      });

    // A range with an authorised note is refused before the SEFAZ.
    const used = await disable(shop.admin, 1, 2);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ detail: 'O número 1 da série 1 tem nota' });

    // A reason the SEFAZ's Latin-1 cannot carry is a 400 on the field, not a 500 (issue 31).
    const emojis = await send(t.app, 'POST', '/api/admin/fiscal/disablements', {
      cookie: shop.admin,
      payload: { series: 1, from: 2, to: 4, reason: '🧾🧾🧾🧾🧾🧾🧾🧾 pulada' },
    });
    expect(emojis.statusCode).toBe(400);
    expect(emojis.json().errors).toEqual([
      {
        path: 'reason',
        message:
          'A justificativa precisa de pelo menos 15 letras ou números (emojis e símbolos não contam)',
      },
    ]);

    const done = await disable(shop.admin, 2, 4);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ series: 1, from: 2, to: 4, done: true, cStat: '102' });
    expect(done.json().protocol).toMatch(/^\d{15}$/);
    expect((await list()).json().gaps).toEqual([]);

    // Asked again: the SEFAZ refuses (256) and the refusal is kept for the admin.
    const twice = await disable(shop.admin, 3, 3);
    expect(twice.json()).toMatchObject({ done: false, cStat: '256' });
    expect(twice.json().xMotivo).toContain('já está inutilizada');
    const history = (await list()).json().disablements;
    expect(history.map((row: { cStat: string }) => row.cStat)).toEqual(['256', '102']);

    // Both requests are in the audit log, by the admin, with the SEFAZ's answer (issue 32).
    const log = (await get(t.app, '/api/admin/audit?kind=fiscal.disable', shop.admin)).json<
      AuditEntry[]
    >();
    expect(log.map((line) => [line.subject, JSON.parse(line.after!).inutilizada])).toEqual([
      ['Série 1, números 3 a 3', false],
      ['Série 1, números 2 a 4', true],
    ]);
    expect(log.every((line) => line.actor !== null)).toBe(true);

    // Another shop sees none of it.
    const other = await fiscalShop();
    expect((await get(t.app, '/api/admin/fiscal/disablements', other.admin)).json()).toEqual({
      gaps: [],
      disablements: [],
    });
  });
});
