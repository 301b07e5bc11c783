/*
 * The NF-e/NFC-e access key (chave de acesso, MOC 4.00 "Chave de Acesso"): 44 characters,
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1)
 * cDV is the modulo-11 check digit of the first 43 characters, weights 2..9 from the right.
 * With the alphanumeric CNPJ (NT 2025.002, from July 2026) the CNPJ part may hold letters
 * A-Z; every character then counts as its ASCII code minus 48 ('0' = 0, 'A' = 17), which
 * leaves the all-digits keys exactly as before.
 */

export interface AccessKeyParts {
  /** IBGE code of the issuer's state (35 = SP). */
  cUF: string;
  /** Year and month of issue, AAMM. */
  yearMonth: string;
  /** The issuer's CNPJ, 14 characters (digits, or the alphanumeric form). */
  cnpj: string;
  /** 65 = NFC-e, 55 = NF-e. */
  model: '55' | '65';
  series: number;
  number: number;
  /** 1 = normal, 9 = offline contingency (NFC-e). */
  tpEmis: 1 | 9;
  /** 8-digit random code chosen by the issuer. */
  cNF: string;
}

const keyBodyPattern = /^\d{6}[0-9A-Z]{12}\d{2}\d{2}\d{3}\d{9}\d\d{8}$/;

/** The modulo-11 check digit of the key's first 43 characters (ASCII - 48 per character). */
export function accessKeyCheckDigit(body: string): string {
  if (!keyBodyPattern.test(body)) throw new Error(`Chave de acesso inválida: ${body}`);
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

export function buildAccessKey(parts: AccessKeyParts): string {
  if (!/^\d{2}$/.test(parts.cUF)) throw new Error('cUF inválido');
  if (!/^\d{4}$/.test(parts.yearMonth)) throw new Error('AAMM inválido');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(parts.cnpj)) throw new Error('CNPJ inválido');
  if (!Number.isInteger(parts.series) || parts.series < 0 || parts.series > 999) {
    throw new Error('Série inválida');
  }
  if (!Number.isInteger(parts.number) || parts.number < 1 || parts.number > 999_999_999) {
    throw new Error('Número inválido');
  }
  if (!/^\d{8}$/.test(parts.cNF)) throw new Error('cNF inválido');
  const body =
    parts.cUF +
    parts.yearMonth +
    parts.cnpj +
    parts.model +
    String(parts.series).padStart(3, '0') +
    String(parts.number).padStart(9, '0') +
    String(parts.tpEmis) +
    parts.cNF;
  return body + accessKeyCheckDigit(body);
}

/** True when the 44-character key is well formed and its check digit is right. */
export function isValidAccessKey(key: string): boolean {
  if (key.length !== 44) return false;
  const body = key.slice(0, 43);
  if (!keyBodyPattern.test(body) || !/^\d$/.test(key[43]!)) return false;
  return accessKeyCheckDigit(body) === key[43];
}

/**
 * A random cNF: 8 digits, never equal to the note's number (rejection 539-like rules of the
 * MOC forbid cNF = nNF) nor all one repeated digit.
 */
export function randomCNF(number: number, random: () => number = Math.random): string {
  for (;;) {
    const cNF = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
    if (Number(cNF) !== number && !/^(\d)\1{7}$/.test(cNF)) return cNF;
  }
}
