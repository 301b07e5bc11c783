import type { AdminOrdersQuery } from '@comanda/shared';

/** Orders waiting for payment, by page; one invalidation of `all` refreshes every page. */
export const orderPaymentKeys = {
  all: ['admin', 'orders', 'awaiting-payment'] as const,
  page: (page: number) => [...orderPaymentKeys.all, page] as const,
};

/** Every order of the shop (list and details); one invalidation of `all` refreshes them. */
export const shopOrderKeys = {
  all: ['admin', 'orders', 'shop'] as const,
  list: (filters: AdminOrdersQuery) => [...shopOrderKeys.all, 'list', filters] as const,
  detail: (orderId: string) => [...shopOrderKeys.all, 'detail', orderId] as const,
};
