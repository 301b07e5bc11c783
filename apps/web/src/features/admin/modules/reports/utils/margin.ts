/** Margin as a percentage of revenue, one decimal; a dash when nothing was sold. */
export function marginPercent(marginCents: number, revenueCents: number): string {
  if (revenueCents === 0) return '–';
  return `${((marginCents / revenueCents) * 100).toFixed(1).replace('.', ',')} %`;
}
