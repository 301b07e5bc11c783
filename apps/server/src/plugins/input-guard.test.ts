import { describe, expect, it } from 'vitest';
import {
  brokenCharacterMessage,
  controlCharacterMessage,
  findInputFault,
  maxNestingDepth,
  nestingMessage,
} from './input-guard';

/*
 * The guard's walk on its own; bad-input.test.ts sends such bodies to every route of the app.
 */
describe('input guard', () => {
  it('names the field of a control character, in a value or in a key', () => {
    expect(findInputFault({ items: [{ notes: 'sem\u0000cebola' }] })).toEqual({
      path: ['items', '0', 'notes'],
      message: controlCharacterMessage,
    });
    expect(findInputFault({ extra: { 'a\u0007b': 1 } })).toEqual({
      path: ['extra', 'a\u0007b'],
      message: controlCharacterMessage,
    });
  });

  it('names the field of a lone surrogate, and lets a paired one (an emoji) through', () => {
    expect(findInputFault({ translations: { en: { name: 'Burger \ud800' } } })).toEqual({
      path: ['translations', 'en', 'name'],
      message: brokenCharacterMessage,
    });
    expect(findInputFault({ name: 'Burger 🍔', notes: 'linha\nnova\tcom tab' })).toBeNull();
  });

  it('refuses a nesting 10,000 deep without overflowing the stack, naming the outer field', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(findInputFault({ items: deep })).toEqual({ path: ['items'], message: nestingMessage });
    let fine: unknown = 'ok';
    for (let level = 1; level < maxNestingDepth; level += 1) fine = { a: fine };
    expect(findInputFault(fine)).toBeNull();
  });
});
