import { describe, expect, it } from 'vitest';
import {
  ibsCbsCategoryDefaults,
  ibsCbsClassField,
  ibsCbsClassification,
  ibsCbsClassifications,
  ibsCbsExplanation,
  ibsCbsRatesOn,
  ibsCbsRequired,
  ibsCbsTable,
} from './ibs-cbs';

describe('the shipped cClassTrib table (data/ibs-cbs-classification.json)', () => {
  it('is the version of the Informe Técnico 2025.002 the ADR cites', () => {
    // A newer table is a new data file: update this line and ADR 060 with it.
    expect([ibsCbsTable.version, ibsCbsTable.published]).toEqual(['1.40', '2026-01-27']);
    expect(ibsCbsTable.source).toContain('Informe Técnico 2025.002');
  });

  it('has the restaurants and full-rate codes, each under its CST', () => {
    expect(ibsCbsClassification('200047')).toMatchObject({
      cst: '200',
      reductionIbs: 40,
      reductionCbs: 40,
    });
    expect(ibsCbsClassification('000001')).toMatchObject({ cst: '000', reductionIbs: 0 });
    for (const code of ibsCbsClassifications)
      expect(code.cClassTrib.startsWith(code.cst)).toBe(true);
    for (const code of Object.values(ibsCbsCategoryDefaults)) {
      expect(ibsCbsClassification(code)).toBeDefined();
    }
  });

  it('lets a product pick only codes of the table', () => {
    expect(ibsCbsClassField.parse('200047')).toBe('200047');
    expect(ibsCbsClassField.parse('')).toBeNull();
    expect(ibsCbsClassField.safeParse('123456').error?.issues[0]?.message).toBe(
      'Classificação do IBS/CBS fora da tabela cClassTrib',
    );
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
    expect(ibsCbsRatesOn('2030-01-01')?.year).toBe(2027);
  });
});

describe('the explanation on the fiscal settings screen', () => {
  it('tells a regime normal shop it already carries them, with the rates and the 40 %', () => {
    const text = ibsCbsExplanation(3, '2026-11-27', false).join(' ');
    expect(text).toContain('Desde 01/01/2026');
    expect(text).toContain('CBS 0,9% e IBS 0,1%');
    expect(text).toContain('redução de 40%');
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
