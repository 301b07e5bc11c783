import { z } from 'zod';
import type { OrderFulfilment } from './order-board';
import { orderChannels } from './order-channels';
import { stockUnits } from './stock';

/*
 * The kitchen display's other views (issue 36, item 4; decision 076): beside the order cards,
 * the all-day counts (how many of each item the queue holds), the production by ingredient
 * (the queue through its fichas técnicas) and the packing view ("Embalagem") of the delivery
 * orders. The server computes the aggregates from the queue; the display only shows them.
 */

export const kitchenViews = ['orders', 'allDay', 'production', 'packing'] as const;
export type KitchenView = (typeof kitchenViews)[number];

/** The queue the aggregates count: orders waiting and in preparation (not yet ready). */
export const queueStages = ['received', 'preparing'] as const;
export type QueueStage = (typeof queueStages)[number];

/**
 * Delivery orders (the online menu's, iFood's and Open Delivery's deliveries) are routed to the
 * packing view, where they are bumped out as dispatched.
 */
export const isPackingOrder = (order: { fulfilment: OrderFulfilment }) =>
  order.fulfilment === 'entrega';

/** A repeated query parameter (`?station=a&station=b`), one value, or none. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(50),
  );

/** What a display asks the aggregates of: its stations and channels (none: all of them). */
export const kitchenViewQuerySchema = z.object({
  token: z.string().optional(),
  station: repeated(z.string().max(120)),
  channel: repeated(z.enum(orderChannels)),
});
export type KitchenViewQuery = z.input<typeof kitchenViewQuerySchema>;

/** One item of the all-day counts: a product, its options collapsed into variants. */
export const allDayItemSchema = z.object({
  name: z.string(),
  /** The product's category now (its station); null once deleted. */
  station: z.string().nullable(),
  /** Units in the queue: `waiting` (received) plus `preparing`. */
  quantity: z.number().int(),
  waiting: z.number().int(),
  preparing: z.number().int(),
  /** The units per chosen options ("Ponto: Ao ponto"), when the product has choices. */
  variants: z.array(z.object({ label: z.string(), quantity: z.number().int() })),
});
export type AllDayItem = z.infer<typeof allDayItemSchema>;

/** One stock item the queue needs, in thousandths of its unit (decision 018). */
export const productionItemSchema = z.object({
  stockItemId: z.guid(),
  name: z.string(),
  unit: z.enum(stockUnits),
  quantityMilli: z.number().int(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

export const kitchenProductionSchema = z.object({
  items: z.array(productionItemSchema),
  /** The queue's products that have no ficha técnica: nothing of theirs is counted above. */
  withoutRecipe: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type KitchenProduction = z.infer<typeof kitchenProductionSchema>;
