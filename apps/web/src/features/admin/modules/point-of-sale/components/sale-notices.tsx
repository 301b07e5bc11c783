import { formatCents, type CounterSaleResult } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { resumedSale } from '../utils/checkout';

type LeftSale = Parameters<typeof resumedSale>[0] & { dueCents: number };

/** A sale left waiting for the provider (the screen was left or reloaded): resume it. */
export function LeftSaleAlert({
  left,
  onResume,
}: {
  left: LeftSale;
  onResume: (sale: CounterSaleResult) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="border-destructive">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        <p className="font-semibold">
          {t('pdv.provider.left', {
            number: left.orderNumber,
            amount: formatCents(left.dueCents),
          })}
        </p>
        <Button onClick={() => onResume(resumedSale(left))}>{t('pdv.provider.resume')}</Button>
      </CardContent>
    </Card>
  );
}

/** The sale made: its number and the change to give, large. */
export function SaleDoneCard({
  result,
  onNext,
}: {
  result: CounterSaleResult;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card role="status" className="border-primary">
      <CardHeader>
        <CardTitle className="text-2xl">
          {t('pdv.done.title', { number: result.orderNumber })}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-3xl font-bold tabular-nums" data-testid="pdv-done-change">
          {t('pdv.done.change', { change: formatCents(result.changeCents) })}
        </p>
        <Button size="lg" onClick={onNext}>
          {t('pdv.done.next')}
        </Button>
      </CardContent>
    </Card>
  );
}
