import { milliPerUnit, type StockUnit } from '@comanda/shared';

/**
 * What the admin types ("1,5", "2", "0,250") as thousandths of the unit, the way the server
 * counts (decision 018); null when it is not a number with at most 3 decimals.
 */
export function parseQuantity(text: string): number | null {
  const match = /^(\d{1,9})(?:[,.](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * milliPerUnit + Number((match[2] ?? '').padEnd(3, '0'));
}

/** Thousandths as the admin reads them: 1500 -> "1,5", -250 -> "-0,25". */
export function formatQuantity(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(milli) / milliPerUnit);
  const fraction = String(Math.abs(milli) % milliPerUnit)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}

export const formatQuantityWithUnit = (milli: number, unit: StockUnit) =>
  `${formatQuantity(milli)} ${unit}`;
