/*
 * Prices typed by people: reais with a decimal comma ('12,90'), turned into integer centavos
 * without ever passing through a float (DESIGN §4), and back for editing.
 */

const withComma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})?$/;
const withoutComma = /^(\d{1,3}(?:\.\d{3})+|\d+)$/;
// No comma and one dot before one or two digits: '12.90' is a decimal point typed out of habit.
const dotDecimal = /^(\d+)\.(\d{1,2})$/;

/**
 * '12,90' → 1290. Accepts an optional 'R$', thousands dots ('1.234,56'), one or two decimal
 * digits ('12,9' → 1290), no decimals ('12' → 1200), and a decimal point when it cannot be a
 * thousands separator ('12.90' → 1290; '1.234' is a thousand two hundred thirty-four reais).
 * Returns null for an empty, negative or malformed amount, or one with more than two decimals.
 */
export function parseReais(text: string): number | null {
  const compact = text.replace(/^\s*R\$/i, '').replace(/\s+/g, '');
  if (compact === '') return null;

  let integer: string;
  let decimals: string;
  const comma = withComma.exec(compact);
  const dot = comma ? null : dotDecimal.exec(compact);
  const plain = comma || dot ? null : withoutComma.exec(compact);
  if (comma) {
    integer = comma[1]!;
    decimals = comma[2] ?? '';
  } else if (dot) {
    integer = dot[1]!;
    decimals = dot[2]!;
  } else if (plain) {
    integer = plain[1]!;
    decimals = '';
  } else {
    return null;
  }

  const cents = Number(integer.replaceAll('.', '')) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 1290 → '12,90': what a price field shows for editing (no 'R$', no thousands dots). */
export function formatReaisInput(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  }
  const reais = Math.floor(cents / 100);
  const centavos = (cents % 100).toString().padStart(2, '0');
  return `${reais},${centavos}`;
}

/** The canonical form of what was typed ('12,9' → '12,90'), or the text itself when invalid. */
export function normalizeReaisInput(text: string): string {
  const cents = parseReais(text);
  return cents === null ? text : formatReaisInput(cents);
}
