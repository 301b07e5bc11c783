import { describe, expect, it } from 'vitest';
import {
  ibsCbsCategoryDefaults,
  ibsCbsClassField,
  ibsCbsClassification,
  ibsCbsClassifications,
  ibsCbsCst,
  ibsCbsNfceClassifications,
  ibsCbsOnNfce,
  ibsCbsRates,
  ibsCbsExplanation,
  ibsCbsRatesOn,
  ibsCbsRequired,
  ibsCbsTable,
} from './ibs-cbs';

describe('the shipped cClassTrib table (data/ibs-cbs-classification.json)', () => {
  it('is the whole table of the version decision 080 cites', () => {
    // A newer table is a new data file: update this line and decision 080 with it.
    expect([ibsCbsTable.version, ibsCbsTable.asOf]).toEqual(['1.60', '2026-10-08']);
    expect(ibsCbsTable.source).toContain('Informe Técnico 2025.002');
    expect(ibsCbsTable.csts).toHaveLength(18);
    expect(ibsCbsClassifications).toHaveLength(173);
    expect(new Set(ibsCbsClassifications.map((code) => code.cClassTrib)).size).toBe(173);
    for (const code of ibsCbsClassifications) {
      expect(code.cClassTrib.startsWith(code.cst)).toBe(true);
    }
  });

  it('carries the official values (spot checks against the Informe Técnico table)', () => {
    expect(ibsCbsClassification('200047')).toMatchObject({
      cst: '200',
      description:
        'Bares e Restaurantes, observado o art. 275 da Lei Complementar nº 214, de 2025.',
      reductionIbs: 40,
      reductionCbs: 40,
      rateType: 'Padrão',
      validFrom: '2025-05-05',
      documents: ['NFe', 'NFCe'],
    });
    // Different reductions for the IBS and the CBS (Prouni: 60 % and 100 %).
    expect(ibsCbsClassification('200025')).toMatchObject({ reductionIbs: 60, reductionCbs: 100 });
    expect(ibsCbsClassification('200034')).toMatchObject({ reductionIbs: 60, reductionCbs: 60 });
    expect(ibsCbsClassification('200003')).toMatchObject({ reductionIbs: 100, reductionCbs: 100 });
    expect(ibsCbsClassification('410019')?.description).toBe(
      'Exclusão da gorjeta na base de cálculo no fornecimento de alimentação, observado o art. 274 da Lei Complementar nº 214, de 2025.',
    );
    // Codes whose validity ended on 01/01/2026.
    expect(ibsCbsClassification('220001')?.validTo).toBe('2026-01-01');
    expect(ibsCbsCst('200')?.indicators).toEqual(['tributacao', 'reducaoAliquota']);
    expect(ibsCbsCst('410')?.indicators).toEqual([]);
  });

  it('offers on the NFC-e only the codes the table enables for it and our note can write', () => {
    const offered = ibsCbsNfceClassifications.map((code) => code.cClassTrib);
    expect(offered).toContain('200047');
    expect(offered).toContain('410019');
    expect(offered).not.toContain('200048'); // hotels: NFS-e only
    expect(offered).not.toContain('620006'); // monophasic fuel: its own group
    for (const code of ibsCbsNfceClassifications) {
      expect(code.documents).toContain('NFCe');
      expect(['000', '200', '410']).toContain(code.cst);
    }
    for (const code of Object.values(ibsCbsCategoryDefaults)) {
      expect(ibsCbsClassification(code) && ibsCbsOnNfce(ibsCbsClassification(code)!)).toBe(true);
    }
  });

  it('lets a product pick only codes of the table that the NFC-e may carry', () => {
    expect(ibsCbsClassField.parse('200047')).toBe('200047');
    expect(ibsCbsClassField.parse('')).toBeNull();
    expect(ibsCbsClassField.safeParse('123456').error?.issues[0]?.message).toBe(
      'Classificação do IBS/CBS fora da tabela cClassTrib da NFC-e',
    );
    expect(ibsCbsClassField.safeParse('200048').success).toBe(false);
  });
});

describe('the shipped rates (data/ibs-cbs-rates.json)', () => {
  it('gives each year its legal basis and leaves unpublished rates empty', () => {
    expect(ibsCbsRates.asOf).toBe('2026-01-27');
    for (const year of ibsCbsRates.years) expect(year.basis).toMatch(/LC 214\/2025, art\. 34[34]/);
    expect(ibsCbsRatesOn('2027-05-01')).toMatchObject({ ibsUf: 0.05, ibsMun: 0.05, cbs: null });
  });
});

describe('when a note carries IBS and CBS', () => {
  it('regime normal from 01/01/2026; Simples and MEI from 04/01/2027; earlier by choice', () => {
    expect(ibsCbsRequired(3, '2025-12-31', false)).toBe(false);
    expect(ibsCbsRequired(3, '2026-01-01', false)).toBe(true);
    expect(ibsCbsRequired(1, '2026-11-27', false)).toBe(false);
    expect(ibsCbsRequired(1, '2026-11-27', true)).toBe(true);
    expect(ibsCbsRequired(2, '2027-01-03', false)).toBe(false);
    expect(ibsCbsRequired(1, '2027-01-04', false)).toBe(true);
    // No rates before 2026: nothing to carry, whatever the choice.
    expect(ibsCbsRequired(1, '2025-12-31', true)).toBe(false);
  });

  it('takes the test rates of 2026 (CBS 0,9 %, IBS 0,1 %) and the latest year listed after', () => {
    expect(ibsCbsRatesOn('2026-05-01')).toMatchObject({ ibsUf: 0.1, ibsMun: 0, cbs: 0.9 });
    expect(ibsCbsRatesOn('2027-05-01')).toMatchObject({ ibsUf: 0.05, ibsMun: 0.05 });
    expect(ibsCbsRatesOn('2030-01-01')?.year).toBe(2028);
  });
});

describe('the explanation on the fiscal settings screen', () => {
  it('tells a regime normal shop it already carries them, with the rates and the 40 %', () => {
    const text = ibsCbsExplanation(3, '2026-11-27', false).join(' ');
    expect(text).toContain('Desde 01/01/2026');
    expect(text).toContain('CBS 0,9% e IBS 0,1%');
    expect(text).toContain('redução de 40%');
    // Each year's rates with their source; 2027's CBS is said to be unpublished, not guessed.
    expect(text).toContain('Fonte: LC 214/2025, art. 343');
    expect(text).toContain('Em 2027, IBS 0,1%; a alíquota da CBS ainda não foi publicada');
  });

  it('tells a Simples shop nothing changes until 04/01/2027, unless it starts early', () => {
    expect(ibsCbsExplanation(1, '2026-11-27', false)[0]).toBe(
      'Até 04/01/2027 a NFC-e continua como está. A partir dessa data, passa a informar o IBS e a CBS da reforma tributária.',
    );
    expect(ibsCbsExplanation(1, '2026-11-27', true)[0]).toContain('escolheu informar');
    expect(ibsCbsExplanation(1, '2027-02-01', false)[0]).toContain('Desde 04/01/2027');
    expect(ibsCbsExplanation(4, '2026-11-27', false)[0]).toContain('MEI é dispensado');
  });
});
