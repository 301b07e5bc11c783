import { describe, expect, it } from 'vitest';
import { accessKeyCheckDigit, buildAccessKey, isValidAccessKey, randomCNF } from './access-key';

/*
 * Published keys of real notes. Sources:
 * - nfephp-org/sped-nfe tests/fixtures/xml/nfce.xml (PR) and 2017signed.xml (SP, model 55)
 *   (two other fixtures there, of RS and BA, carry hand-made keys whose check digit is wrong);
 * - QR codes of NFC-e printed by SP and PR shops, published in public repositories (the
 *   `p=` parameter of https://www.nfce.fazenda.sp.gov.br/qrcode and
 *   http://www.fazenda.pr.gov.br/nfce/qrcode).
 */
const publishedKeys = [
  '41200323285089000185650010000013051817822496',
  '35170358716523000119550010000000301000000300',
  '35260452511591001560656030000001501119149935',
  '35260452511591001560656030000001511119149932',
  '41240576189406004202651140003487451000812851',
  '41231243739437000154651100000693751161457949',
];

describe('access key', () => {
  it.each(publishedKeys)('computes the check digit of the published key %s', (key) => {
    expect(accessKeyCheckDigit(key.slice(0, 43))).toBe(key[43]);
    expect(isValidAccessKey(key)).toBe(true);
  });

  it('refuses a key with a wrong check digit or a changed digit', () => {
    const key = publishedKeys[0]!;
    const wrongDigit = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    expect(isValidAccessKey(wrongDigit)).toBe(false);
    expect(isValidAccessKey(`5${key.slice(1)}`)).toBe(false);
    expect(isValidAccessKey(key.slice(0, 43))).toBe(false);
  });

  it('builds a key from its parts, padded as the layout says', () => {
    // The PR note above: cUF 41, 2020-03, CNPJ 23285089000185, model 65, series 1, nNF 1305,
    // tpEmis 1, cNF 81782249, cDV 6.
    expect(
      buildAccessKey({
        cUF: '41',
        yearMonth: '2003',
        cnpj: '23285089000185',
        model: '65',
        series: 1,
        number: 1305,
        tpEmis: 1,
        cNF: '81782249',
      }),
    ).toBe('41200323285089000185650010000013051817822496');
  });

  it('takes the alphanumeric CNPJ, each character counting as its ASCII code minus 48', () => {
    // The Receita Federal's example CNPJ of the alphanumeric format (12ABC34501DE35).
    const key = buildAccessKey({
      cUF: '35',
      yearMonth: '2607',
      cnpj: '12ABC34501DE35',
      model: '65',
      series: 1,
      number: 1,
      tpEmis: 1,
      cNF: '12345678',
    });
    // Worked out by hand (Python, separately): weighted sum 851, 851 % 11 = 4, cDV = 11 - 4 = 7.
    expect(key).toBe('35260712ABC34501DE35650010000000011123456787');
    expect(isValidAccessKey(key)).toBe(true);
    // 'A' counts 17, not 1: with digits in place of the letters the check digit is 8.
    expect(accessKeyCheckDigit(key.slice(0, 43).replace('ABC', '123'))).toBe('8');
  });

  it('refuses malformed parts', () => {
    const base = {
      cUF: '35',
      yearMonth: '2611',
      cnpj: '11222333000181',
      model: '65' as const,
      series: 1,
      number: 1,
      tpEmis: 1 as const,
      cNF: '12345678',
    };
    expect(() => buildAccessKey({ ...base, number: 0 })).toThrow();
    expect(() => buildAccessKey({ ...base, series: 1000 })).toThrow();
    expect(() => buildAccessKey({ ...base, cnpj: '1122233300018' })).toThrow();
    expect(() => buildAccessKey({ ...base, cNF: '1234567' })).toThrow();
  });

  it('draws a cNF of 8 digits that is not the note number', () => {
    const values = [0.00000001, 0.5];
    expect(randomCNF(1, () => values.shift()!)).toBe('50000000');
    expect(randomCNF(7)).toMatch(/^\d{8}$/);
  });
});
