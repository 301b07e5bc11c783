import type { KioskChoiceGroup } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import {
  chosenParts,
  emptySelection,
  pendingGroup,
  ruleText,
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
    let selection = tap(emptySelection, bebida, 'Refrigerante');
    selection = tap(selection, bebida, 'Suco');
    expect(selection[bebida.id]).toEqual([`${bebida.id}-Suco`]);
  });

  it('ignores a choice beyond the maximum, and unchooses a chosen one', () => {
    let selection = tap(emptySelection, molhos, 'Ketchup');
    selection = tap(selection, molhos, 'Mostarda');
    const full = selection;
    expect(tap(full, molhos, 'Barbecue')).toBe(full);
    selection = tap(full, molhos, 'Ketchup');
    expect(selection[molhos.id]).toEqual([`${molhos.id}-Mostarda`]);
    expect(tap(selection, molhos, 'Barbecue')[molhos.id]).toHaveLength(2);
  });
});

describe('pendingGroup', () => {
  it('names the first required group not chosen, and none once every rule holds', () => {
    expect(pendingGroup(groups, emptySelection)).toBe(bebida);
    const withDrink = tap(emptySelection, bebida, 'Suco');
    expect(pendingGroup(groups, withDrink)).toBeNull();
    expect(
      pendingGroup(
        [
          group('Pães', 2, 3, [
            ['A', 0],
            ['B', 0],
            ['C', 0],
          ]),
        ],
        emptySelection,
      )?.id,
    ).toBe('Pães');
  });

  it('does not count an option that left the menu', () => {
    const stale: ChoiceSelection = { [bebida.id]: ['gone'] };
    expect(pendingGroup(groups, stale)).toBe(bebida);
  });
});

describe('chosenParts', () => {
  it('lists the choices in the groups’ and options’ order, with their differences', () => {
    let selection = tap(emptySelection, molhos, 'Barbecue');
    selection = tap(selection, molhos, 'Ketchup');
    selection = tap(selection, bebida, 'Suco');
    expect(chosenParts(groups, selection)).toEqual([
      { id: `${bebida.id}-Suco`, groupName: 'Escolha a bebida', name: 'Suco', priceCents: 400 },
      { id: `${molhos.id}-Ketchup`, groupName: 'Molhos', name: 'Ketchup', priceCents: 0 },
      { id: `${molhos.id}-Barbecue`, groupName: 'Molhos', name: 'Barbecue', priceCents: 200 },
    ]);
  });
});

describe('ruleText', () => {
  it('reads "Escolha 1", "Até 2" or "Escolha de 1 a 3"', () => {
    expect(ruleText(bebida)).toEqual({ key: 'exactly', values: { count: 1 } });
    expect(ruleText(molhos)).toEqual({ key: 'upTo', values: { count: 2 } });
    expect(ruleText(group('x', 1, 3, []))).toEqual({ key: 'range', values: { min: 1, max: 3 } });
  });
});
