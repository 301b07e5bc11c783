/**
 * The ids with the one at `index` moved one place up (-1) or down (+1), or null when it is
 * already at that end of the list.
 */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
