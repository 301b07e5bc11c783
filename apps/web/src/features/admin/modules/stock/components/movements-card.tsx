import {
  formatDateTime,
  stockMovementKinds,
  stockMovementLabels,
  type StockItem,
  type StockMovementFilter,
} from '@comanda/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { useMovements } from '../api/list-movements';
import { movementsQuery } from '../api/query-keys';
import { formatQuantity } from '@/lib/quantity-input';

/** The ledger with filters by item, kind and period, and its CSV. */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function MovementsCard({ items }: { items: StockItem[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StockMovementFilter>({});
  const movements = useMovements(filter);
  const set = (patch: StockMovementFilter) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('stock.movements.title')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/stock/movements.csv${movementsQuery(filter)}`} download>
            <Download aria-hidden />
            {t('stock.movements.csv')}
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-4">
          <Field label={t('stock.movements.item')}>
            {(props) => (
              <NativeSelect
                {...props}
                value={filter.stockItemId ?? ''}
                onChange={(event) => set({ stockItemId: event.target.value || undefined })}
              >
                <option value="">{t('stock.movements.allItems')}</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('stock.movements.kind')}>
            {(props) => (
              <NativeSelect
                {...props}
                value={filter.kind ?? ''}
                onChange={(event) =>
                  set({ kind: stockMovementKinds.find((kind) => kind === event.target.value) })
                }
              >
                <option value="">{t('stock.movements.allKinds')}</option>
                {stockMovementKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {stockMovementLabels[kind]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('stock.movements.from')}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={filter.from ?? ''}
                onChange={(event) => set({ from: event.target.value || undefined })}
              />
            )}
          </Field>
          <Field label={t('stock.movements.to')}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={filter.to ?? ''}
                onChange={(event) => set({ to: event.target.value || undefined })}
              />
            )}
          </Field>
        </div>
        {movements.isPending ? (
          <LoadingState label={t('stock.movements.loading')} />
        ) : movements.isError ? (
          <ErrorState
            message={errorMessage(movements.error, t('stock.movements.loadFailed'))}
            onRetry={() => void movements.refetch()}
          />
        ) : movements.data.length === 0 ? (
          <p className="text-muted-foreground">{t('stock.movements.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm" aria-label={t('stock.movements.title')}>
            <thead className="text-muted-foreground">
              <tr>
                <th className="py-2">{t('stock.movements.when')}</th>
                <th>{t('stock.movements.item')}</th>
                <th>{t('stock.movements.kind')}</th>
                <th>{t('stock.movements.quantity')}</th>
                <th>{t('stock.movements.levelAfter')}</th>
                <th>{t('stock.movements.reason')}</th>
                <th>{t('stock.movements.user')}</th>
              </tr>
            </thead>
            <tbody>
              {movements.data.map((movement) => (
                <tr key={movement.id} className="border-t">
                  <td className="py-2 whitespace-nowrap">{formatDateTime(movement.createdAt)}</td>
                  <td>{movement.stockItemName}</td>
                  <td>{stockMovementLabels[movement.kind]}</td>
                  <td className="tabular-nums">
                    {movement.quantityMilli > 0 ? '+' : ''}
                    {formatQuantity(movement.quantityMilli)} {movement.unit}
                  </td>
                  <td className="tabular-nums">
                    {formatQuantity(movement.levelAfterMilli)} {movement.unit}
                  </td>
                  <td>{movement.reason}</td>
                  <td>{movement.userName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
