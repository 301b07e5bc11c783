/**
 * An order this kiosk placed. Every anonymous call about it carries the order's public token,
 * which is all a kiosk has to prove the order is its own.
 */
export interface OrderRef {
  orderId: string;
  token: string;
}

export const orderPath = (orderId: string) => `/api/public/orders/${encodeURIComponent(orderId)}`;

export const paymentPath = (orderId: string, paymentId: string) =>
  `${orderPath(orderId)}/payments/${encodeURIComponent(paymentId)}`;

export const tokenQuery = (order: OrderRef) =>
  new URLSearchParams({ token: order.token }).toString();
