import { fiscalSettingsInputSchema, type FiscalSettings } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { fiscalFormOf, fiscalInputOf } from './fiscal-form';

const off: FiscalSettings = {
  enabled: false,
  cnpj: null,
  ie: null,
  crt: 1,
  uf: null,
  municipalityCode: null,
  environment: 'homologacao',
  cscId: null,
  cscConfigured: false,
  certificate: null,
  series: [],
  warnings: [],
};

describe('the NFC-e settings form', () => {
  it('starts a new shop with the kiosks series 1 and keeps the CSC out of the input', () => {
    const form = fiscalFormOf(off);
    expect(form.series).toMatchObject([{ device: 'Totem', series: '1', nextNumber: '1' }]);
    const input = fiscalInputOf(form);
    expect(input).not.toHaveProperty('csc');
    expect(fiscalSettingsInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a newly typed CSC and the typed series as numbers', () => {
    const form = {
      ...fiscalFormOf({ ...off, series: [{ device: 'Caixa 1', series: 2, nextNumber: 40 }] }),
      enabled: true,
      cnpj: '11.222.333/0001-81',
      ie: '110042490114',
      uf: 'SP',
      municipalityCode: '3550308',
      csc: 'ABC123',
    };
    const input = fiscalInputOf(form);
    expect(input).toMatchObject({
      csc: 'ABC123',
      series: [{ device: 'Caixa 1', series: 2, nextNumber: 40 }],
    });
    expect(fiscalSettingsInputSchema.parse(input).cnpj).toBe('11222333000181');
  });

  it('leaves a half-typed number for the server to refuse', () => {
    const form = fiscalFormOf(off);
    form.series[0]!.nextNumber = '';
    const parsed = fiscalSettingsInputSchema.safeParse(fiscalInputOf(form));
    expect(parsed.success).toBe(false);
  });
});
