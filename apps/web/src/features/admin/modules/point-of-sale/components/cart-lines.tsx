import { formatCents } from '@comanda/shared';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { lineTotalCents, type SaleLine } from '../utils/sale';

/** The cart's lines: what was chosen in each, its quantity (changeable) and total. */
export function CartLines({
  lines,
  onLines,
}: {
  lines: SaleLine[];
  onLines: (lines: SaleLine[]) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p className="text-muted-foreground">{t('pdv.cart.empty')}</p>;
  return (
    <ul className="grid gap-3" aria-label={t('pdv.cart.title')}>
      {lines.map((line) => (
        <CartLine
          key={line.lineId}
          line={line}
          onQuantity={(quantity) =>
            onLines(lines.map((entry) => (entry === line ? { ...entry, quantity } : entry)))
          }
          onRemove={() => onLines(lines.filter((entry) => entry !== line))}
        />
      ))}
    </ul>
  );
}

function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: SaleLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const chosen = [
    ...line.choices.map(
      (choice) =>
        t('pdv.choices.choice', { group: choice.groupName, option: choice.name }) +
        (choice.priceCents > 0 ? ` (+${formatCents(choice.priceCents)})` : ''),
    ),
    ...line.extras.map((extra) => `+ ${extra.name}`),
    ...line.addons.map((addon) => `+ ${addon.name}`),
    ...line.removals.map((removal) => t('pdv.choices.without', { name: removal.name })),
    ...(line.notes ? [line.notes] : []),
  ];
  return (
    <li className="grid gap-1 border-b border-border pb-3">
      <div className="flex justify-between gap-3 tabular-nums">
        <span className="font-semibold">{line.name}</span>
        <span>{formatCents(lineTotalCents(line))}</span>
      </div>
      {chosen.map((text) => (
        <span key={text} className="text-sm text-muted-foreground">
          {text}
        </span>
      ))}
      <div className="flex items-center justify-between">
        <QuantityStepper
          value={line.quantity}
          onChange={onQuantity}
          labels={{
            decrease: t('pdv.choices.decrease'),
            increase: t('pdv.choices.increase'),
            value: t('pdv.choices.quantity'),
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('pdv.cart.remove', { name: line.name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
