/** Orders waiting for payment, by page; one invalidation of `all` refreshes every page. */
export const orderPaymentKeys = {
  all: ['admin', 'orders', 'awaiting-payment'] as const,
  page: (page: number) => [...orderPaymentKeys.all, page] as const,
};
