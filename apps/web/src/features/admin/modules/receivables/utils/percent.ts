/** "3,5" → 3.5; blank → null (the shop's card fee); anything else → undefined (invalid). */
export function parsePercent(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return value <= 100 ? value : undefined;
}
