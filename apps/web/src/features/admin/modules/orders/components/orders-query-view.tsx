import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-states';

/**
 * A list of orders as it loads (both lists of /admin/pedidos): the module's loading and
 * failure texts, `empty` when the page holds no order, else `children` with its orders.
 */
export function OrdersQueryView<Order>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ items: Order[] }>;
  empty: ReactNode;
  children: (orders: Order[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={query}
      loading={t('admin.orders.loading')}
      failed={t('admin.orders.loadFailed')}
    >
      {({ items }) => (items.length === 0 ? empty : children(items))}
    </QueryView>
  );
}
