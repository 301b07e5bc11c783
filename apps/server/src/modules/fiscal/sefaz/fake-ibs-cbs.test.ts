import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificate } from '../nfce/certificate';
import { addSupplement, qrCodeV3Online } from '../nfce/qr-code';
import { signXml } from '../nfce/sign';
import { buildNfceXml } from '../nfce/xml';
import { testIssuer, testSale, testUrls } from '../test/fiscal-fixtures';
import { ibsCbsRefusal } from './fake-ibs-cbs';
import { startFakeSefaz, type FakeSefaz } from './fake-sefaz';
import { createSefazClient } from './sefaz-client';

/* The fake SEFAZ checks the IBS/CBS totals of a regime normal shop's note (decision 060). */

const issuer = testIssuer({ crt: 3 });
const certificate = openCertificate(issuer.certificate);
let number = 500;

/** A signed note of 2026 (with the groups), its XML changed by `edit` before signing. */
function signedNote(edit: (xml: string) => string = (xml) => xml) {
  number += 1;
  const sale = testSale();
  sale.items[0]!.ibsCbsClass = '200047';
  const document = buildNfceXml({
    issuer,
    sale,
    identity: {
      series: 1,
      number,
      cNF: '31415926',
      tpEmis: 1,
      issuedAt: new Date('2026-06-15T15:00:00Z'),
    },
  });
  const signed = signXml(edit(document.xml), certificate);
  const qrCode = qrCodeV3Online({ baseUrl: testUrls.qrCode, key: document.key, tpAmb: 2 });
  return addSupplement(signed, qrCode, testUrls.urlChave);
}

const wrongCbsTotal = (xml: string) =>
  xml.replace(/(<IBSCBSTot>.*<vCBS>)([\d.]+)(<\/vCBS>)/, (_all, head, _value, tail) => {
    return `${head}9.99${tail}`;
  });

describe('the fake SEFAZ and the IBS/CBS totals', () => {
  let fake: FakeSefaz;
  beforeAll(async () => {
    fake = await startFakeSefaz();
  });
  afterAll(() => fake.close());
  const client = () =>
    createSefazClient({
      endpoints: fake.endpoints,
      certificate,
      uf: 'SP',
      tpAmb: 2,
      timeoutMs: 30_000,
    });

  it('finds nothing wrong in the notes we build', () => {
    expect(ibsCbsRefusal(signedNote())).toBeUndefined();
  });

  it('refuses a total that is not the sum of the items, and a total without items (1118)', () => {
    expect(ibsCbsRefusal(signedNote(wrongCbsTotal))).toEqual([
      '999',
      'Rejeição: Erro não catalogado (vCBS difere da soma dos itens)',
    ]);
    const withoutItems = signedNote((xml) => xml.replace(/<IBSCBS>.*?<\/IBSCBS>/g, ''));
    expect(ibsCbsRefusal(withoutItems)?.[0]).toBe('1118');
  });

  it(
    'authorises the note with the groups and rejects the one whose total is wrong',
    { timeout: 120_000 },
    async () => {
      expect(await client().authorize(signedNote(), '1')).toMatchObject({
        kind: 'authorized',
        cStat: '100',
      });
      expect(await client().authorize(signedNote(wrongCbsTotal), '2')).toMatchObject({
        kind: 'rejected',
        cStat: '999',
      });
    },
  );
});
