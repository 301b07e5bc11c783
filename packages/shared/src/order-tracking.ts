import { z } from 'zod';
import {
  orderFulfilments,
  orderStages,
  type OrderFulfilment,
  type OrderStage,
} from './order-board';
import { paymentStatuses, type PaymentStatus } from './orders';

/*
 * The customer's order status page, `/cardapio/pedido/<id>/<token>` (issue 35, item 3;
 * decision 072): anonymous, opened with the order's public token (after ordering, in the
 * WhatsApp message, on another phone), never another order's data.
 */

/** GET /api/public/orders/:id/status?token= and each `order.status` event of its stream. */
export const orderTrackingSchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  shopName: z.string(),
  /** The kitchen's stage; null while the order waits for its payment. */
  stage: z.enum(orderStages).nullable(),
  fulfilment: z.enum(orderFulfilments),
  paymentStatus: z.enum(paymentStatuses),
  /**
   * "Pronto em cerca de N min" while received or in preparation; null otherwise. For an order
   * held for its scheduled time: the minutes until that time.
   */
  readyInMinutes: z.number().int().min(1).nullable(),
  /** A scheduled order the kitchen holds until its time: that time; null otherwise. */
  scheduledFor: z.string().nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** The status page's stream event: the whole status again, whenever it may have changed. */
export const orderTrackingEvent = 'order.status';

/** Where the status page lives, from the order's id and public token. */
export const orderTrackingPath = (orderId: string, token: string) =>
  `/cardapio/pedido/${orderId}/${encodeURIComponent(token)}`;

/** The steps the page shows, in order; a delivery's third step is "Saiu para entrega". */
export type TrackingStep = 'received' | 'preparing' | 'ready' | 'delivered';
export const trackingSteps: readonly TrackingStep[] = [
  'received',
  'preparing',
  'ready',
  'delivered',
];

export function trackingStepLabel(step: TrackingStep, fulfilment: OrderFulfilment): string {
  if (step === 'ready' && fulfilment === 'entrega') return 'Saiu para entrega';
  return { received: 'Recebido', preparing: 'Em preparo', ready: 'Pronto', delivered: 'Entregue' }[
    step
  ];
}

/** The page's headline for an order's state. */
export function trackingHeadline(
  stage: OrderStage | null,
  fulfilment: OrderFulfilment,
  paymentStatus: PaymentStatus,
): string {
  if (stage === 'canceled' || paymentStatus === 'canceled' || paymentStatus === 'expired') {
    return 'Pedido cancelado';
  }
  if (stage === null) return 'Aguardando pagamento';
  return trackingStepLabel(stage, fulfilment);
}
