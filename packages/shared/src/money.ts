/**
 * Money is an integer number of centavos everywhere; it becomes text only at the edge.
 * Formatting is done by hand (not Intl) so that server, browser and tests agree byte for byte.
 */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = (abs % 100).toString().padStart(2, '0');
  return `${sign}R$ ${reais},${centavos}`;
}
