/*
 * The rule of a choice group ("Escolha a bebida": min 1, max 1), checked by the kiosk before
 * 'Adicionar' and by the server when it prices an order. No zod here: the kiosk imports it.
 */

export interface ChoiceRule {
  minChoices: number;
  maxChoices: number;
}

/** What is wrong with choosing `count` options of a group, or null when it is fine. */
export type ChoiceCountProblem = 'missing' | 'tooMany';

export function choiceCountProblem(rule: ChoiceRule, count: number): ChoiceCountProblem | null {
  if (count < rule.minChoices) return 'missing';
  if (count > rule.maxChoices) return 'tooMany';
  return null;
}

/** "1 opção", "2 opções". */
const options = (n: number) => (n === 1 ? '1 opção' : `${n} opções`);

/** The server's message for a group chosen wrong (decision 026), naming the group. */
export function choiceProblemMessage(
  group: ChoiceRule & { name: string },
  problem: ChoiceCountProblem,
): string {
  return problem === 'missing'
    ? `Escolha ${group.minChoices === group.maxChoices ? '' : 'pelo menos '}${options(group.minChoices)} em "${group.name}"`
    : `Escolha no máximo ${options(group.maxChoices)} em "${group.name}"`;
}
