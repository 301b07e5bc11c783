import {
  choiceRuleText,
  formatCents,
  isForcedChoice,
  type ChoiceSelection,
  type KioskChoiceGroup,
} from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * A product's choice groups at the counter (decision 026): a combo's drink and sauces, or an
 * ordinary product's grouped extras. Each group reads its rule ("Escolha 1", "Até 2"); a group
 * of one choice is a set of radios, a larger one checkboxes whose unchosen ones are off once
 * the maximum is reached (the same rules as the kiosk, from `toggleChoice`). A required group
 * with one option (a combo's burger) comes chosen and reads "Incluído".
 */
export function ChoiceGroupFields({
  groups,
  selection,
  onToggle,
}: {
  groups: readonly KioskChoiceGroup[];
  selection: ChoiceSelection;
  onToggle: (group: KioskChoiceGroup, optionId: string) => void;
}) {
  const { t } = useTranslation();
  return groups.map((group) => {
    const chosen = selection[group.id] ?? [];
    const single = group.maxChoices === 1;
    const full = chosen.length >= group.maxChoices;
    const rule = choiceRuleText(group);
    return (
      <fieldset key={group.id} className="grid gap-2">
        <legend className="mb-1 flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{group.name}</span>
          <span className="text-sm text-muted-foreground">
            {isForcedChoice(group)
              ? t('pdv.choices.included')
              : `${t(`pdv.choices.rule.${rule.key}`, rule.values)}${
                  group.minChoices > 0 ? ` · ${t('pdv.choices.required')}` : ''
                }`}
          </span>
        </legend>
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          const disabled = !single && full && !checked;
          return (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md border border-border px-3',
                disabled && 'opacity-50',
              )}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={group.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(group, option.id)}
                // A chosen radio is unchosen by clicking it again (an optional group of one).
                onClick={() => single && checked && onToggle(group, option.id)}
              />
              <span className="flex-1">{option.name}</span>
              {option.priceCents > 0 && (
                <span className="tabular-nums">+{formatCents(option.priceCents)}</span>
              )}
            </label>
          );
        })}
      </fieldset>
    );
  });
}
