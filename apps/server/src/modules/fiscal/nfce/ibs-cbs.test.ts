import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { testIssuer, testSale, testUrls } from '../test/fiscal-fixtures';
import { openCertificate } from './certificate';
import { issueNfce } from './issue';
import type { FiscalItemData } from './types';
import { buildNfceXml } from './xml';

/*
 * Golden notes of the tax reform (issue 33, decision 060): a regime normal restaurant sells a
 * burger (made here: 200047, 40 % less), a beer (alcoholic: full rate) and a water (resold
 * industrialised: full rate). The expected values are worked out here in plain decimals,
 * independently of ibs-cbs.ts, and the signed note passes the PL_010b schemas.
 */

const burger: FiscalItemData = {
  code: 'X-BURGER',
  description: 'X-Búrguer',
  quantity: 2,
  unitPriceCents: 3290,
  ncm: '21069090',
  cfop: '5101',
  cst: '00',
  icmsRate: 3.2,
  origin: 0,
  unit: 'UN',
  ibsCbsClass: '200047',
};
const beer: FiscalItemData = {
  code: 'CERVEJA',
  description: 'Cerveja long neck 355 ml',
  quantity: 3,
  unitPriceCents: 1190,
  ncm: '22030000',
  cfop: '5405',
  cst: '60',
  cest: '0302100',
  origin: 0,
  unit: 'UN',
  ibsCbsClass: '000001',
};
const water: FiscalItemData = {
  code: 'AGUA',
  description: 'Água mineral 500 ml',
  quantity: 1,
  unitPriceCents: 590,
  ncm: '22011000',
  cfop: '5405',
  cst: '60',
  cest: '0300300',
  origin: 0,
  unit: 'UN',
  ibsCbsClass: '000001',
};

/** 6580 + 3570 + 590 = 10740, less 740 spread: 453, 246, 41 (largest remainders). */
const sale = testSale({
  items: [burger, beer, water],
  discountCents: 740,
  payments: [{ kind: '17', amountCents: 10_000 }],
});
const identityOn = (iso: string) => ({
  series: 1,
  number: 7,
  cNF: '20260310',
  tpEmis: 1 as const,
  issuedAt: new Date(iso),
});

/** An item's gIBSCBS as the parser reads it: every value a string. */
interface ParsedGroup {
  vBC: string;
  vIBS: string;
  gIBSUF: Record<string, string>;
  gIBSMun: Record<string, string>;
  gCBS: Record<string, string>;
}

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'det' });
const parse = (xml: string) => parser.parse(xml).NFe.infNFe;
const round2 = (value: number) => Math.round(value * 100 + 1e-9) / 100;
const text = (value: number) => value.toFixed(2);

/** What the NT asks for an item, in decimals: vBC = net - vICMS; value = vBC x rate x (1 - red). */
function expectedItem(net: number, icms: number, reduction: number) {
  const base = round2(net - icms);
  const factor = 1 - reduction / 100;
  const uf = round2((base * 0.1 * factor) / 100);
  const mun = 0;
  const cbs = round2((base * 0.9 * factor) / 100);
  return { base, uf, mun, cbs };
}

describe('IBS and CBS on the NFC-e of a regime normal restaurant (2026)', () => {
  const issuer = testIssuer({ crt: 3 });
  const { xml } = buildNfceXml({ issuer, sale, identity: identityOn('2026-03-10T15:00:00Z') });
  const note = parse(xml);
  // Net of each line after the spread discount, and the burger's ICMS at 3.2 %.
  const burgerIcms = round2((61.27 * 3.2) / 100);
  const expected = [
    expectedItem(61.27, burgerIcms, 40),
    expectedItem(33.24, 0, 0),
    expectedItem(5.49, 0, 0),
  ];

  it('gives the burger the reduced rate with gRed, and the beer and water the full rate', () => {
    const [burgerTax, beerTax, waterTax] = note.det.map(
      (det: { imposto: { IBSCBS: unknown } }) => det.imposto.IBSCBS,
    );
    expect(burgerTax).toMatchObject({ CST: '200', cClassTrib: '200047' });
    expect(burgerTax.gIBSCBS.gIBSUF).toEqual({
      pIBSUF: '0.1000',
      gRed: { pRedAliq: '40.0000', pAliqEfet: '0.0600' },
      vIBSUF: text(expected[0]!.uf),
    });
    expect(burgerTax.gIBSCBS.gCBS.gRed).toEqual({ pRedAliq: '40.0000', pAliqEfet: '0.5400' });
    for (const tax of [beerTax, waterTax]) {
      expect(tax).toMatchObject({ CST: '000', cClassTrib: '000001' });
      expect(tax.gIBSCBS.gIBSUF.gRed).toBeUndefined();
      expect(tax.gIBSCBS.gCBS.pCBS).toBe('0.9000');
    }
  });

  it('has item values and totals equal to independent sums', () => {
    note.det.forEach((det: { imposto: { IBSCBS: { gIBSCBS: ParsedGroup } } }, i: number) => {
      const group = det.imposto.IBSCBS.gIBSCBS;
      const want = expected[i]!;
      expect(group.vBC).toBe(text(want.base));
      expect(group.gIBSUF.vIBSUF).toBe(text(want.uf));
      expect(group.gIBSMun.vIBSMun).toBe(text(want.mun));
      expect(group.vIBS).toBe(text(round2(want.uf + want.mun)));
      expect(group.gCBS.vCBS).toBe(text(want.cbs));
    });
    const sum = (pick: (item: (typeof expected)[number]) => number) =>
      text(round2(expected.reduce((total, item) => total + pick(item), 0)));
    const total = note.total.IBSCBSTot;
    expect(total.vBCIBSCBS).toBe(sum((item) => item.base));
    expect(total.gIBS.gIBSUF.vIBSUF).toBe(sum((item) => item.uf));
    expect(total.gIBS.gIBSMun.vIBSMun).toBe(sum((item) => item.mun));
    expect(total.gIBS.vIBS).toBe(sum((item) => item.uf + item.mun));
    expect(total.gCBS.vCBS).toBe(sum((item) => item.cbs));
    // 2026 is a test year: the taxes do not change what the customer pays.
    expect(note.total.ICMSTot.vNF).toBe('100.00');
  });

  it('signs into a note the PL_010b schemas accept', async () => {
    const issued = await issueNfce({
      issuer,
      sale,
      identity: identityOn('2026-03-10T15:00:00Z'),
      certificate: openCertificate(issuer.certificate),
      urls: testUrls,
    });
    expect(issued.xml).toContain('<IBSCBSTot><vBCIBSCBS>');
  });
});

describe('the date a Simples Nacional shop starts carrying IBS and CBS', () => {
  const issuer = testIssuer({ crt: 1 });

  it('emits no group in 2026', () => {
    const { xml } = buildNfceXml({ issuer, sale, identity: identityOn('2026-11-20T15:00:00Z') });
    expect(xml).not.toContain('<IBSCBS>');
    expect(xml).not.toContain('<IBSCBSTot>');
  });

  // The CBS of 2027 is not published yet (data/ibs-cbs-rates.json leaves it null): this test
  // gives a made-up 0.5 % for it, as the file will carry the real one, to show the groups.
  const ibsCbsRates = [
    { year: 2027, ibsUf: 0.05, ibsMun: 0.05, cbs: 0.5, basis: 'test: made-up CBS rate' },
  ];

  it('emits the groups from 04/01/2027, with the 2027 rates, and they pass the schemas', async () => {
    const identity = identityOn('2027-02-10T15:00:00Z');
    const { xml } = buildNfceXml({ issuer, sale, identity, ibsCbsRates });
    const note = parse(xml);
    expect(note.det[0].imposto.IBSCBS.gIBSCBS.gIBSMun.pIBSMun).toBe('0.0500');
    expect(note.total.IBSCBSTot.gIBS.gIBSMun.vIBSMun).not.toBe('0.00');
    const issued = await issueNfce({
      issuer,
      sale,
      identity,
      certificate: openCertificate(issuer.certificate),
      urls: testUrls,
      ibsCbsRates,
    });
    expect(issued.xml).toContain('<IBSCBSTot>');
  });

  it('issues no 2027 note while the CBS of 2027 is unpublished, rather than guess it', () => {
    expect(() =>
      buildNfceXml({ issuer, sale, identity: identityOn('2027-02-10T15:00:00Z') }),
    ).toThrow('A alíquota da CBS de 2027 ainda não foi publicada');
  });

  it('emits them in 2026 when the shop chose to start early', () => {
    const early = testIssuer({ crt: 1, ibsCbsEarly: true });
    const { xml } = buildNfceXml({
      issuer: early,
      sale,
      identity: identityOn('2026-11-20T15:00:00Z'),
    });
    expect(xml).toContain('<IBSCBS><CST>200</CST><cClassTrib>200047</cClassTrib>');
  });

  it('refuses a cClassTrib outside the table', () => {
    const odd = testSale({ items: [{ ...burger, ibsCbsClass: '999999' }], discountCents: 0 });
    odd.payments = [{ kind: '17', amountCents: 6580 }];
    expect(() =>
      buildNfceXml({
        issuer: testIssuer({ crt: 3 }),
        sale: odd,
        identity: identityOn('2026-03-10T15:00:00Z'),
      }),
    ).toThrow('Classificação do IBS/CBS 999999 fora da tabela cClassTrib');
  });
});
