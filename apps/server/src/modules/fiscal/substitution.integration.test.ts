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
import { normalTwinKey, substitutionWindowHours } from './substitution.service';
import { closeFiscalApp, resetFiscalApp, startFiscalApp } from './test/fiscal-app';
import type { testFiscalPorts } from './test/fiscal-ports';
import { makeNoteDue, noteOfOrderWhen } from './test/note-of-order';

/*
 * Cancel by substitution (decisions 061, 080): a normal note reaches the SEFAZ but its answer
 * is lost, so the sale is signed again in contingency under the same number and cNF. The
 * NFC-e's natural key includes tpEmis (Ajuste SINIEF 19/19): the SEFAZ authorises that one
 * too. Once it is, the emitter asks the SEFAZ for its normal twin and, found authorised,
 * cancels it by the event 110112 referencing the contingency note, its substitute.
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
 * A paid order whose normal note meets a SEFAZ that `first` (lose-answer: authorises it and
 * never answers; timeout: never sees it), so it is queued in contingency under the same
 * number: the queued note and the key of its normal twin.
 */
async function queuedTwin(
  first: 'lose-answer' | 'timeout',
): Promise<{ shop: Shop; queued: FiscalNote; firstKey: string }> {
  const shop = await insertKioskShop(t.app, { demoPayments: true });
  fiscal.enabled.add(shop.shop.id);
  fake.setMode({ kind: first });
  t.app.fiscalEmission.timeoutMs = 800;
  const order = await paidKioskOrder(t.app, shop);
  const queued = await noteOfOrderWhen(t.app.db, shop.shop.id, order.id);
  expect(queued).toMatchObject({ status: 'contingency', number: 1, tpEmis: 9 });
  const firstKey = normalTwinKey(queued.accessKey!);
  // The fake may still be checking the normal note when the emitter gives up on it.
  for (let waited = 0; first === 'lose-answer' && waited < 60_000; waited += 50) {
    if (fake.authorized.has(firstKey)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(fake.authorized.has(firstKey)).toBe(first === 'lose-answer');
  resetFiscalApp({ t, fake });
  return { shop, queued, firstKey };
}

/** The registered event inside the note's procEventoNFe. */
const eventOf = (xml: string) => /<evento[\s\S]*<\/evento>/.exec(xml)![0];
/** The calls of `service` about `key` the fake SEFAZ received. */
const calls = (service: string, key: string) =>
  fake.requests.filter((request) => request.service === service && request.key === key);

describe(
  "cancel by substitution (110112) of a contingency note's normal twin",
  { timeout: 90_000 },
  () => {
    it('both authorised: the contingency queue transmits the note, finds the twin and cancels it by 110112, past the 30 minutes of a plain cancel', async () => {
      const { shop, queued, firstKey } = await queuedTwin('lose-answer');
      expect(firstKey.slice(0, 34)).toBe(queued.accessKey!.slice(0, 34));
      expect(firstKey[34]).toBe('1');
      // The SEFAZ comes back two hours later: a plain cancel (110111) of the first would be
      // refused now; the substitution's window is 168 hours.
      const later = new Date(Date.now() + 2 * 3_600_000);
      t.app.fiscalEmission.now = () => later;

      const report = await t.app.contingencyJob.runOnce();
      expect(report.ran).toBe(true);
      const note = (await findNoteOfOrder(t.app.db, shop.shop.id, queued.orderId))!;
      // Same number, same key as printed: the SEFAZ authorised the contingency note itself.
      expect(note).toMatchObject({
        status: 'authorised',
        tpEmis: 9,
        number: 1,
        accessKey: queued.accessKey,
        replacedNumber: 1,
        replacedKey: firstKey,
        replacedProtocol: fake.authorized.get(firstKey)!.protocol,
        substitutionCStat: '135',
      });
      expect(note.protocol).toBe(fake.authorized.get(queued.accessKey!)!.protocol);
      expect(calls('NFeConsultaProtocolo4', firstKey)).toHaveLength(1);

      // The normal twin is canceled at the SEFAZ by the 110112 referencing the substitute.
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

      // What the admin reads on the order: the note authorised, the twin canceled by substitution.
      const admin = await signUpAdminOf(t.app, shop.shop.id);
      const view = await send(t.app, 'GET', `/api/admin/orders/${queued.orderId}/fiscal-note`, {
        cookie: admin,
      });
      expect(view.json()).toMatchObject({
        status: 'authorised',
        number: 1,
        tpEmis: 9,
        replacedNumber: 1,
        replacedKey: firstKey,
        substitutedAt: later.toISOString(),
        substitutionProtocol: note.substitutionProtocol,
      });
      // The number is used once by each note: no gap to inutilizar.
      expect(await numberGaps(t.app.fiscalEmission, shop.shop.id)).toEqual([]);
      // Nothing left to do: another run, and the emitter, send nothing.
      expect(calls('NFeRecepcaoEvento4', firstKey)).toHaveLength(1);
      await t.app.contingencyJob.runOnce();
      await emitThenCancel(t.app.fiscalEmission, queued.id);
      expect(calls('NFeRecepcaoEvento4', firstKey)).toHaveLength(1);
    });

    it('the normal twin never reached the SEFAZ: the consultation answers 217 and no event is sent', async () => {
      const { shop, queued, firstKey } = await queuedTwin('timeout');
      await makeNoteDue(t.app.db, queued.id);
      await t.app.contingencyJob.runOnce();
      const note = (await findNoteOfOrder(t.app.db, shop.shop.id, queued.orderId))!;
      expect(note).toMatchObject({
        status: 'authorised',
        tpEmis: 9,
        number: 1,
        replacedKey: null,
        replacedNumber: null,
        substitutionCStat: '217',
        substitutedAt: null,
      });
      expect(calls('NFeConsultaProtocolo4', firstKey)).toHaveLength(1);
      expect(calls('NFeRecepcaoEvento4', firstKey)).toEqual([]);
      // Asked once: a later run does not ask again.
      await t.app.contingencyJob.runOnce();
      await emitThenCancel(t.app.fiscalEmission, queued.id);
      expect(calls('NFeConsultaProtocolo4', firstKey)).toHaveLength(1);
    });

    it('a SEFAZ away at the consultation: the queue asks again and substitutes', async () => {
      const { shop, queued, firstKey } = await queuedTwin('lose-answer');
      // The contingency note gets through, then the SEFAZ is away before the consultation.
      const transmitted = await emitNote(t.app.fiscalEmission, queued.id);
      expect(transmitted).toMatchObject({ status: 'authorised', tpEmis: 9, number: 1 });
      fake.setMode({ kind: 'down' });
      const away = (await emitThenCancel(t.app.fiscalEmission, queued.id))!;
      expect(away).toMatchObject({
        status: 'authorised',
        replacedKey: null,
        substitutionCStat: null,
      });
      expect(away.substitutionXMotivo).toContain('SEFAZ indisponível');
      expect(away.nextAttemptAt).not.toBeNull();

      fake.setMode({ kind: 'authorize' });
      await makeNoteDue(t.app.db, queued.id);
      await t.app.contingencyJob.runOnce();
      const note = (await findNoteOfOrder(t.app.db, shop.shop.id, queued.orderId))!;
      expect(note).toMatchObject({ replacedKey: firstKey, substitutionCStat: '135' });
      expect(note.nextAttemptAt).toBeNull();
      expect(fake.canceled.has(firstKey)).toBe(true);
    });

    it('the admin’s retry sends again a 110112 the SEFAZ refused', async () => {
      const { shop, queued, firstKey } = await queuedTwin('lose-answer');
      await emitNote(t.app.fiscalEmission, queued.id);
      fake.setMode({
        kind: 'reject-events',
        cStat: '999',
        xMotivo: 'Rejeição: Erro não catalogado',
      });
      const refused = (await emitThenCancel(t.app.fiscalEmission, queued.id))!;
      expect(refused).toMatchObject({ replacedKey: firstKey, substitutionCStat: '999' });
      expect(refused.substitutedAt).toBeNull();

      fake.setMode({ kind: 'authorize' });
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
        number: 1,
        replacedNumber: 1,
        replacedKey: firstKey,
        substitutionXMotivo: 'Evento registrado e vinculado a NF-e',
      });
      expect(retried.json().substitutedAt).toEqual(expect.any(String));
      expect(fake.canceled.has(firstKey)).toBe(true);
    });

    it('past 168 hours the substitute is authorised and the admin told to ask the SEFAZ', async () => {
      const { shop, queued, firstKey } = await queuedTwin('lose-answer');
      const tooLate = new Date(Date.now() + (substitutionWindowHours + 1) * 3_600_000);
      t.app.fiscalEmission.now = () => tooLate;
      await emitThenCancel(t.app.fiscalEmission, queued.id);
      const note = (await findNoteOfOrder(t.app.db, shop.shop.id, queued.orderId))!;
      expect(note).toMatchObject({ status: 'authorised', replacedKey: firstKey });
      expect(note.substitutedAt).toBeNull();
      expect(note.substitutionXMotivo).toContain(
        'Prazo do cancelamento por substituição encerrado',
      );
      expect(fake.canceled.has(firstKey)).toBe(false);
      expect(calls('NFeRecepcaoEvento4', firstKey)).toEqual([]);
    });
  },
);
