import { formatCents } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { formatReaisInput, normalizeReaisInput, parseReais } from './money-input';

describe('parseReais', () => {
  it.each([
    ['12,90', 1290],
    ['12,9', 1290],
    ['12,', 1200],
    ['12', 1200],
    ['0,05', 5],
    ['0', 0],
    [',50', null],
    ['1.234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['12.90', 1290],
    ['12.9', 1290],
    ['R$ 12,90', 1290],
    ['r$12,90', 1290],
    ['  7,50 ', 750],
    ['1 234,56', 123456],
    ['0,10', 10],
    ['19,99', 1999],
  ])('%j → %j', (text, cents) => {
    expect(parseReais(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '12,999',
    '12,90,1',
    '-5',
    '-5,00',
    '12.34.5',
    '1.23,45',
    '12,9a',
    '1e3',
    '0x10',
    '12.345.6',
    '99999999999999999999',
  ])('%j is not an amount', (text) => {
    expect(parseReais(text)).toBeNull();
  });

  it('never goes through floating point', () => {
    // 0.29 * 100 = 28.999999999999996 in floating point; centavos must stay exact.
    expect(parseReais('0,29')).toBe(29);
    expect(parseReais('1,15')).toBe(115);
    expect(parseReais('4,35')).toBe(435);
  });
});

describe('formatReaisInput', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [1290, '12,90'],
    [123456, '1234,56'],
    [10_000_000, '100000,00'],
  ])('%j → %j', (cents, text) => {
    expect(formatReaisInput(cents)).toBe(text);
  });

  it('refuses what is not a non-negative integer of centavos', () => {
    expect(() => formatReaisInput(12.5)).toThrow(RangeError);
    expect(() => formatReaisInput(-1)).toThrow(RangeError);
  });

  it('round-trips with parseReais, and agrees with formatCents', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 1290, 99_999, 123_456, 10_000_000]) {
      const text = formatReaisInput(cents);
      expect(parseReais(text)).toBe(cents);
      expect(formatCents(cents).replace(/\./g, '')).toBe(`R$ ${text}`);
    }
  });
});

describe('normalizeReaisInput', () => {
  it('rewrites a valid amount in the canonical form', () => {
    expect(normalizeReaisInput('12,9')).toBe('12,90');
    expect(normalizeReaisInput('R$ 1.234')).toBe('1234,00');
    expect(normalizeReaisInput('12.5')).toBe('12,50');
  });

  it('leaves invalid text as typed, for the error to point at', () => {
    expect(normalizeReaisInput('12,999')).toBe('12,999');
    expect(normalizeReaisInput('')).toBe('');
  });
});
