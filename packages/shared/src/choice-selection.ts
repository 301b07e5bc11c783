import { choiceCountProblem, choiceProblemMessage } from './choices';
import type { KioskChoiceGroup } from './menu';

/*
 * What the customer chose in a product's choice groups (decision 026), as pure functions: the
 * kiosk's customisation screen and the counter's (PDV) choices panel enforce the groups' rules
 * with them before the item can be added, with the same count check the server applies
 * (choiceCountProblem). Its own file, so only the screens that show groups bundle it.
 */

/** An option chosen, as a cart line lists it ("Escolha a bebida: Suco"). */
export interface ChosenOption {
  id: string;
  groupName: string;
  name: string;
  priceCents: number;
}

/** Chosen option ids per group id. */
export type ChoiceSelection = Readonly<Record<string, readonly string[]>>;

export const emptyChoiceSelection: ChoiceSelection = {};

/**
 * A required group with exactly one available option (a combo's burger, decision 038): there
 * is nothing to choose, so the screens choose it for the customer, show it chosen and do not
 * stop on it.
 */
export function isForcedChoice(group: KioskChoiceGroup): boolean {
  return group.minChoices > 0 && group.options.length === 1;
}

/** The selection a product's screen starts with: every forced group's only option chosen. */
export function initialChoiceSelection(groups: readonly KioskChoiceGroup[]): ChoiceSelection {
  const forced = groups.filter(isForcedChoice);
  if (forced.length === 0) return emptyChoiceSelection;
  return Object.fromEntries(forced.map((group) => [group.id, [group.options[0]!.id]]));
}

/**
 * Taps an option: a chosen one is unchosen; in a group of one choice a new one replaces the
 * old (radio-like); in a larger group a choice beyond its maximum is ignored; a forced
 * group's only option stays chosen.
 */
export function toggleChoice(
  selection: ChoiceSelection,
  group: KioskChoiceGroup,
  optionId: string,
): ChoiceSelection {
  const chosen = selection[group.id] ?? [];
  if (isForcedChoice(group) && chosen.includes(optionId)) return selection;
  if (chosen.includes(optionId)) {
    return { ...selection, [group.id]: chosen.filter((id) => id !== optionId) };
  }
  if (group.maxChoices === 1) return { ...selection, [group.id]: [optionId] };
  if (chosen.length >= group.maxChoices) return selection;
  return { ...selection, [group.id]: [...chosen, optionId] };
}

/** The first group whose count is not yet within its rule, or null when all are. */
export function pendingChoiceGroup(
  groups: readonly KioskChoiceGroup[],
  selection: ChoiceSelection,
): KioskChoiceGroup | null {
  return (
    groups.find((group) => choiceCountProblem(group, chosenIn(group, selection).length)) ?? null
  );
}

/**
 * Why the item cannot be added yet, in the server's words ('Escolha 1 opção em "Escolha a
 * bebida"'), or null when every group's rule holds.
 */
export function choiceSelectionProblem(
  groups: readonly KioskChoiceGroup[],
  selection: ChoiceSelection,
): string | null {
  for (const group of groups) {
    const problem = choiceCountProblem(group, chosenIn(group, selection).length);
    if (problem) return choiceProblemMessage(group, problem);
  }
  return null;
}

/** The options chosen, for the cart: groups in their order, options in theirs. */
export function chosenOptions(
  groups: readonly KioskChoiceGroup[],
  selection: ChoiceSelection,
): ChosenOption[] {
  return groups.flatMap((group) =>
    chosenIn(group, selection).map((option) => ({
      id: option.id,
      groupName: group.name,
      name: option.name,
      priceCents: option.priceCents,
    })),
  );
}

/** The group's available options that are chosen (an option gone from the menu is not). */
function chosenIn(group: KioskChoiceGroup, selection: ChoiceSelection) {
  const ids = selection[group.id] ?? [];
  return group.options.filter((option) => ids.includes(option.id));
}

/** How the rule reads above the group: "Escolha 1", "Até 2", "Escolha de 1 a 3". */
export function choiceRuleText(group: KioskChoiceGroup): {
  key: 'exactly' | 'upTo' | 'range';
  values: Record<string, number>;
} {
  if (group.minChoices === group.maxChoices) {
    return { key: 'exactly', values: { count: group.maxChoices } };
  }
  if (group.minChoices === 0) return { key: 'upTo', values: { count: group.maxChoices } };
  return { key: 'range', values: { min: group.minChoices, max: group.maxChoices } };
}
