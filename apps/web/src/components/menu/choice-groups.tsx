import {
  choiceRuleText,
  chosenOptions,
  formatCents,
  initialChoiceSelection,
  isForcedChoice,
  pendingChoiceGroup,
  toggleChoice,
  type ChoiceSelection,
  type KioskChoiceGroup,
} from '@comanda/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CartChoice } from '@/lib/menu/cart';
import { KioskImage } from '@/components/menu/kiosk-image';

export interface ChoicesState {
  choices: CartChoice[];
  /** The first group still to be chosen right; null when the item may be added. */
  pending: string | null;
}

/**
 * A product's choice groups on the customisation screen (decision 026), loaded only for
 * products that have them: each group with its rule ("Escolha 1", "Até 2"), radios for a
 * group of one choice, checkboxes otherwise (the unchosen ones off once the maximum is reached).
 * A required group with one option (a combo's burger) starts chosen and reads "Incluído".
 */
export default function ChoiceGroups({
  groups,
  onChange,
}: {
  groups: readonly KioskChoiceGroup[];
  onChange: (state: ChoicesState) => void;
}) {
  const [selection, setSelection] = useState<ChoiceSelection>(() => initialChoiceSelection(groups));
  // The parent hears every selection, the first too: a forced group is chosen from the start.
  useEffect(() => {
    onChange({
      choices: chosenOptions(groups, selection),
      pending: pendingChoiceGroup(groups, selection)?.name ?? null,
    });
  }, [groups, selection, onChange]);

  const choose = (group: KioskChoiceGroup, optionId: string) =>
    setSelection((current) => toggleChoice(current, group, optionId));

  return (
    <>
      {groups.map((group) => (
        <ChoiceGroupFieldset
          key={group.id}
          group={group}
          chosen={selection[group.id] ?? []}
          onChoose={(optionId) => choose(group, optionId)}
        />
      ))}
    </>
  );
}

/** One group: its name and rule, then an option a row (radios for one choice, else boxes). */
function ChoiceGroupFieldset({
  group,
  chosen,
  onChoose,
}: {
  group: KioskChoiceGroup;
  chosen: readonly string[];
  onChoose: (optionId: string) => void;
}) {
  const { t } = useTranslation();
  const full = chosen.length >= group.maxChoices;
  const single = group.maxChoices === 1;
  const rule = choiceRuleText(group);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 flex w-full flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-2xl font-bold lg:text-3xl">{group.name}</span>
        <span className="text-xl font-semibold text-muted-foreground">
          {isForcedChoice(group) ? (
            t('kiosk.choices.included')
          ) : (
            <>
              {t(`kiosk.choices.${rule.key}`, rule.values)}
              {group.minChoices > 0 && ` · ${t('kiosk.choices.required')}`}
            </>
          )}
        </span>
      </legend>
      <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-3xl bg-background shadow-sm">
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          const disabled = !single && full && !checked;
          return (
            <li key={option.id}>
              <label
                className={cn(
                  'flex min-h-18 cursor-pointer items-center gap-4 px-5 py-3 text-xl has-focus-visible:ring-4 has-focus-visible:ring-primary/40 has-focus-visible:ring-inset',
                  checked && 'bg-accent',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={group.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChoose(option.id)}
                  // A radio cannot be unchosen by a tap: the click does it.
                  onClick={() => single && checked && onChoose(option.id)}
                  className="size-8 shrink-0 accent-primary"
                />
                {option.imageUrl && (
                  <KioskImage
                    src={option.imageUrl}
                    alt=""
                    className="size-14 shrink-0 rounded-xl"
                  />
                )}
                <span className="flex-1 font-semibold">{option.name}</span>
                {option.priceCents > 0 && (
                  <span className="font-semibold whitespace-nowrap text-primary tabular-nums">
                    + {formatCents(option.priceCents)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
