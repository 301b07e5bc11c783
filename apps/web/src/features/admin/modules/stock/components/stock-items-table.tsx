import { formatCents, type StockItem } from '@comanda/shared';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatQuantityWithUnit } from '@/lib/quantity-input';
import { soldOutPaths } from '../api/recipes';
import { SoldOutControl, SoldOutMarkBadge } from './sold-out-control';
import { StockEntryForm, type StockEntryKind } from './stock-entry-form';
import { StockItemForm } from './stock-item-form';

/** Each item's level, minimum and average cost; low ones stand out; edit, adjust or lose in place. */
export function StockItemsTable({ items }: { items: StockItem[] }) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<{ id: string; kind: StockEntryKind | 'edit' } | null>(null);

  return (
    <table className="w-full text-left text-sm">
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-2">{t('stock.items.name')}</th>
          <th>{t('stock.items.level')}</th>
          <th>{t('stock.items.minimum')}</th>
          <th>{t('stock.items.cost')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <Fragment key={item.id}>
            <tr aria-label={item.name} className={cn('border-t', item.low && 'bg-destructive/10')}>
              <td className="py-2 font-medium">
                {item.name}{' '}
                {item.low && (
                  <Badge className="border-transparent bg-destructive text-white">
                    {t('stock.items.low')}
                  </Badge>
                )}{' '}
                <SoldOutMarkBadge state={item} />
              </td>
              <td className="tabular-nums" data-testid="stock-level">
                {formatQuantityWithUnit(item.levelMilli, item.unit)}
              </td>
              <td className="tabular-nums">
                {formatQuantityWithUnit(item.minimumMilli, item.unit)}
              </td>
              <td className="tabular-nums">
                {formatCents(item.costCents)}/{item.unit}
              </td>
              <td className="flex flex-wrap justify-end gap-2 py-2">
                {/* An ingredient out takes every product and extra using it (decision 069). */}
                <SoldOutControl
                  name={item.name}
                  path={soldOutPaths.ingredient(item.id)}
                  state={item}
                />
                {(['edit', 'adjust', 'loss'] as const).map((kind) => (
                  <Button
                    key={kind}
                    size="sm"
                    variant="outline"
                    onClick={() => setEntry({ id: item.id, kind })}
                  >
                    {t(`stock.items.${kind}`)}
                  </Button>
                ))}
              </td>
            </tr>
            {entry?.id === item.id && (
              <tr>
                <td colSpan={5} className="pb-4">
                  {entry.kind === 'edit' ? (
                    <StockItemForm item={item} onDone={() => setEntry(null)} />
                  ) : (
                    <StockEntryForm
                      key={entry.kind}
                      item={item}
                      kind={entry.kind}
                      onDone={() => setEntry(null)}
                    />
                  )}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
