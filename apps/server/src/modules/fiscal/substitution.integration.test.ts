import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertKioskShop, paidKioskOrder } from '../../test/kiosk-orders';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { emitThenCancel } from './cancel.service';
import { numberGaps } from './disablement.service';
import { emitNote, findNoteOfOrder } from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import { validateSubstitutionEvent } from './nfce/validate';
import type { FakeSefaz } from './sefaz/fake-sefaz';
import { substitutionWindowHours } from './substitution.service';
import { closeFiscalApp, resetFiscalApp, startFiscalApp } from './test/fiscal-app';
import type { testFiscalPorts } from './test/fiscal-ports';
import { noteOfOrderWhen } from './test/note-of-order';

/*
 * Cancel by substitution (decision 061): a normal note reaches the SEFAZ but its answer is
 * lost, so the sale is signed again in contingency under the same number; when the SEFAZ is
 * back that one meets 539. The contingency note takes a new number and is authorised (the
 * substitute), then the first is canceled by the event 110112 referencing it.
 */

let t: TestApp;
let fake: FakeSefaz;
let fiscal: ReturnType<typeof testFiscalPorts>;

let clock: () => Date;
beforeAll(async () => {
  ({ t, fake, fiscal } = await startFiscalApp());
  clock = t.app.fiscalEmission.now;
});
afterAll(() => closeFiscalApp({ t, fake }));
beforeEach(() => {
  resetFiscalApp({ t, fake });
  t.app.fiscalEmission.now = clock;
});

type Shop = Awaited<ReturnType<typeof insertKioskShop>>;

/**
 * A paid order whose normal note the fake SEFAZ authorised without answering, queued in
 * contingency under the same number: its queued note and the key the SEFAZ holds.
 */
async function lostTwin(): Promise<{ shop: Shop; queued: FiscalNote; firstKey: string }> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  fiscal.enabled.add(shop.shop.id);
  fake.setMode({ kind: 'lose-answer' });
  t.app.fiscalEmission.timeoutMs = 800;
  const order = await paidKioskOrder(t.app, shop);
  const queued = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
  expect(queued).toMatchObject({ status: 'contingency', number: 1, tpEmis: 9 });
  const sameNumber = (key: string) =>
    key !== queued.accessKey && key.slice(6, 34) === queued.accessKey!.slice(6, 34);
  for (let waited = 0; waited < 10_000; waited += 50) {
    if ([...fake.authorized.keys()].some(sameNumber)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const firstKey = [...fake.authorized.keys()].find(sameNumber)!;
  expect(firstKey[34]).toBe('1');
  resetFiscalApp({ t, fake });
  return { shop, queued, firstKey };
}

/** The registered event inside the note's procEventoNFe. */
const eventOf = (xml: string) => /<evento[\s\S]*<\/evento>/.exec(xml)![0];

describe('cancel by substitution (110112)', { timeout: 90_000 }, () => {
  it('after 539 the contingency note is renumbered and authorised, and the first canceled by 110112, past the 30 minutes of a plain cancel', async () => {
    const { shop, queued, firstKey } = await lostTwin();
    // The SEFAZ comes back two hours later: a plain cancel (110111) of the first would be
    // refused now; the substitution's window is 168 hours.
    const later = new Date(Date.now() + 2 * 3_600_000);
    t.app.fiscalEmission.now = () => later;

    // What the contingency job runs for a queued note.
    const note = (await emitThenCancel(t.app.fiscalEmission, queued.id))!;
    expect(fake.requests.some((request) => request.service === 'NFeAutorizacao4')).toBe(true);
    expect(note).toMatchObject({
      status: 'authorised',
      tpEmis: 9,
      number: 2,
      replacedNumber: 1,
      replacedKey: firstKey,
      replacedProtocol: fake.authorized.get(firstKey)!.protocol,
      substitutionCStat: '135',
    });
    expect(note.accessKey).not.toBe(queued.accessKey);
    expect(note.accessKey!.slice(25, 34)).toBe('000000002');
    expect(note.accessKey![34]).toBe('9');
    expect(fake.authorized.has(note.accessKey!)).toBe(true);
    expect(note.xml).toContain('<cStat>100</cStat>');

    // The first is canceled at the SEFAZ by the 110112 event referencing the substitute.
    expect(fake.canceled.has(firstKey)).toBe(true);
    expect(fake.canceled.has(note.accessKey!)).toBe(false);
    expect(note.substitutionProtocol).toMatch(/^\d{15}$/);
    expect(note.substitutedAt).toEqual(later);
    const event = eventOf(note.substitutionXml!);
    expect(event).toContain(`<chNFe>${firstKey}</chNFe>`);
    expect(event).toContain('<tpEvento>110112</tpEvento>');
    expect(event).toContain('<descEvento>Cancelamento por substituicao</descEvento>');
    expect(event).toContain(`<chNFeRef>${note.accessKey}</chNFeRef>`);
    const batch = `<envEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><idLote>1</idLote>${event}</envEvento>`;
    expect((await validateSubstitutionEvent(batch)).errors).toEqual([]);

    // The number the first holds is used: no gap to inutilizar.
    expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
    // Nothing left to do: a second run sends nothing.
    const events = fake.requests.filter((request) => request.service === 'NFeRecepcaoEvento4');
    await emitThenCancel(t.app.fiscalEmission, queued.id);
    expect(fake.requests.filter((r) => r.service === 'NFeRecepcaoEvento4')).toEqual(events);
  });

  it('the admin’s "Emitir novamente" on a note rejected with 539 substitutes it', async () => {
    const { shop, queued, firstKey } = await lostTwin();
    const rejected = await emitNote(t.app.fiscalEmission, queued.id);
    expect(rejected).toMatchObject({ status: 'rejected', cStat: '539' });

    const admin = await signUpAdminOf(t.app, shop.shop.id);
    const retried = await send(
      t.app,
      'POST',
      `/api/admin/orders/${queued.orderId}/fiscal-note/retry`,
      { cookie: admin },
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      status: 'authorised',
      number: 2,
      replacedNumber: 1,
      replacedKey: firstKey,
      substitutionXMotivo: 'Evento registrado e vinculado a NF-e',
    });
    expect(retried.json().substitutedAt).toEqual(expect.any(String));
    expect(fake.canceled.has(firstKey)).toBe(true);
  });

  it('past 168 hours the substitute is authorised and the admin told to ask the SEFAZ', async () => {
    const { shop, queued, firstKey } = await lostTwin();
    const tooLate = new Date(Date.now() + (substitutionWindowHours + 1) * 3_600_000);
    t.app.fiscalEmission.now = () => tooLate;
    await emitThenCancel(t.app.fiscalEmission, queued.id);
    const note = (await findNoteOfOrder(t.app.db, shop.shop.id, queued.orderId))!;
    expect(note).toMatchObject({ status: 'authorised', replacedKey: firstKey });
    expect(note.substitutedAt).toBeNull();
    expect(note.substitutionXMotivo).toContain('Prazo do cancelamento por substituição encerrado');
    expect(fake.canceled.has(firstKey)).toBe(false);
  });
});
