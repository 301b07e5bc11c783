/** Cents as the layout's decimal ("12.30"). */
export function money(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Valor inválido: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
