import type { KioskChoiceGroup } from './menu';
import { describe, expect, it } from 'vitest';
import {
  choiceSelectionProblem,
  chosenOptions,
  emptyChoiceSelection,
  initialChoiceSelection,
  isForcedChoice,
  pendingChoiceGroup,
  choiceRuleText,
  toggleChoice,
  type ChoiceSelection,
} from './choice-selection';

const group = (
  id: string,
  minChoices: number,
  maxChoices: number,
  options: [string, number][],
): KioskChoiceGroup => ({
  id,
  name: id,
  minChoices,
  maxChoices,
  translations: {},
  options: options.map(([name, priceCents]) => ({
    id: `${id}-${name}`,
    name,
    priceCents,
    productId: null,
    imageUrl: null,
    translations: {},
  })),
});

const bebida = group('Escolha a bebida', 1, 1, [
  ['Refrigerante', 0],
  ['Suco', 400],
]);
const molhos = group('Molhos', 0, 2, [
  ['Ketchup', 0],
  ['Mostarda', 0],
  ['Barbecue', 200],
]);
const groups = [bebida, molhos];
const tap = (selection: ChoiceSelection, g: KioskChoiceGroup, name: string) =>
  toggleChoice(selection, g, `${g.id}-${name}`);

describe('toggleChoice', () => {
  it('replaces the choice in a group of one', () => {
    let selection = tap(emptyChoiceSelection, bebida, 'Refrigerante');
    selection = tap(selection, bebida, 'Suco');
    expect(selection[bebida.id]).toEqual([`${bebida.id}-Suco`]);
  });

  it('ignores a choice beyond the maximum, and unchooses a chosen one', () => {
    let selection = tap(emptyChoiceSelection, molhos, 'Ketchup');
    selection = tap(selection, molhos, 'Mostarda');
    const full = selection;
    expect(tap(full, molhos, 'Barbecue')).toBe(full);
    selection = tap(full, molhos, 'Ketchup');
    expect(selection[molhos.id]).toEqual([`${molhos.id}-Mostarda`]);
    expect(tap(selection, molhos, 'Barbecue')[molhos.id]).toHaveLength(2);
  });
});

describe('initialChoiceSelection', () => {
  const lanche = group('Lanche', 1, 1, [['Cheddar Bacon', 0]]);
  const onlyCoke = group('Só refrigerante', 0, 1, [['Refrigerante', 0]]);

  it("chooses a required group's only option, and nothing else", () => {
    expect(isForcedChoice(lanche)).toBe(true);
    expect(isForcedChoice(onlyCoke)).toBe(false);
    expect(isForcedChoice(bebida)).toBe(false);
    const selection = initialChoiceSelection([lanche, bebida, onlyCoke]);
    expect(selection).toEqual({ [lanche.id]: [`${lanche.id}-Cheddar Bacon`] });
    expect(pendingChoiceGroup([lanche, bebida], selection)).toBe(bebida);
    expect(chosenOptions([lanche], selection)).toEqual([
      {
        id: `${lanche.id}-Cheddar Bacon`,
        groupName: 'Lanche',
        name: 'Cheddar Bacon',
        priceCents: 0,
      },
    ]);
    expect(initialChoiceSelection(groups)).toBe(emptyChoiceSelection);
  });

  it('keeps the forced option chosen when it is tapped again', () => {
    const selection = initialChoiceSelection([lanche]);
    expect(tap(selection, lanche, 'Cheddar Bacon')).toBe(selection);
  });

  it('a sold-out burger leaves nothing to choose: the group stays pending', () => {
    const empty = group('Lanche', 1, 1, []);
    expect(initialChoiceSelection([empty])).toBe(emptyChoiceSelection);
    expect(pendingChoiceGroup([empty], emptyChoiceSelection)).toBe(empty);
  });
});

describe('pendingChoiceGroup', () => {
  it('names the first required group not chosen, and none once every rule holds', () => {
    expect(pendingChoiceGroup(groups, emptyChoiceSelection)).toBe(bebida);
    const withDrink = tap(emptyChoiceSelection, bebida, 'Suco');
    expect(pendingChoiceGroup(groups, withDrink)).toBeNull();
    expect(
      pendingChoiceGroup(
        [
          group('Pães', 2, 3, [
            ['A', 0],
            ['B', 0],
            ['C', 0],
          ]),
        ],
        emptyChoiceSelection,
      )?.id,
    ).toBe('Pães');
  });

  it('does not count an option that left the menu', () => {
    const stale: ChoiceSelection = { [bebida.id]: ['gone'] };
    expect(pendingChoiceGroup(groups, stale)).toBe(bebida);
  });
});

describe('choiceSelectionProblem', () => {
  it('tells in the server’s words which group still needs a choice, and nothing once all hold', () => {
    expect(choiceSelectionProblem(groups, emptyChoiceSelection)).toBe(
      'Escolha 1 opção em "Escolha a bebida"',
    );
    const breads = group('Pães', 2, 3, [
      ['A', 0],
      ['B', 0],
      ['C', 0],
    ]);
    const oneBread = tap(emptyChoiceSelection, breads, 'A');
    expect(choiceSelectionProblem([breads], oneBread)).toBe(
      'Escolha pelo menos 2 opções em "Pães"',
    );
    expect(choiceSelectionProblem([breads], tap(oneBread, breads, 'C'))).toBeNull();
    expect(choiceSelectionProblem(groups, tap(emptyChoiceSelection, bebida, 'Suco'))).toBeNull();
  });
});

describe('chosenOptions', () => {
  it('lists the choices in the groups’ and options’ order, with their differences', () => {
    let selection = tap(emptyChoiceSelection, molhos, 'Barbecue');
    selection = tap(selection, molhos, 'Ketchup');
    selection = tap(selection, bebida, 'Suco');
    expect(chosenOptions(groups, selection)).toEqual([
      { id: `${bebida.id}-Suco`, groupName: 'Escolha a bebida', name: 'Suco', priceCents: 400 },
      { id: `${molhos.id}-Ketchup`, groupName: 'Molhos', name: 'Ketchup', priceCents: 0 },
      { id: `${molhos.id}-Barbecue`, groupName: 'Molhos', name: 'Barbecue', priceCents: 200 },
    ]);
  });
});

describe('choiceRuleText', () => {
  it('reads "Escolha 1", "Até 2" or "Escolha de 1 a 3"', () => {
    expect(choiceRuleText(bebida)).toEqual({ key: 'exactly', values: { count: 1 } });
    expect(choiceRuleText(molhos)).toEqual({ key: 'upTo', values: { count: 2 } });
    expect(choiceRuleText(group('x', 1, 3, []))).toEqual({
      key: 'range',
      values: { min: 1, max: 3 },
    });
  });
});
