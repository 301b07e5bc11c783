import { eq } from 'drizzle-orm';
import { Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '@comanda/shared';
import { fiscalNotes } from '../../db/schema';
import { insertKioskShop, paidKioskOrder } from '../../test/kiosk-orders';
import { get } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { emitNote, findNoteOfOrder } from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import { isValidAccessKey } from './nfce/access-key';
import type { FakeSefaz } from './sefaz/fake-sefaz';
import { closeFiscalApp, resetFiscalApp, startFiscalApp } from './test/fiscal-app';
import { makeNoteDue, noteOfOrderWhen } from './test/note-of-order';
import type { testFiscalPorts } from './test/fiscal-ports';

let t: TestApp;
let fake: FakeSefaz;
let fiscal: ReturnType<typeof testFiscalPorts>;

beforeAll(async () => ({ t, fake, fiscal } = await startFiscalApp()));
afterAll(() => closeFiscalApp({ t, fake }));
beforeEach(() => resetFiscalApp({ t, fake }));

/** The fake SEFAZ stops answering, and emission waits for it 800 ms only. */
function sefazHangs() {
  fake.setMode({ kind: 'timeout' });
  t.app.fiscalEmission.timeoutMs = 800;
}

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

async function fiscalShop(): Promise<Shop> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  fiscal.enabled.add(shop.shop.id);
  return shop;
}

/** A kiosk order of `quantity` Lanches paid by Pix (demo provider, approved at once). */
const paidOrder = (shop: Shop, quantity = 1): Promise<PlacedOrder> =>
  paidKioskOrder(t.app, shop, quantity);

/** The order's note once the emitter woken by the commit is done with it. */
const settledNote = (shop: Shop, orderId: string): Promise<FiscalNote> =>
  noteOfOrderWhen(t.app.db, shop.shop.id, orderId);

const authorisations = (key: string | null) =>
  fake.requests.filter((request) => request.service === 'NFeAutorizacao4' && request.key === key)
    .length;

describe('NFC-e emission of paid orders', { timeout: 120_000 }, () => {
  it('a shop that does not emit gets no note', async () => {
    const shop = await insertKioskShop(t.app, { demoPayments: true });
    const order = await paidOrder(shop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await findNoteOfOrder(t.app.db, shop.shop.id, order.id)).toBeUndefined();
  });

  it('authorised: numbered in sequence, signed, sent, its protocol stored and the DANFE printed', async () => {
    const shop = await fiscalShop();
    const first = await paidOrder(shop, 2);
    const note = await settledNote(shop, first.id);
    expect(note).toMatchObject({
      status: 'authorised',
      series: 1,
      number: 1,
      tpEmis: 1,
      cStat: '100',
    });
    expect(isValidAccessKey(note.accessKey!)).toBe(true);
    expect(note.protocol).toBe(fake.authorized.get(note.accessKey!)?.protocol);
    expect(note.xml).toMatch(/^<nfeProc /);
    expect(note.xml).toContain('<vNF>40.00</vNF>');
    expect(note.xml).toContain('<CPF>52998224725</CPF>');
    expect(note.qrCode).toMatch(/\|2\|2\|1\|[0-9A-F]{40}$/);
    expect(fiscal.printed.map((printed) => printed.id)).toContain(note.id);

    const second = await paidOrder(shop);
    expect(await settledNote(shop, second.id)).toMatchObject({ status: 'authorised', number: 2 });
  });

  it('homologação simulada: the fake SEFAZ of the server authorises, not the configured one', async () => {
    // No port is opened for it (issue 31, item 12): it used to listen on a random one.
    const listen = vi.spyOn(Server.prototype, 'listen');
    const listening = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;
    const listeningBefore = listening();
    const shop = await fiscalShop();
    fiscal.simulated.add(shop.shop.id);
    fake.setMode({ kind: 'down' });
    const order = await paidOrder(shop);
    const note = await settledNote(shop, order.id);
    expect(note).toMatchObject({ status: 'authorised', cStat: '100', tpEmis: 1 });
    expect(fake.authorized.has(note.accessKey!)).toBe(false);
    expect(note.xml).toContain('<tpAmb>2</tpAmb>');
    expect(t.app.fiscalEmission.simulatedSefaz().authorized.has(note.accessKey!)).toBe(true);
    expect(listen).not.toHaveBeenCalled();
    expect(listening()).toBe(listeningBefore);
    listen.mockRestore();
  });

  it('rejected: the SEFAZ reason is stored for the admin', async () => {
    const shop = await fiscalShop();
    fake.setMode({ kind: 'reject', cStat: '778', xMotivo: 'Rejeição: Informado NCM inexistente' });
    const order = await paidOrder(shop);
    const note = await settledNote(shop, order.id);
    expect(note).toMatchObject({
      status: 'rejected',
      cStat: '778',
      xMotivo: 'Rejeição: Informado NCM inexistente',
    });
    expect(fiscal.printed.map((printed) => printed.id)).not.toContain(note.id);

    // The admin sees the status and the reason; another shop's admin sees nothing.
    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const res = await get(t.app, `/api/admin/orders/${order.id}/fiscal-note`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: order.id,
      status: 'rejected',
      number: note.number,
      cStat: '778',
      xMotivo: 'Rejeição: Informado NCM inexistente',
    });
    expect(res.body).not.toContain('<NFe');
    const other = await signUpAdminOf(t.app, (await fiscalShop()).shop.id);
    const foreign = await get(t.app, `/api/admin/orders/${order.id}/fiscal-note`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ detail: 'Pedido sem nota fiscal' });
  });

  it('timeout: signed and printed in contingency at once, transmitted when the SEFAZ is back', async () => {
    const shop = await fiscalShop();
    sefazHangs();
    const order = await paidOrder(shop);
    const queued = await settledNote(shop, order.id);
    expect(queued).toMatchObject({ status: 'contingency', tpEmis: 9, number: 1 });
    expect(queued.accessKey![34]).toBe('9');
    expect(queued.xml).toContain('<tpEmis>9</tpEmis>');
    expect(queued.xml).toContain('<xJust>SEFAZ sem resposta no prazo');
    expect(queued.qrCode).toMatch(/\|3\|2\|\d{2}\|20\.00\|2\|52998224725\|[A-Za-z0-9+/]+=*$/);
    // Printed at once, before any authorisation.
    expect(fiscal.printed.map((printed) => printed.id)).toContain(queued.id);

    // Still down: the queue waits (due now, as if its minute had passed).
    fake.setMode({ kind: 'down' });
    await makeNoteDue(t.app.db, queued.id);
    expect(await t.app.contingencyJob.runOnce()).toMatchObject({ ran: true, waiting: 1 });
    expect((await findNoteOfOrder(t.app.db, shop.shop.id, order.id))!.status).toBe('contingency');

    fake.setMode({ kind: 'authorize' });
    t.app.fiscalEmission.timeoutMs = 30_000;
    await makeNoteDue(t.app.db, queued.id);
    const report = await t.app.contingencyJob.runOnce();
    expect(report.transmitted).toBeGreaterThanOrEqual(1);
    const sent = (await findNoteOfOrder(t.app.db, shop.shop.id, order.id))!;
    expect(sent).toMatchObject({ status: 'authorised', tpEmis: 9, accessKey: queued.accessKey });
    expect(sent.protocol).toBe(fake.authorized.get(queued.accessKey!)?.protocol);
    // Printed once: in contingency, not again when authorised.
    expect(fiscal.printed.filter((printed) => printed.id === queued.id)).toHaveLength(1);
  });

  it('duplicate transmission is idempotent: one protocol, one note', async () => {
    const shop = await fiscalShop();
    sefazHangs();
    const order = await paidOrder(shop);
    const queued = await settledNote(shop, order.id);
    expect(queued.status).toBe('contingency');

    // The SEFAZ authorises the queued note but its answer is lost on the way.
    fake.setMode({ kind: 'lose-answer' });
    t.app.fiscalEmission.timeoutMs = 800;
    await makeNoteDue(t.app.db, queued.id);
    await emitNote(t.app.fiscalEmission, queued.id);
    // The fake may still be checking the note when the emitter gives up on it.
    for (let waited = 0; !fake.authorized.has(queued.accessKey!) && waited < 60_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fake.authorized.has(queued.accessKey!)).toBe(true);
    expect((await findNoteOfOrder(t.app.db, shop.shop.id, order.id))!.status).toBe('contingency');

    // Sent again: 204 duplicate, the query by key gives the protocol the SEFAZ holds.
    fake.setMode({ kind: 'authorize' });
    t.app.fiscalEmission.timeoutMs = 30_000;
    const [again, concurrent] = await Promise.all([
      emitNote(t.app.fiscalEmission, queued.id),
      emitNote(t.app.fiscalEmission, queued.id),
    ]);
    // Two emitters at once: only one takes the note.
    expect([again, concurrent].filter(Boolean)).toHaveLength(1);
    const note = (await findNoteOfOrder(t.app.db, shop.shop.id, order.id))!;
    expect(note).toMatchObject({ status: 'authorised', cStat: '100' });
    expect(note.protocol).toBe(fake.authorized.get(queued.accessKey!)!.protocol);
    expect(authorisations(queued.accessKey)).toBe(2);
    expect(
      fake.requests.filter(
        (request) =>
          request.service === 'NFeConsultaProtocolo4' && request.key === queued.accessKey,
      ),
    ).toHaveLength(1);
    // Emitting an authorised note again does nothing.
    expect(await emitNote(t.app.fiscalEmission, queued.id)).toBeUndefined();
    const rows = await t.app.db.select().from(fiscalNotes).where(eq(fiscalNotes.orderId, order.id));
    expect(rows).toHaveLength(1);
  });
});
