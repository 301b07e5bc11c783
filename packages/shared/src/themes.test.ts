import { describe, expect, it } from 'vitest';
import { themeNames, themes } from './themes';

const words = (label: string) => label.toLocaleLowerCase('pt-BR').split(/[^\p{L}]+/u);

describe('theme labels', () => {
  // Issue 30: 'Padrão Laranja' beside 'Laranja' left the owner guessing which was which.
  it('share no word, so no two themes read alike in the picker', () => {
    for (const a of themeNames) {
      for (const b of themeNames) {
        if (a === b) continue;
        const shared = words(themes[a].label).filter((word) =>
          words(themes[b].label).includes(word),
        );
        expect(shared, `${themes[a].label} / ${themes[b].label}`).toEqual([]);
      }
    }
  });
});
