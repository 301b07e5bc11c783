import {
  choiceSelectionProblem,
  chosenOptions,
  initialChoiceSelection,
  itemTotalCents,
  toggleChoice,
  type KioskChoiceGroup,
  type KioskProduct,
} from '@comanda/shared';
import { useState } from 'react';
import { plainLine, type SaleLine, type SalePart } from '../utils/sale';

const toggle = <T extends { id: string }>(list: T[], item: T) =>
  list.some((entry) => entry.id === item.id)
    ? list.filter((entry) => entry.id !== item.id)
    : [...list, item];

/**
 * A product's line as the cashier chooses it: choice groups, extras, removals, add-ons, notes
 * and quantity; its total, and the rule of a choice group that does not hold yet.
 */
export function useLineDraft(product: KioskProduct) {
  const [extras, setExtras] = useState<SalePart[]>([]);
  const [addons, setAddons] = useState<SalePart[]>([]);
  const [removals, setRemovals] = useState<{ id: string; name: string }[]>([]);
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const groups = product.choiceGroups;
  // A required group of one option (a combo's burger) is chosen already: nothing to stop on.
  const [selection, setSelection] = useState(() => initialChoiceSelection(groups));
  const choices = chosenOptions(groups, selection);
  return {
    selection,
    extras,
    addons,
    removals,
    notes,
    quantity,
    setNotes,
    setQuantity,
    toggleChoice: (group: KioskChoiceGroup, optionId: string) =>
      setSelection((current) => toggleChoice(current, group, optionId)),
    toggleExtra: (extra: SalePart) => setExtras((list) => toggle(list, extra)),
    toggleAddon: (addon: SalePart) => setAddons((list) => toggle(list, addon)),
    toggleRemoval: (ingredient: { id: string; name: string }) =>
      setRemovals((list) => toggle(list, ingredient)),
    problem: choiceSelectionProblem(groups, selection),
    totalCents: itemTotalCents({
      priceCents: product.priceCents,
      extras,
      addons,
      choices,
      quantity,
    }),
    line: (): SaleLine => ({
      ...plainLine(product, quantity),
      extras,
      addons,
      removals,
      choices,
      notes,
    }),
  };
}
