import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { assertPublicUrl } from '../../lib/public-address';
import { createBearerSession } from './bearer-session';
import { orderNotFoundBackoffMs } from './ifood-client';

/*
 * Abrasel's Open Delivery standard as its OpenAPI publishes it (decision 059 lists the pages):
 * the Ordering Application (Keeta, aiqfome...) hosts the API at a base URL of its own, and gives
 * each merchant its own client id and secret; the token (client credentials, `/oauth/token`) is
 * kept until shortly before `expires_in`, and every other call carries it as a Bearer. One
 * client per shop's connection.
 */

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  // Optional in the standard; a token without it is kept for an hour (a 401 replaces it).
  expires_in: z.number().positive().optional(),
});

export const openDeliveryEventSchema = z.object({
  eventId: z.string().min(1),
  eventType: z.string(),
  orderId: z.string(),
  orderURL: z.string().optional(),
  createdAt: z.string(),
  sourceAppId: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type OpenDeliveryEvent = z.infer<typeof openDeliveryEventSchema>;

/** The standard's Price: money is `{ value, currency }`. */
const price = z.object({ value: z.number(), currency: z.string() });
const optionSchema = z.object({
  name: z.string(),
  externalCode: z.string().optional(),
  quantity: z.number(),
  unitPrice: price,
  totalPrice: price.optional(),
});
const itemSchema = z.object({
  name: z.string(),
  externalCode: z.string().optional(),
  quantity: z.number(),
  unitPrice: price,
  totalPrice: price,
  specialInstructions: z.string().optional(),
  options: z.array(optionSchema).optional(),
});
/** The parts of an Order Comanda reads; the standard has many more. */
export const openDeliveryOrderSchema = z.object({
  id: z.string(),
  type: z.enum(['DELIVERY', 'TAKEOUT', 'INDOOR']),
  displayId: z.string(),
  createdAt: z.string(),
  merchant: z.object({ id: z.string(), name: z.string().optional() }),
  items: z.array(itemSchema),
  total: z.object({
    itemsPrice: price,
    otherFees: price.optional(),
    discount: price.optional(),
    orderAmount: price,
  }),
  customer: z
    .object({
      name: z.string().optional(),
      phone: z.object({ number: z.string().optional() }).optional(),
    })
    .optional(),
  delivery: z
    .object({
      deliveryAddress: z
        .object({
          formattedAddress: z.string().optional(),
          street: z.string().optional(),
          number: z.string().optional(),
          district: z.string().optional(),
          city: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type OpenDeliveryOrder = z.infer<typeof openDeliveryOrderSchema>;

/** The status actions a kitchen's bumps and a shop's decisions send. */
export type OpenDeliveryOrderAction = 'preparing' | 'readyForPickup' | 'dispatch';

/**
 * An ItemOffer as a MerchantUpdate carries it (the standard requires id, itemId, index and
 * price): the offer of one of the shop's products, AVAILABLE or UNAVAILABLE.
 */
export interface OpenDeliveryItemOffer {
  id: string;
  itemId: string;
  index: number;
  status: 'AVAILABLE' | 'UNAVAILABLE';
  price: { value: number; originalValue: number; currency: 'BRL' };
}

/** RequestCancelled's `code`, as the standard enumerates it. */
export const openDeliveryCancellationCodes = [
  'SYSTEMIC_ISSUES',
  'DUPLICATE_APPLICATION',
  'UNAVAILABLE_ITEM',
  'RESTAURANT_WITHOUT_DELIVERY_PERSON',
  'OUTDATED_MENU',
  'ORDER_OUTSIDE_THE_DELIVERY_AREA',
  'BLOCKED_CUSTOMER',
  'OUTSIDE_DELIVERY_HOURS',
  'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT',
  'RISK_AREA',
  'DELIVERY_PROBLEM',
] as const;
export type OpenDeliveryCancellationCode = (typeof openDeliveryCancellationCodes)[number];

export interface OpenDeliveryClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant's id as the shop registered it with the Ordering Application. */
  merchantId: string;
  /** For tests: a clock and a sleep the 404 backoff waits on. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /**
   * Development and tests only: the base URL may name a local or private address (the fake on
   * 127.0.0.1). Otherwise the admin-typed address must be public (lib/public-address.ts).
   */
  allowLocal?: boolean;
}

const defaultTokenSeconds = 3_600;
/** The standard's most events in one acknowledgment. */
export const openDeliveryAckBatch = 100;

const unavailable = (detail: string) =>
  new AppError('SERVICE_UNAVAILABLE', `Open Delivery indisponível: ${detail}`);

/** The OAuth session with the standard's form (`client_id`, `client_secret`, `grant_type`). */
function createSession(options: OpenDeliveryClientOptions, now: () => number) {
  return createBearerSession({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    now,
    tokenPath: '/oauth/token',
    tokenForm: {
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    },
    readToken: (body) => {
      const token = tokenSchema.parse(body);
      return {
        token: token.access_token,
        expiresInSeconds: token.expires_in ?? defaultTokenSeconds,
      };
    },
    fail: unavailable,
    guard: options.allowLocal ? undefined : assertPublicUrl,
  });
}

/** An answer parsed with its schema; one the standard does not describe is a failure too. */
async function parsed<T>(res: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  const result = schema.safeParse(await res.json().catch(() => undefined));
  if (!result.success) throw unavailable(`resposta inválida (${what})`);
  return result.data;
}

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const orderPath = (orderId: string, action?: string) =>
  `/v1/orders/${encodeURIComponent(orderId)}${action ? `/${action}` : ''}`;

type SessionCall = ReturnType<typeof createSession>['call'];

/** What Comanda tells the application: an order's status actions, and its menu's offers. */
function merchantActions(call: SessionCall) {
  /**
   * A status action. 422 is the standard's "event received before" (an application that
   * processes actions synchronously answers it to a repeat): the action is done, not failed.
   */
  async function post(orderId: string, action: string, body?: unknown): Promise<void> {
    const init: RequestInit = { method: 'POST', ...(body === undefined ? {} : json(body)) };
    const res = await call(orderPath(orderId, action), init);
    if (!res.ok && res.status !== 422) throw unavailable(`${action} (${res.status})`);
  }

  return {
    /** Accepts the order (OrderConfirmed: when it was created, and Comanda's code for it). */
    confirm: (
      orderId: string,
      confirmation: { createdAt: string; orderExternalCode: string; preparationTime?: number },
    ) => post(orderId, 'confirm', confirmation),

    orderAction: (orderId: string, action: OpenDeliveryOrderAction) => post(orderId, action),

    requestCancellation: (
      orderId: string,
      request: { reason: string; code: OpenDeliveryCancellationCode; mode: 'AUTO' | 'MANUAL' },
    ) => post(orderId, 'requestCancellation', request),

    /**
     * The Merchant Update webhook (`POST /v1/merchantUpdate`, MerchantUpdate with `entityType`
     * ITEM_OFFER): the application updates those offers only, without reading the whole menu.
     */
    async updateItemOffers(offers: readonly OpenDeliveryItemOffer[]): Promise<void> {
      if (offers.length === 0) return;
      const body = { entityType: 'ITEM_OFFER', updatedObjects: offers };
      const res = await call('/v1/merchantUpdate', { method: 'POST', ...json(body) });
      if (!res.ok) throw unavailable(`merchantUpdate (${res.status})`);
    },
  };
}

export function createOpenDeliveryClient(options: OpenDeliveryClientOptions) {
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { token, call } = createSession(options, now);

  return {
    /** The token, fetched or cached: "Conectar" checks the credentials with it. */
    token,
    merchantId: options.merchantId,

    /** The merchant's unacknowledged events, sorted by `createdAt` (none are promised in order). */
    async pollEvents(): Promise<OpenDeliveryEvent[]> {
      const res = await call('/v1/events:polling', {
        headers: { 'x-polling-merchants': options.merchantId },
      });
      if (res.status === 204) return [];
      if (!res.ok) throw unavailable(`polling (${res.status})`);
      const events = await parsed(res, z.array(openDeliveryEventSchema), 'polling');
      return events.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    },

    /** Tells the application these events are stored: at most 100 a request, as AckEvents. */
    async acknowledge(events: readonly OpenDeliveryEvent[]): Promise<void> {
      for (let start = 0; start < events.length; start += openDeliveryAckBatch) {
        const batch = events.slice(start, start + openDeliveryAckBatch);
        const body = batch.map((event) => ({
          id: event.eventId,
          orderId: event.orderId,
          eventType: event.eventType,
        }));
        const res = await call('/v1/events/acknowledgment', { method: 'POST', ...json(body) });
        if (!res.ok) throw unavailable(`acknowledgment (${res.status})`);
      }
    },

    /** The order's details; a 404 is retried with backoff, then null (the caller retries later). */
    async order(orderId: string): Promise<OpenDeliveryOrder | null> {
      for (let attempt = 0; ; attempt += 1) {
        const res = await call(orderPath(orderId));
        if (res.ok) return parsed(res, openDeliveryOrderSchema, 'pedido');
        if (res.status !== 404) throw unavailable(`pedido (${res.status})`);
        const wait = orderNotFoundBackoffMs[attempt];
        if (wait === undefined) return null;
        await sleep(wait);
      }
    },

    ...merchantActions(call),
  };
}

export type OpenDeliveryClient = ReturnType<typeof createOpenDeliveryClient>;
