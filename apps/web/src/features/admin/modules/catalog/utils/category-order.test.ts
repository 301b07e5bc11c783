import { describe, expect, it } from 'vitest';
import { moveId } from './category-order';

describe('moveId', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps with the neighbour above or below', () => {
    expect(moveId(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(ids, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('cannot move past either end', () => {
    expect(moveId(ids, 0, -1)).toBeNull();
    expect(moveId(ids, 2, 1)).toBeNull();
    expect(moveId(ids, 5, -1)).toBeNull();
  });
});
