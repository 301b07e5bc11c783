import { describe, expect, it } from 'vitest';
import { choiceCountProblem, choiceProblemMessage } from './choices';

describe('choice groups', () => {
  const bebida = { name: 'Escolha a bebida', minChoices: 1, maxChoices: 1 };
  const molhos = { name: 'Molhos', minChoices: 0, maxChoices: 2 };
  const paes = { name: 'Pães', minChoices: 2, maxChoices: 3 };

  it('finds a count below the minimum or above the maximum', () => {
    expect(choiceCountProblem(bebida, 0)).toBe('missing');
    expect(choiceCountProblem(bebida, 1)).toBeNull();
    expect(choiceCountProblem(bebida, 2)).toBe('tooMany');
    expect(choiceCountProblem(molhos, 0)).toBeNull();
    expect(choiceCountProblem(molhos, 3)).toBe('tooMany');
  });

  it('says in Portuguese what to choose, naming the group', () => {
    expect(choiceProblemMessage(bebida, 'missing')).toBe('Escolha 1 opção em "Escolha a bebida"');
    expect(choiceProblemMessage(paes, 'missing')).toBe('Escolha pelo menos 2 opções em "Pães"');
    expect(choiceProblemMessage(molhos, 'tooMany')).toBe('Escolha no máximo 2 opções em "Molhos"');
    expect(choiceProblemMessage(bebida, 'tooMany')).toBe(
      'Escolha no máximo 1 opção em "Escolha a bebida"',
    );
  });
});
