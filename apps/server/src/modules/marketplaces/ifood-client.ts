import { z } from 'zod';
import { ifoodAlreadyPausedMessage } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { createBearerSession, type BearerCall } from './bearer-session';

/*
 * iFood's Merchant API as its developer portal documents it (decision 052 lists the pages):
 * the platform's one centralised application authenticates with client credentials, and its
 * token (6 hours by default) is kept until shortly before it expires, then asked for again;
 * every other call carries it as a Bearer. `IFOOD_API_URL` points the whole client elsewhere
 * (a test's fake), as `MERCADOPAGO_API_URL` does for Mercado Pago.
 */

/** iFood accepts at most this many merchants in one `x-polling-merchants`. */
export const ifoodPollingBatch = 100;

const tokenSchema = z.object({ accessToken: z.string().min(1), expiresIn: z.number().positive() });

export const ifoodEventSchema = z.object({
  id: z.string().min(1),
  code: z.string(),
  fullCode: z.string().optional(),
  orderId: z.string(),
  merchantId: z.string().optional(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type IfoodEvent = z.infer<typeof ifoodEventSchema>;

const money = z.number();
const optionSchema = z.object({
  name: z.string(),
  externalCode: z.string().optional(),
  quantity: z.number(),
  unitPrice: money,
});
const itemSchema = z.object({
  name: z.string(),
  externalCode: z.string().optional(),
  quantity: z.number(),
  unitPrice: money,
  totalPrice: money,
  observations: z.string().optional(),
  options: z.array(optionSchema).optional(),
});
/** The parts of an order's details Comanda reads; iFood sends many more. */
export const ifoodOrderSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  orderType: z.enum(['DELIVERY', 'TAKEOUT', 'DINE_IN', 'INDOOR']),
  createdAt: z.string(),
  merchant: z.object({ id: z.string() }),
  customer: z
    .object({
      name: z.string().optional(),
      phone: z.object({ number: z.string().optional() }).optional(),
    })
    .optional(),
  items: z.array(itemSchema),
  total: z.object({
    orderAmount: money,
    subTotal: money.optional(),
    deliveryFee: money.optional(),
  }),
  delivery: z
    .object({
      deliveryAddress: z.object({ formattedAddress: z.string().optional() }).optional(),
    })
    .optional(),
  /** IMMEDIATE, or SCHEDULED for `schedule`'s time (a takeout's also in `takeout`). */
  orderTiming: z.string().optional(),
  schedule: z
    .object({
      deliveryDateTimeStart: z.string().optional(),
      deliveryDateTimeEnd: z.string().optional(),
    })
    .optional(),
  takeout: z.object({ takeoutDateTime: z.string().optional() }).optional(),
});
export type IfoodOrder = z.infer<typeof ifoodOrderSchema>;

export const ifoodCancellationReasonSchema = z.object({
  cancelCodeId: z.string(),
  description: z.string(),
});
export type IfoodCancellationReason = z.infer<typeof ifoodCancellationReasonSchema>;

export const ifoodMerchantStatusSchema = z.array(
  z.object({
    operation: z.string(),
    available: z.boolean(),
    state: z.string(),
    message: z.object({ title: z.string().optional() }).optional(),
  }),
);
export type IfoodMerchantStatus = z.infer<typeof ifoodMerchantStatusSchema>;

export const ifoodMerchantSchema = z.object({ id: z.string(), name: z.string() });

export const ifoodInterruptionSchema = z.object({
  id: z.string(),
  description: z.string().optional(),
  start: z.string(),
  end: z.string(),
});
export type IfoodInterruption = z.infer<typeof ifoodInterruptionSchema>;

const catalogSchema = z.object({ catalogId: z.string() });
const categorySchema = z.object({
  items: z.array(z.object({ id: z.string(), externalCode: z.string().optional() })).optional(),
});
export type IfoodItemStatus = 'AVAILABLE' | 'UNAVAILABLE';
export type IfoodMerchant = z.infer<typeof ifoodMerchantSchema>;

/** What the kitchen's bumps and a shop's decisions tell iFood about an order. */
export type IfoodOrderAction = 'confirm' | 'startPreparation' | 'readyToPickup' | 'dispatch';

export interface IfoodClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** For tests: a clock and a sleep the 404 backoff waits on. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

/** A PLACED event may outrun its order's details: 404s are retried after these waits. */
export const orderNotFoundBackoffMs = [1_000, 2_000, 4_000, 8_000, 16_000];

const unavailable = (detail: string) =>
  new AppError('SERVICE_UNAVAILABLE', `iFood indisponível: ${detail}`);

export type IfoodClient = ReturnType<typeof createIfoodClient>;

type IfoodCall = BearerCall;

/** The OAuth session with iFood's form (`grantType`, `clientId`, `clientSecret`). */
function createIfoodSession(options: IfoodClientOptions, now: () => number) {
  return createBearerSession({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    now,
    tokenPath: '/authentication/v1.0/oauth/token',
    tokenForm: {
      grantType: 'client_credentials',
      clientId: options.clientId,
      clientSecret: options.clientSecret,
    },
    readToken: (body) => {
      const token = tokenSchema.parse(body);
      return { token: token.accessToken, expiresInSeconds: token.expiresIn };
    },
    fail: unavailable,
  });
}

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function expectOk(res: Response, what: string) {
  if (!res.ok) throw unavailable(`${what} (${res.status})`);
}

/** The events API: polling and acknowledgment. */
function ifoodEvents(call: IfoodCall) {
  return {
    /**
     * The merchants' unacknowledged events, at most 100 merchants a request, sorted by
     * `createdAt` (iFood may deliver them out of order).
     */
    async pollEvents(merchantIds: readonly string[]): Promise<IfoodEvent[]> {
      const found: IfoodEvent[] = [];
      for (let start = 0; start < merchantIds.length; start += ifoodPollingBatch) {
        const batch = merchantIds.slice(start, start + ifoodPollingBatch);
        const res = await call('/events/v1.0/events:polling', {
          headers: { 'x-polling-merchants': batch.join(',') },
        });
        if (res.status === 204) continue;
        await expectOk(res, 'polling');
        found.push(...z.array(ifoodEventSchema).parse(await res.json()));
      }
      return found.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    },

    /** Tells iFood these events are stored: it will not send them again. */
    async acknowledge(eventIds: readonly string[]): Promise<void> {
      if (eventIds.length === 0) return;
      const res = await call('/events/v1.0/events/acknowledgment', {
        method: 'POST',
        ...json(eventIds.map((id) => ({ id }))),
      });
      await expectOk(res, 'acknowledgment');
    },
  };
}

/** The order API: details, status actions and cancellation. */
function ifoodOrders(call: IfoodCall, sleep: (ms: number) => Promise<void>) {
  return {
    /** The order's details; a 404 is retried with backoff, then null (the caller retries later). */
    async order(orderId: string): Promise<IfoodOrder | null> {
      for (let attempt = 0; ; attempt += 1) {
        const res = await call(`/order/v1.0/orders/${encodeURIComponent(orderId)}`);
        if (res.ok) return ifoodOrderSchema.parse(await res.json());
        if (res.status !== 404) throw unavailable(`pedido (${res.status})`);
        const wait = orderNotFoundBackoffMs[attempt];
        if (wait === undefined) return null;
        await sleep(wait);
      }
    },

    async orderAction(orderId: string, action: IfoodOrderAction): Promise<void> {
      const res = await call(`/order/v1.0/orders/${encodeURIComponent(orderId)}/${action}`, {
        method: 'POST',
      });
      await expectOk(res, action);
    },

    async cancellationReasons(orderId: string): Promise<IfoodCancellationReason[]> {
      const res = await call(
        `/order/v1.0/orders/${encodeURIComponent(orderId)}/cancellationReasons`,
      );
      if (res.status === 204) return [];
      await expectOk(res, 'motivos de cancelamento');
      return z.array(ifoodCancellationReasonSchema).parse(await res.json());
    },

    async requestCancellation(
      orderId: string,
      reason: { cancellationCode: string; reason: string },
    ): Promise<void> {
      const res = await call(
        `/order/v1.0/orders/${encodeURIComponent(orderId)}/requestCancellation`,
        { method: 'POST', ...json(reason) },
      );
      await expectOk(res, 'cancelamento');
    },
  };
}

const merchantPath = (merchantId: string) =>
  `/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}`;

/** The merchant API: the shop's details, status and pauses. */
function ifoodMerchants(call: IfoodCall) {
  return {
    /**
     * The merchant's details, or null when iFood does not know it or it has not authorised the
     * platform's application (404, 403): how "Conectar iFood" checks a Merchant ID.
     */
    async merchant(merchantId: string): Promise<IfoodMerchant | null> {
      const res = await call(merchantPath(merchantId));
      if (res.status === 404 || res.status === 403) return null;
      await expectOk(res, 'loja');
      return ifoodMerchantSchema.parse(await res.json());
    },

    async merchantStatus(merchantId: string): Promise<IfoodMerchantStatus> {
      const res = await call(`${merchantPath(merchantId)}/status`);
      await expectOk(res, 'status da loja');
      return ifoodMerchantStatusSchema.parse(await res.json());
    },

    /** The store's interruptions ("Pausar iFood"), as iFood lists them. */
    async interruptions(merchantId: string): Promise<IfoodInterruption[]> {
      const res = await call(`${merchantPath(merchantId)}/interruptions`);
      await expectOk(res, 'pausas');
      return z.array(ifoodInterruptionSchema).parse(await res.json());
    },

    /** "Pausar iFood": an interruption from `start` until `end` (iFood: 201 with its id). */
    async createInterruption(
      merchantId: string,
      interruption: { description: string; start: string; end: string },
    ): Promise<IfoodInterruption> {
      const res = await call(`${merchantPath(merchantId)}/interruptions`, {
        method: 'POST',
        ...json({ id: crypto.randomUUID(), ...interruption }),
      });
      // iFood refuses a pause that overlaps one of the store's (409 InterruptionOverlap).
      if (res.status === 409) throw new AppError('CONFLICT', ifoodAlreadyPausedMessage);
      await expectOk(res, 'pausa');
      return ifoodInterruptionSchema.parse(await res.json());
    },

    /** Ends a pause (204); one iFood no longer has (404) is ended already. */
    async deleteInterruption(merchantId: string, interruptionId: string): Promise<void> {
      const res = await call(
        `${merchantPath(merchantId)}/interruptions/${encodeURIComponent(interruptionId)}`,
        { method: 'DELETE' },
      );
      if (res.status === 404) return;
      await expectOk(res, 'fim da pausa');
    },
  };
}

/** The catalogue API: which iFood items stand for a product, and their availability. */
function ifoodCatalog(call: IfoodCall) {
  const catalogPath = (merchantId: string) =>
    `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}`;
  return {
    /**
     * The store's items by their external code (the product's code in Comanda): every
     * catalogue's categories with their items (`include_items=true`).
     */
    async catalogItemIds(merchantId: string): Promise<Map<string, string[]>> {
      const res = await call(`${catalogPath(merchantId)}/catalogs`);
      await expectOk(res, 'cardápios');
      const byCode = new Map<string, string[]>();
      for (const { catalogId } of z.array(catalogSchema).parse(await res.json())) {
        const found = await call(
          `${catalogPath(merchantId)}/catalogs/${encodeURIComponent(catalogId)}/categories?include_items=true`,
        );
        await expectOk(found, 'itens do cardápio');
        for (const category of z.array(categorySchema).parse(await found.json())) {
          for (const item of category.items ?? []) {
            if (!item.externalCode) continue;
            const ids = byCode.get(item.externalCode) ?? [];
            if (!ids.includes(item.id)) ids.push(item.id);
            byCode.set(item.externalCode, ids);
          }
        }
      }
      return byCode;
    },

    /** A catalogue item's availability (a product sold out in Comanda, or back). */
    async setItemStatus(
      merchantId: string,
      itemId: string,
      status: IfoodItemStatus,
    ): Promise<void> {
      const res = await call(`${catalogPath(merchantId)}/items/status`, {
        method: 'PATCH',
        ...json({ itemId, status }),
      });
      await expectOk(res, 'disponibilidade do item');
    },
  };
}

export function createIfoodClient(options: IfoodClientOptions) {
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { token, call } = createIfoodSession(options, now);
  return {
    /** The token, fetched or cached (exported for the connection test). */
    token,
    ...ifoodEvents(call),
    ...ifoodOrders(call, sleep),
    ...ifoodMerchants(call),
    ...ifoodCatalog(call),
  };
}
