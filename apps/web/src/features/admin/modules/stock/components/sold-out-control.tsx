import { formatDateTime, soldOutPeriods, type SoldOutState } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useMarkSoldOut } from '../api/recipes';

/** A mark by hand as one reads it: "Esgotado até 28/11/2026 às 14:30" or "até eu voltar". */
export function SoldOutMarkBadge({ state }: { state: SoldOutState }) {
  const { t } = useTranslation();
  if (!state.soldOutMarked) return null;
  return (
    <Badge className="border-transparent bg-destructive text-white">
      {state.soldOutUntil
        ? t('stock.soldOut.until', { time: formatDateTime(state.soldOutUntil) })
        : t('stock.soldOut.indefinitely')}
    </Badge>
  );
}

/**
 * 'Esgotado' by hand (decision 069): on sale, three ways to mark it — "por 2 h", "até amanhã",
 * "até eu voltar" — as one labelled group; marked, the way back ("Voltar a vender"). The
 * server turns the period into a time; the kiosk, PDV, online menu and iFood follow at once.
 */
export function SoldOutControl({
  name,
  path,
  state,
}: {
  /** What is marked, for the group's label and the toasts. */
  name: string;
  /** Where it is marked: `soldOutPaths` of the thing. */
  path: string;
  state: SoldOutState;
}) {
  const { t } = useTranslation();
  const mark = useMarkSoldOut();

  const send = (soldOut: boolean, period: (typeof soldOutPeriods)[number] = 'indefinitely') =>
    mark.mutate(
      { path, mark: { soldOut, period } },
      {
        onSuccess: () =>
          toast.success(
            soldOut ? t('stock.products.marked', { name }) : t('stock.products.unmarked', { name }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('stock.products.markFailed'))),
      },
    );

  if (state.soldOutMarked) {
    return (
      <Button size="sm" variant="outline" disabled={mark.isPending} onClick={() => send(false)}>
        {t('stock.products.unmark')}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('stock.soldOut.group', { name })}
      className="flex flex-wrap items-center gap-1"
    >
      <span aria-hidden className="text-muted-foreground text-xs">
        {t('stock.soldOut.label')}
      </span>
      {soldOutPeriods.map((period) => (
        <Button
          key={period}
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          onClick={() => send(true, period)}
        >
          {t(`stock.soldOut.periods.${period}`)}
        </Button>
      ))}
    </div>
  );
}
