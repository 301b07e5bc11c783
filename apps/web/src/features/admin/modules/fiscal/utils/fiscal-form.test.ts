import {
  fiscalSettingsDefaults,
  fiscalSettingsInputSchema,
  type FiscalSettings,
} from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { fiscalFormOf, fiscalInputOf } from './fiscal-form';

const off: FiscalSettings = {
  ...fiscalSettingsDefaults,
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
      legalName: 'Padaria Teste Ltda',
      street: 'Rua das Flores',
      streetNumber: '120',
      district: 'Centro',
      cep: '01001-000',
      municipalityName: 'São Paulo',
      csc: 'ABC123',
    };
    const input = fiscalInputOf(form);
    expect(input).toMatchObject({
      csc: 'ABC123',
      series: [{ device: 'Caixa 1', series: 2, nextNumber: 40 }],
    });
    const parsed = fiscalSettingsInputSchema.parse(input);
    expect(parsed).toMatchObject({ cnpj: '11222333000181', cep: '01001000', tradeName: null });
    // A real environment without the address is refused, field by field.
    const missing = fiscalSettingsInputSchema.safeParse(fiscalInputOf({ ...form, street: '' }));
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['street']]);
  });

  it('leaves a half-typed number for the server to refuse', () => {
    const form = fiscalFormOf(off);
    form.series[0]!.nextNumber = '';
    const parsed = fiscalSettingsInputSchema.safeParse(fiscalInputOf(form));
    expect(parsed.success).toBe(false);
  });
});
