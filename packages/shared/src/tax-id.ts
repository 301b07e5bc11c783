import { z } from 'zod';

/*
 * Brazilian taxpayer ids (suppliers, the shop's own fiscal settings, CPF na nota): CPF (people, 11 digits) and CNPJ (companies, 14
 * characters). Since July 2026 new CNPJs may carry letters in their first 12 positions
 * (Receita Federal, IN RFB 2.229/2024); the two check digits stay numeric and are computed
 * with the same weights, each character counting as its ASCII code minus 48 ('0' = 0,
 * 'A' = 17 ... 'Z' = 42). Numeric CNPJs are the special case where every character is a digit.
 */

/** Drops the usual punctuation (dots, dashes, slashes, spaces) and upper-cases letters. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

/** Mod-11 check digit of `body` with weights running `firstWeight` down to 2, then 9 down. */
function checkDigit(body: string, weights: number[]): number {
  const sum = [...body].reduce(
    (total, char, index) => total + (char.charCodeAt(0) - 48) * weights[index]!,
    0,
  );
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeTaxId(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const first = checkDigit(cpf.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cpf.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return cpf.endsWith(`${first}${second}`);
}

const cnpjWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeTaxId(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), cnpjWeights.slice(1));
  const second = checkDigit(cnpj.slice(0, 13), cnpjWeights);
  return cnpj.endsWith(`${first}${second}`);
}

/** A supplier's document: a valid CPF or CNPJ, in any usual punctuation. */
export function isValidCpfOrCnpj(value: string): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

/** A stored CPF or CNPJ with its usual punctuation: 529.982.247-25, 11.222.333/0001-81. */
export function formatTaxId(value: string): string {
  if (value.length === 11) return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (value.length === 14) {
    return value.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\w{2})$/, '$1.$2.$3/$4-$5');
  }
  return value;
}

/** A CPF punctuated as it is typed (the kiosk's and PDV's "CPF na nota"): 529.982.247-25. */
export function formatCpfInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return parts.join('.') + (check ? `-${check}` : '');
}

export const cpfInvalidMessage = 'CPF inválido';

/**
 * An optional CPF typed with or without punctuation; stored as its 11 digits. Here, not in
 * fiscal.ts: the order schemas need it, and fiscal.ts brings the IBS/CBS tables (issue #38).
 */
export const optionalCpfSchema = z
  .string()
  .trim()
  .max(20, cpfInvalidMessage)
  .transform((value) => normalizeTaxId(value))
  .refine((value) => value === '' || isValidCpf(value), cpfInvalidMessage)
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null);
