import { z } from 'zod';
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

/** The merchant and catalogue APIs: the shop's details, status, pauses and items. */
function ifoodMerchants(call: IfoodCall) {
  return {
    /**
     * The merchant's details, or null when iFood does not know it or it has not authorised the
     * platform's application (404, 403): how "Conectar iFood" checks a Merchant ID.
     */
    async merchant(merchantId: string): Promise<IfoodMerchant | null> {
      const res = await call(`/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}`);
      if (res.status === 404 || res.status === 403) return null;
      await expectOk(res, 'loja');
      return ifoodMerchantSchema.parse(await res.json());
    },

    async merchantStatus(merchantId: string): Promise<IfoodMerchantStatus> {
      const res = await call(`/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}/status`);
      await expectOk(res, 'status da loja');
      return ifoodMerchantStatusSchema.parse(await res.json());
    },

    /** "Pausar iFood": an interruption from now until `end`. */
    async createInterruption(
      merchantId: string,
      interruption: { description: string; start: string; end: string },
    ): Promise<void> {
      const res = await call(
        `/merchant/v1.0/merchants/${encodeURIComponent(merchantId)}/interruptions`,
        { method: 'POST', ...json({ id: crypto.randomUUID(), ...interruption }) },
      );
      await expectOk(res, 'pausa');
    },

    /** A catalogue item's availability (a product sold out in Comanda, or back). */
    async setItemStatus(
      merchantId: string,
      itemId: string,
      status: 'AVAILABLE' | 'UNAVAILABLE',
    ): Promise<void> {
      const res = await call(
        `/catalog/v2.0/merchants/${encodeURIComponent(merchantId)}/items/status`,
        { method: 'PATCH', ...json({ itemId, status }) },
      );
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
  };
}
