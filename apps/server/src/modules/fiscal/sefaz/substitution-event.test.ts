import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificate } from '../nfce/certificate';
import { issueNfce } from '../nfce/issue';
import { validateSubstitutionEvent } from '../nfce/validate';
import { testIssuer, testSale, testUrls } from '../test/fiscal-fixtures';
import { startFakeSefaz, type FakeSefaz } from './fake-sefaz';
import { eventBatch, signedSubstitutionCancelEvent } from './messages';
import { createSefazClient, type SefazClient } from './sefaz-client';

/*
 * The cancel by substitution (110112) as the client builds it and the fake SEFAZ takes it
 * (decision 061): the official schema (envEventoCancSubst_v1.00), and the substitute's rules.
 */

const issuer = testIssuer();
const certificate = openCertificate(issuer.certificate);
let fake: FakeSefaz;
let client: SefazClient;

/** A signed note numbered `number`, normal (1) or in contingency (9). */
function signed(number: number, tpEmis: 1 | 9, sale = testSale(), cNF = '12345678') {
  return issueNfce({
    issuer,
    sale,
    identity: {
      series: 7,
      number,
      cNF,
      tpEmis,
      issuedAt: new Date(),
      contingency: tpEmis === 9 ? { since: new Date(), reason: 'SEFAZ sem resposta' } : undefined,
    },
    certificate,
    urls: testUrls,
  });
}

/** An authorised note numbered `number`, normal (1) or in contingency (9). */
async function authorised(number: number, tpEmis: 1 | 9, sale = testSale()) {
  const issued = await signed(number, tpEmis, sale);
  const result = await client.authorize(issued.xml, String(number));
  if (result.kind !== 'authorized') throw new Error(`${result.cStat} ${result.xMotivo}`);
  return { key: issued.key, protocol: result.protocol };
}

beforeAll(async () => {
  fake = await startFakeSefaz();
  client = createSefazClient({
    endpoints: fake.endpoints,
    certificate,
    uf: 'SP',
    tpAmb: 2,
    timeoutMs: 30_000, // The fake validates each note against the XSDs: slow on a loaded machine.
  });
});
afterAll(() => fake.close());

const hours = (count: number) => new Date(Date.now() + count * 3_600_000);
const input = (
  first: { key: string; protocol: string },
  substituteKey: string,
  at = new Date(),
) => ({
  key: first.key,
  protocol: first.protocol,
  reason: 'NFC-e substituida pela emitida em contingencia',
  cnpj: issuer.cnpj,
  at,
  batchId: '7',
  substituteKey,
});

describe(
  "the fake SEFAZ's duplicate rules (MOC 7.0, rejections 204 and 539)",
  { timeout: 120_000 },
  () => {
    it('an NFC-e is known by model, UF, CNPJ, series, number and tpEmis (Ajuste SINIEF 19/19)', async () => {
      const normal = await signed(31, 1);
      expect(await client.authorize(normal.xml, '31')).toMatchObject({ kind: 'authorized' });
      // The same number in contingency is another NFC-e: authorised, not a duplicate.
      const contingency = await signed(31, 9);
      expect(contingency.key.slice(0, 34)).toBe(normal.key.slice(0, 34));
      expect(await client.authorize(contingency.xml, '32')).toMatchObject({
        kind: 'authorized',
        cStat: '100',
      });
      // The same natural key under another access key (another cNF): 539 names the one held.
      const otherCode = await signed(31, 1, testSale(), '87654321');
      expect(await client.authorize(otherCode.xml, '33')).toMatchObject({
        kind: 'rejected',
        cStat: '539',
        xMotivo: expect.stringContaining(`[chNFe: ${normal.key}]`),
      });
      // The very key again: 204, the protocol it holds.
      expect(await client.authorize(normal.xml, '34')).toMatchObject({
        kind: 'duplicate',
        cStat: '204',
        xMotivo: expect.stringContaining(fake.authorized.get(normal.key)!.protocol),
      });
    });
  },
);

describe('cancel by substitution (110112)', { timeout: 120_000 }, () => {
  it('builds an event the official schema accepts, with chNFeRef and the author', async () => {
    const event = signedSubstitutionCancelEvent(
      { ...input({ key: '3'.repeat(44), protocol: '135260000000001' }, '4'.repeat(44)), tpAmb: 2 },
      certificate,
    );
    expect(event).toContain(`<infEvento Id="ID110112${'3'.repeat(44)}01">`);
    expect(event).toContain(
      '<detEvento versao="1.00"><descEvento>Cancelamento por substituicao</descEvento>' +
        '<cOrgaoAutor>33</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>Comanda 1.0</verAplic>',
    );
    expect(event).toContain(`<chNFeRef>${'4'.repeat(44)}</chNFeRef></detEvento>`);
    expect((await validateSubstitutionEvent(eventBatch(event, '1'))).errors).toEqual([]);
  });

  it('the fake SEFAZ registers it only for an authorised contingency substitute', async () => {
    const first = await authorised(1, 1);
    const normal = await authorised(2, 1);
    expect(await client.cancelBySubstitution(input(first, normal.key))).toMatchObject({
      registered: false,
      cStat: '999',
    });
    const unknown = `${normal.key.slice(0, 34)}9${normal.key.slice(35)}`;
    expect(await client.cancelBySubstitution(input(first, unknown))).toMatchObject({
      registered: false,
      cStat: '999',
    });
    const substitute = await authorised(3, 9);
    // Two hours on, past a plain cancel's 30 minutes: 110111 is refused (501), 110112 taken.
    const plain = await client.cancel({ ...input(first, substitute.key, hours(2)) });
    expect(plain).toMatchObject({ registered: false, cStat: '501' });
    const done = await client.cancelBySubstitution(input(first, substitute.key, hours(2)));
    expect(done).toMatchObject({ registered: true, cStat: '135' });
    expect(done.processedXml).toContain('<tpEvento>110112</tpEvento>');
    expect(fake.canceled.has(first.key)).toBe(true);
    expect(await client.cancelBySubstitution(input(first, substitute.key))).toMatchObject({
      cStat: '573',
    });
  });

  it('judges the pair by the NT 2018.004 rules: tpEmis, same sale, 168 hours', async () => {
    const first = await authorised(11, 1);
    const substitute = await authorised(12, 9);
    // The substituted note must have been issued normally.
    const contingencyFirst = await authorised(13, 9);
    expect(
      await client.cancelBySubstitution(input(contingencyFirst, substitute.key)),
    ).toMatchObject({ cStat: '999', xMotivo: expect.stringContaining('tpEmis 1') });
    // Another sale (another total) does not substitute it.
    const other = await authorised(
      14,
      9,
      testSale({ discountCents: 430, payments: [{ kind: '17', amountCents: 5400 }] }),
    );
    expect(await client.cancelBySubstitution(input(first, other.key))).toMatchObject({
      cStat: '999',
      xMotivo: expect.stringContaining('valor total'),
    });
    // Past 168 hours of the first's issue, not even by substitution.
    expect(
      await client.cancelBySubstitution(input(first, substitute.key, hours(169))),
    ).toMatchObject({ cStat: '999', xMotivo: expect.stringContaining('168 horas') });
    expect(
      await client.cancelBySubstitution(input(first, substitute.key, hours(167))),
    ).toMatchObject({ registered: true, cStat: '135' });
  });
});
