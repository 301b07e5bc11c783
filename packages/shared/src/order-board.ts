import { z } from 'zod';
import { paymentStatuses } from './orders';
import { paymentRowMethods } from './payments';
import { orderChannels } from './order-channels';
import { themeNames } from './themes';

/*
 * The shop's live order flow after payment (decision 017): stages, the admin's orders list,
 * and what a kitchen display or a status board (device tokens, no admin session) may read.
 */

/** A paid order enters `received`; the kitchen bumps it on; `canceled` ends it anywhere. */
export const orderStages = ['received', 'preparing', 'ready', 'delivered', 'canceled'] as const;
export type OrderStage = (typeof orderStages)[number];

export const orderStageLabels: Record<OrderStage, string> = {
  received: 'Recebido',
  preparing: 'Em preparo',
  ready: 'Pronto',
  delivered: 'Entregue',
  canceled: 'Cancelado',
};

/** The stage a bump moves to; delivered and canceled are final. */
export const nextOrderStage: Partial<Record<OrderStage, OrderStage>> = {
  received: 'preparing',
  preparing: 'ready',
  ready: 'delivered',
};

export const orderOrigins = ['totem', 'pdv'] as const;

/** How an order leaves the kitchen: eaten in the shop, taken away, or delivered. */
export const orderFulfilments = ['comer_aqui', 'para_levar', 'entrega'] as const;
export type OrderFulfilment = (typeof orderFulfilments)[number];
export const orderFulfilmentLabels: Record<OrderFulfilment, string> = {
  comer_aqui: 'Comer aqui',
  para_levar: 'Para levar',
  entrega: 'Entrega',
};
/**
 * The fulfilment of an in-store order from the customer's answer (`dineIn`): takeaway when
 * they said so, else eaten here (a shop that does not ask serves at its counter).
 */
export const fulfilmentOfDineIn = (dineIn: boolean | null | undefined): OrderFulfilment =>
  dineIn === false ? 'para_levar' : 'comer_aqui';

/** Realtime event on the shop's stream whenever an order changes stage. */
export const orderStageEvent = 'order.stage';
/**
 * Realtime event on the shop's stream when an order's kitchen card changes without a stage
 * change: a station bumped its part (expo) or it was held or released (decision 075).
 */
export const orderKitchenEvent = 'order.kitchen';

// ---------------------------------------------------------------- admin list and detail

export const adminOrdersQuerySchema = z.object({
  /** Business dates (America/Sao_Paulo), inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  stage: z.enum(orderStages).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  /** How it was paid: a method, or `split` (a counter sale paid by several). */
  method: z.enum([...paymentRowMethods, 'split']).optional(),
  origin: z.enum(orderOrigins).optional(),
  channel: z.enum(orderChannels).optional(),
  number: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  businessDate: z.iso.date(),
  totalCents: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  stage: z.enum(orderStages).nullable(),
  origin: z.enum(orderOrigins),
  channel: z.enum(orderChannels),
  fulfilment: z.enum(orderFulfilments),
  customerName: z.string().nullable(),
  dineIn: z.boolean().nullable(),
  manualRefundPending: z.boolean(),
  /** When the provider refunded it (a paid order canceled by staff), else null. */
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The method of the order's latest payment, if any. */
  method: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersPageSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const orderStageChangeSchema = z.object({
  stage: z.enum(orderStages),
  /** Who: an admin's email or a device's name. */
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

export const boardLineSchema = z.object({
  quantity: z.number().int(),
  /** The product's category now (the kitchen's station: grill, drinks); null once deleted. */
  station: z.string().nullable().optional(),
  name: z.string(),
  extras: z.array(z.string()),
  removals: z.array(z.string()),
  notes: z.string().nullable(),
});

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** "CPF na nota" (11 digits), when the customer gave one. */
  customerCpf: z.string().nullable(),
  /** A delivery's customer phone and address, when the channel gave them. */
  customerPhone: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  /** The platform's own code of the order (iFood's displayId), for marketplace orders. */
  externalCode: z.string().nullable(),
  lines: z.array(boardLineSchema.extend({ unitPriceCents: z.number().int() })),
  history: z.array(orderStageChangeSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const moveOrderStageSchema = z.object({ stage: z.enum(orderStages).exclude(['canceled']) });
export const cancelOrderByStaffSchema = z.object({
  reason: z.string().trim().min(1, 'Informe o motivo do cancelamento').max(200),
});
export const reprintOrderSchema = z.object({ kind: z.enum(['customer', 'kitchen']) });

// ---------------------------------------------------------------- devices (KDS, Tela, totem)

/** A paired kiosk ('kiosk') has its own rate limits and signs QZ Tray prints (issue 31). */
export const orderDeviceKinds = ['kitchen', 'board', 'kiosk'] as const;
export type OrderDeviceKind = (typeof orderDeviceKinds)[number];

export const orderDeviceInputSchema = z.object({
  name: z.string().trim().min(1, 'Informe um nome').max(60),
  kind: z.enum(orderDeviceKinds),
});
export const orderDeviceSchema = z.object({
  id: z.guid(),
  name: z.string(),
  kind: z.enum(orderDeviceKinds),
  createdAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last request of the device (its event stream re-checks its token every 10 s). */
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  /** Seen within the last minute, and not revoked. */
  connected: z.boolean(),
});
export type OrderDevice = z.infer<typeof orderDeviceSchema>;
export const issuedOrderDeviceSchema = orderDeviceSchema.extend({ token: z.string() });

/** The stages an order is in the kitchen's hands: a column of the kitchen display. */
export const kitchenStages = ['received', 'preparing', 'ready'] as const;

/** An order on the kitchen display: what to cook, no money, no payment. */
export const kitchenOrderSchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  stage: z.enum(orderStages),
  customerName: z.string().nullable(),
  dineIn: z.boolean().nullable(),
  channel: z.enum(orderChannels),
  fulfilment: z.enum(orderFulfilments),
  notes: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }),
  lines: z.array(boardLineSchema),
  /**
   * A canceled order the kitchen had (stage `canceled`): when, and the column it stays in,
   * struck through, for the shop's `kdsCanceledMinutes` (decision 038). Else null.
   */
  canceled: z
    .object({ at: z.iso.datetime({ offset: true }), stage: z.enum(kitchenStages) })
    .nullable(),
  /**
   * The order waits for the expo's ("passe") bump before it is ready: the shop has an expo and
   * its lines come from several stations (decision 070).
   */
  expo: z.boolean().optional(),
  /** The stations that bumped their part of the order (only when `expo`). */
  stationsDone: z.array(z.string()).optional(),
  /** Its stations, the lines' categories (only when `expo`). */
  stations: z.array(z.string()).optional(),
  /** "Segurar": held for a table's later course since then, not in preparation; else null. */
  heldAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Held for its scheduled time (an online menu's "Agendar"): that time, shown as "Agendado
   * 19:00"; the server releases it by itself at that time less the wait. Else null.
   */
  scheduledFor: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;

/** An order on the customer status board: a number and a first name, nothing else. */
export const boardOrderSchema = z.object({
  id: z.guid(),
  orderNumber: z.number().int(),
  /** Its column; a canceled order stays in the one it was in, struck through. */
  stage: z.enum(['preparing', 'ready']),
  firstName: z.string().nullable(),
  /** Its channel's badge (a courier collects an iFood order). */
  channel: z.enum(orderChannels),
  /** When it was canceled, within the shop's `kdsCanceledMinutes`: 'CANCELADO' (decision 038). */
  canceledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const deviceBoardSchema = z.object({
  shopName: z.string(),
  kind: z.enum(orderDeviceKinds),
  /** KDS age colours, in minutes (yellow, red). */
  warnAfterMinutes: z.number().int(),
  lateAfterMinutes: z.number().int(),
  /** How long a canceled order stays on the screen, struck through. */
  canceledShownMinutes: z.number().int(),
  /** The shop's categories, which a kitchen display may filter by (its station). */
  stations: z.array(z.string()),
  /** The shop's logo and colours, as the kiosk shows them (the status board wears them). */
  logoUrl: z.string().nullable(),
  theme: z.enum(themeNames),
  /** The shop's orders from several stations wait for the expo's bump (decision 070). */
  expo: z.boolean().optional(),
  /** "Cozinha cheia": whether busy mode is on, and whether by hand. */
  busy: z.object({ active: z.boolean(), manual: z.boolean() }).optional(),
});

export const bumpOrderSchema = z.object({
  orderId: z.guid('Pedido inválido'),
  /**
   * The display's stations: with an expo, a station's bump of an order in preparation marks
   * its own part done; none (or no expo): the whole order moves on.
   */
  stations: z.array(z.string().max(120)).max(50).optional(),
  /** The display is the expo ("passe"): it confirms an order whose stations are all done. */
  expo: z.boolean().optional(),
  /**
   * The stage the card showed: when the order is no longer there (a repeated tap, a retried
   * request), the bump changes nothing and answers where the order is.
   */
  from: z.enum(kitchenStages).optional(),
});

/** "Segurar" (held) or "Liberar" (released) a kitchen card (decision 075). */
export const holdOrderSchema = z.object({
  orderId: z.guid('Pedido inválido'),
  held: z.boolean(),
});

// ---------------------------------------------------------------- Vendas Totem

export const kioskSalesQuerySchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export const kioskSalesSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  count: z.number().int(),
  totalCents: z.number().int(),
  averageTicketCents: z.number().int(),
  byMethod: z.array(
    z.object({ method: z.string(), count: z.number().int(), totalCents: z.number().int() }),
  ),
  orders: z.array(
    z.object({
      id: z.guid(),
      orderNumber: z.number().int(),
      businessDate: z.iso.date(),
      paidAt: z.iso.datetime({ offset: true }),
      method: z.string(),
      totalCents: z.number().int(),
    }),
  ),
});
export type KioskSales = z.infer<typeof kioskSalesSchema>;
