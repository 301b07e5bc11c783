import { describe, expect, it } from 'vitest';
import {
  formatCpfInput,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  normalizeTaxId,
} from './tax-id';

describe('CPF and CNPJ check digits', () => {
  it.each([
    // valid CPFs, with and without punctuation
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    // valid numeric CNPJs
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['04.252.011/0001-10', true],
    // valid alphanumeric CNPJs (Receita Federal's published example, IN RFB 2.229/2024)
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12abc34501de35', true],
    // more of the Receita Federal's reference cases (its published DV test suite)
    ['ABCDEFGHIJKL80', true],
    ['ABCDEFGHIJKL81', false],
    ['00000000000191', true],
    ['90.021.382/0001-22', true],
    ['04.740.714/0001-97', true],
    ['0000000000019L', false],
    ['000000000001P1', false],
    // wrong check digits
    ['529.982.247-24', false],
    ['52998224752', false],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-18', false],
    ['12.ABC.345/01DE-36', false],
    // all digits equal pass the arithmetic but are not real documents
    ['000.000.000-00', false],
    ['111.111.111-11', false],
    ['00.000.000/0000-00', false],
    // wrong length or characters
    ['5299822472', false],
    ['529982247255', false],
    ['1122233300018', false],
    ['12ABC34501DEAB', false],
    ['', false],
    ['abc', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidCpfOrCnpj(value)).toBe(valid);
  });

  it('tells CPF from CNPJ', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCnpj('529.982.247-25')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpf('11.222.333/0001-81')).toBe(false);
  });

  it('normalizes punctuation and letter case', () => {
    expect(normalizeTaxId(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

describe('formatTaxId', () => {
  it('punctuates CPFs and CNPJs, numeric or not', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('formatCpfInput', () => {
  it('punctuates a CPF as it is typed, dropping anything but digits', () => {
    expect(formatCpfInput('')).toBe('');
    expect(formatCpfInput('529')).toBe('529');
    expect(formatCpfInput('5299')).toBe('529.9');
    expect(formatCpfInput('5299822')).toBe('529.982.2');
    expect(formatCpfInput('5299822472')).toBe('529.982.247-2');
    expect(formatCpfInput('52998224725999')).toBe('529.982.247-25');
    expect(formatCpfInput('529.982.a247-25')).toBe('529.982.247-25');
  });
});
