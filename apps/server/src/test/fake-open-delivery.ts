import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { readBody, send } from './fake-http';

/*
 * A local stand-in for an Ordering Application (Keeta, aiqfome...) speaking Abrasel's Open
 * Delivery standard, built from its published OpenAPI (abrasel-nacional.github.io/opendelivery,
 * v1.7.1; the pages are listed in decision 059), not from what our client sends:
 *
 * - POST /oauth/token, form-encoded `client_id`, `client_secret`, `grant_type=client_credentials`
 *   → `{ access_token, token_type: 'bearer', expires_in }` (seconds); wrong credentials are 401.
 *   Credentials are per merchant: a token opens that merchant's orders only. Every other route
 *   demands `Authorization: Bearer <a token it issued, not expired>`, else 401.
 * - GET /v1/events:polling (`x-polling-merchants` optional): 200 with the merchant's
 *   unacknowledged events `[{ eventId, eventType, orderId, orderURL, createdAt, sourceAppId }]`,
 *   in no promised order, or 204 when there are none.
 * - POST /v1/events/acknowledgment, a JSON array (at most 100) of `{ id, orderId, eventType }`
 *   → 202; an acknowledged event is never polled again; a malformed entry is 400.
 * - GET /v1/orders/{orderId}: the Order (money as `{ value, currency }`), or 404.
 * - POST /v1/orders/{orderId}/confirm with `{ createdAt, orderExternalCode, preparationTime? }`,
 *   /preparing, /readyForPickup, /dispatch, /requestCancellation with `{ reason, code, mode }`
 *   → 202, and the event each leads to (CONFIRMED, PREPARING, READY_FOR_PICKUP, DISPATCHED,
 *   CANCELLATION_REQUESTED then CANCELLED — or CANCELLATION_REQUEST_DENIED when the test has
 *   `refuseCancellation`). The same action again is 422: the standard's "event received
 *   before" for an application that processes actions synchronously.
 * - POST /v1/merchantUpdate (the Merchant Update webhook, `x-webhooks` /v1/menuUpdated in the
 *   OpenAPI, "POST /v1/merchantUpdate" in its description): MerchantUpdate — an empty body, or
 *   `merchantStatus` AVAILABLE/UNAVAILABLE, and/or `entityType` (one of the standard's) with
 *   `updatedObjects` not empty when it is given. An ITEM_OFFER's objects are ItemOffers (`id`,
 *   `itemId`, integer `index`, `price` `{ value, currency }`, `status` AVAILABLE/UNAVAILABLE
 *   when given): the fake keeps each offer's status (`offerStatus`). 204; a malformed body 400.
 *
 * It records every request (`calls`); a test places orders and adds events as the application
 * would.
 */

export type FakeOpenDeliveryEventType =
  | 'CREATED'
  | 'CONFIRMED'
  | 'PREPARING'
  | 'READY_FOR_PICKUP'
  | 'DISPATCHED'
  | 'CONCLUDED'
  | 'CANCELLATION_REQUESTED'
  | 'CANCELLATION_REQUEST_DENIED'
  | 'CANCELLED'
  | 'ORDER_CANCELLATION_REQUEST';

export interface FakeOpenDeliveryEvent {
  eventId: string;
  eventType: FakeOpenDeliveryEventType;
  orderId: string;
  orderURL: string;
  createdAt: string;
  sourceAppId: string;
  metadata?: Record<string, unknown>;
}

export interface FakeOpenDeliveryItem {
  name: string;
  externalCode: string;
  quantity: number;
  /** Reais, as `Price.value`. */
  unitPrice: number;
  specialInstructions?: string;
  options?: { name: string; externalCode: string; quantity: number; unitPrice: number }[];
}

export interface FakeOpenDeliveryOrderInput {
  merchantId: string;
  displayId?: string;
  type?: 'DELIVERY' | 'TAKEOUT' | 'INDOOR';
  customer?: { name: string; phone?: string };
  /** The delivery address's formatted line, for a DELIVERY. */
  address?: string;
  items: FakeOpenDeliveryItem[];
  deliveryFee?: number;
}

export interface FakeOpenDeliveryCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeOpenDeliveryMerchant {
  merchantId: string;
  clientId: string;
  clientSecret: string;
}

export interface FakeOpenDelivery {
  url: string;
  calls: FakeOpenDeliveryCall[];
  /** Events acknowledged, by id, with how many times each was acknowledged. */
  acks: Map<string, number>;
  /** Adds an order and its CREATED event; returns the order's id. */
  placeOrder(input: FakeOpenDeliveryOrderInput, options?: { createdAt?: string }): string;
  /** Adds an event of an existing order (CANCELLED by the customer...). */
  addEvent(
    orderId: string,
    eventType: FakeOpenDeliveryEventType,
    createdAt?: string,
  ): FakeOpenDeliveryEvent;
  /** The actions (`confirm`, `preparing`...) posted for an order, in order, 422s included. */
  actionsOf(orderId: string): string[];
  tokensIssued(): number;
  /** The application refuses this order's next requestCancellation (CANCELLATION_REQUEST_DENIED). */
  refuseCancellation(orderId: string): void;
  /** The order's next `action` is answered 503 (the application down for a moment). */
  failActionOnce(orderId: string, action: string): void;
  /** An ItemOffer's status as the last merchantUpdate left it (undefined: never sent). */
  offerStatus(offerId: string): string | undefined;
  /** Makes every token issued so far expired. */
  expireTokens(): void;
  close(): Promise<void>;
}

/** The status actions the standard lists, and the event each leads to. */
const actionEvents: Record<string, FakeOpenDeliveryEventType> = {
  confirm: 'CONFIRMED',
  preparing: 'PREPARING',
  readyForPickup: 'READY_FOR_PICKUP',
  dispatch: 'DISPATCHED',
  requestCancellation: 'CANCELLATION_REQUESTED',
};

const eventTypes = new Set<string>([
  'CREATED',
  'CONFIRMED',
  'PREPARING',
  'READY_FOR_PICKUP',
  'PICKUP_AREA_ASSIGNED',
  'PICKED_UP',
  'DISPATCHED',
  'DELIVERED',
  'CONCLUDED',
  'CANCELLATION_REQUESTED',
  'CANCELLATION_REQUEST_DENIED',
  'CANCELLED',
  'ORDER_CANCELLATION_REQUEST',
  'CANCELLED_DENIED',
]);

const cancellationCodes = new Set([
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
]);

/** MerchantUpdate's `entityType`s (its discriminator's mapping). */
const entityTypes = new Set([
  'MERCHANT',
  'BASIC_INFO',
  'SERVICE',
  'MENU',
  'CATEGORY',
  'ITEM',
  'ITEM_OFFER',
  'OPTION_GROUP',
  'OPTION',
  'AVAILABILITY',
]);
const statuses = ['AVAILABLE', 'UNAVAILABLE'];

/** An ItemOffer as the standard requires it: id, itemId, index, price; status if given. */
function validItemOffer(entry: unknown): boolean {
  const offer = (entry ?? {}) as Record<string, unknown>;
  const money = (offer.price ?? {}) as Record<string, unknown>;
  return (
    typeof offer.id === 'string' &&
    typeof offer.itemId === 'string' &&
    Number.isInteger(offer.index) &&
    typeof money.value === 'number' &&
    typeof money.currency === 'string' &&
    (offer.status === undefined || statuses.includes(String(offer.status)))
  );
}

/** Checks a MerchantUpdate body; answers the ItemOffers it carries (none for other entities). */
function merchantUpdateOffers(body: unknown): Record<string, unknown>[] | null {
  // An empty body asks the application to read GET /v1/merchant again.
  if (body === undefined) return [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const update = body as Record<string, unknown>;
  if (update.merchantStatus !== undefined && !statuses.includes(String(update.merchantStatus))) {
    return null;
  }
  if (update.entityType === undefined) return update.updatedObjects === undefined ? [] : null;
  if (!entityTypes.has(String(update.entityType))) return null;
  const objects = update.updatedObjects;
  if (!Array.isArray(objects) || objects.length === 0) return null;
  if (update.entityType !== 'ITEM_OFFER') return [];
  return objects.every(validItemOffer) ? (objects as Record<string, unknown>[]) : null;
}

const price = (value: number) => ({ value: Math.round(value * 100) / 100, currency: 'BRL' });

/** Errors are the standard's problem+json. */
const sendProblem = (res: ServerResponse, status: number, title: string) =>
  send(res, status, { title, status }, 'application/problem+json');

/** The standard's Order, as GET /v1/orders/{orderId} answers it. */
function orderOf(id: string, input: FakeOpenDeliveryOrderInput, createdAt: string, seq: number) {
  const items = input.items.map((item, index) => {
    const options = (item.options ?? []).map((option, optionIndex) => ({
      index: optionIndex + 1,
      id: randomUUID(),
      name: option.name,
      externalCode: option.externalCode,
      unit: 'UN',
      quantity: option.quantity,
      unitPrice: price(option.unitPrice),
      totalPrice: price(option.quantity * option.unitPrice),
    }));
    const optionsPrice = options.reduce((sum, option) => sum + option.totalPrice.value, 0);
    return {
      id: randomUUID(),
      index: index + 1,
      name: item.name,
      externalCode: item.externalCode,
      unit: 'UN',
      quantity: item.quantity,
      specialInstructions: item.specialInstructions,
      unitPrice: price(item.unitPrice),
      optionsPrice: price(optionsPrice),
      totalPrice: price(item.quantity * (item.unitPrice + optionsPrice)),
      options,
    };
  });
  const itemsPrice = items.reduce((sum, item) => sum + item.totalPrice.value, 0);
  const deliveryFee = input.deliveryFee ?? 0;
  const type = input.type ?? 'DELIVERY';
  const orderAmount = itemsPrice + deliveryFee;
  return {
    id,
    type,
    displayId: input.displayId ?? String(seq),
    createdAt,
    orderTiming: 'INSTANT',
    preparationStartDateTime: createdAt,
    merchant: { id: input.merchantId, name: 'Loja de teste' },
    items,
    otherFees: deliveryFee
      ? [
          {
            name: 'Entrega',
            type: 'DELIVERY_FEE',
            receivedBy: 'MERCHANT',
            price: price(deliveryFee),
          },
        ]
      : [],
    discounts: [],
    total: {
      itemsPrice: price(itemsPrice),
      otherFees: price(deliveryFee),
      discount: price(0),
      orderAmount: price(orderAmount),
    },
    payments: {
      prepaid: orderAmount,
      pending: 0,
      methods: [{ value: orderAmount, currency: 'BRL', type: 'PREPAID', method: 'CREDIT' }],
    },
    customer: {
      id: randomUUID(),
      name: input.customer?.name ?? 'Cliente Open Delivery',
      phone: { number: input.customer?.phone ?? '11 4000-0000' },
      ordersCountOnMerchant: 1,
    },
    ...(type === 'DELIVERY'
      ? {
          delivery: {
            deliveredBy: 'MARKETPLACE',
            estimatedDeliveryDateTime: createdAt,
            deliveryAddress: {
              country: 'BR',
              state: 'SP',
              city: 'São Paulo',
              district: 'Centro',
              street: 'Rua das Flores',
              number: '10',
              formattedAddress: input.address ?? 'Rua das Flores, 10 - Centro',
              postalCode: '01000-000',
              coordinates: { latitude: -23.55, longitude: -46.63 },
            },
          },
        }
      : type === 'TAKEOUT'
        ? { takeout: { mode: 'DEFAULT', takeoutDateTime: createdAt } }
        : { indoor: { mode: 'DEFAULT', indoorDateTime: createdAt } }),
  };
}

type Order = ReturnType<typeof orderOf>;

/** Checks an acknowledgment body against the standard's AckEvents. */
function validAcks(body: unknown): body is { id: string; orderId: string; eventType: string }[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > 100) return false;
  return body.every((entry: unknown) => {
    const ack = (entry ?? {}) as Record<string, unknown>;
    return (
      typeof ack.id === 'string' &&
      typeof ack.orderId === 'string' &&
      typeof ack.eventType === 'string' &&
      eventTypes.has(ack.eventType)
    );
  });
}

/** Checks an action's body against OrderConfirmed / RequestCancelled. */
function validActionBody(action: string, body: unknown): boolean {
  const input = (body ?? {}) as Record<string, unknown>;
  if (action === 'confirm') {
    return typeof input.createdAt === 'string' && typeof input.orderExternalCode === 'string';
  }
  if (action === 'requestCancellation') {
    return (
      typeof input.reason === 'string' &&
      cancellationCodes.has(String(input.code)) &&
      ['AUTO', 'MANUAL'].includes(String(input.mode))
    );
  }
  return true;
}

export async function startFakeOpenDelivery(options: {
  merchants: FakeOpenDeliveryMerchant[];
  /** Seconds a token lives. */
  tokenSeconds?: number;
}): Promise<FakeOpenDelivery> {
  const appId = randomUUID();
  const tokens = new Map<string, { merchantId: string; expiresAt: number }>();
  const events: (FakeOpenDeliveryEvent & { merchantId: string })[] = [];
  const acks = new Map<string, number>();
  const orders = new Map<string, Order>();
  const done = new Map<string, Set<string>>(); // order → actions already received
  const calls: FakeOpenDeliveryCall[] = [];
  const refusing = new Set<string>();
  const failing = new Set<string>();
  const offers = new Map<string, string>();
  let issued = 0;
  let displaySeq = 5000;
  let url = '';

  function token(res: ServerResponse, body: unknown) {
    const form = (body ?? {}) as Record<string, string>;
    if (form.grant_type !== 'client_credentials') {
      return sendProblem(res, 400, 'grant_type must be client_credentials');
    }
    const merchant = options.merchants.find(
      (entry) => entry.clientId === form.client_id && entry.clientSecret === form.client_secret,
    );
    if (!merchant) return sendProblem(res, 401, 'Invalid client credentials');
    const seconds = options.tokenSeconds ?? 3_600;
    const accessToken = `fake-od-${randomUUID()}`;
    tokens.set(accessToken, {
      merchantId: merchant.merchantId,
      expiresAt: Date.now() + seconds * 1000,
    });
    issued += 1;
    send(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: seconds });
  }

  /** The merchant a request's token opens, or undefined. */
  function merchantOf(req: IncomingMessage): string | undefined {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const found = match ? tokens.get(match[1]!) : undefined;
    return found && found.expiresAt > Date.now() ? found.merchantId : undefined;
  }

  function addEvent(
    orderId: string,
    eventType: FakeOpenDeliveryEventType,
    createdAt = new Date().toISOString(),
  ): FakeOpenDeliveryEvent {
    const merchantId = orders.get(orderId)?.merchant.id ?? '';
    const event = {
      eventId: randomUUID(),
      eventType,
      orderId,
      orderURL: `${url}/v1/orders/${orderId}`,
      createdAt,
      sourceAppId: appId,
      merchantId,
    };
    events.push(event);
    const { merchantId: _merchant, ...shown } = event;
    return shown;
  }

  function polling(res: ServerResponse, merchantId: string) {
    // Newest first: the standard promises no order; the client sorts by createdAt.
    const found = events
      .filter((event) => event.merchantId === merchantId && !acks.has(event.eventId))
      .reverse()
      .map(({ merchantId: _merchant, ...shown }) => shown);
    if (found.length === 0) return send(res, 204);
    send(res, 200, found);
  }

  function acknowledge(res: ServerResponse, body: unknown) {
    if (!validAcks(body)) return sendProblem(res, 400, 'Invalid acknowledgment');
    for (const ack of body) acks.set(ack.id, (acks.get(ack.id) ?? 0) + 1);
    send(res, 202);
  }

  function action(res: ServerResponse, orderId: string, name: string, body: unknown) {
    if (!validActionBody(name, body)) return sendProblem(res, 400, `Invalid ${name} body`);
    if (failing.delete(`${orderId}/${name}`)) return sendProblem(res, 503, 'Try again later');
    const received = done.get(orderId) ?? new Set<string>();
    if (received.has(name)) return sendProblem(res, 422, 'Event received before');
    received.add(name);
    done.set(orderId, received);
    addEvent(orderId, actionEvents[name]!);
    if (name === 'requestCancellation') {
      addEvent(orderId, refusing.delete(orderId) ? 'CANCELLATION_REQUEST_DENIED' : 'CANCELLED');
    }
    send(res, 202);
  }

  function merchantUpdate(res: ServerResponse, body: unknown) {
    const updated = merchantUpdateOffers(body);
    if (!updated) return sendProblem(res, 400, 'Invalid MerchantUpdate');
    for (const offer of updated) offers.set(String(offer.id), String(offer.status ?? 'AVAILABLE'));
    send(res, 204);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = await readBody(req);
    calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    if (req.method === 'POST' && path === '/oauth/token') return token(res, body);
    const merchantId = merchantOf(req);
    if (!merchantId) return sendProblem(res, 401, 'Invalid or expired token');
    if (req.method === 'GET' && path === '/v1/events:polling') return polling(res, merchantId);
    if (req.method === 'POST' && path === '/v1/events/acknowledgment') {
      return acknowledge(res, body);
    }
    if (req.method === 'POST' && path === '/v1/merchantUpdate') return merchantUpdate(res, body);
    const orderPath = /^\/v1\/orders\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(path);
    const order = orderPath ? orders.get(orderPath[1]!) : undefined;
    // A merchant's token opens its own orders only.
    if (!orderPath || !order || order.merchant.id !== merchantId) {
      return sendProblem(res, 404, 'Not found');
    }
    const [, orderId, name] = orderPath;
    if (!name && req.method === 'GET') return send(res, 200, order);
    if (req.method === 'POST' && name && name in actionEvents) {
      return action(res, orderId!, name, body);
    }
    sendProblem(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => sendProblem(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    acks,
    placeOrder(input, placed = {}) {
      const id = randomUUID();
      const createdAt = placed.createdAt ?? new Date().toISOString();
      orders.set(id, orderOf(id, input, createdAt, displaySeq++));
      addEvent(id, 'CREATED', createdAt);
      return id;
    },
    addEvent,
    actionsOf: (orderId) =>
      calls
        .filter((call) => call.method === 'POST' && call.path.startsWith(`/v1/orders/${orderId}/`))
        .map((call) => call.path.split('/').at(-1)!),
    tokensIssued: () => issued,
    refuseCancellation: (orderId) => refusing.add(orderId),
    failActionOnce: (orderId, action) => failing.add(`${orderId}/${action}`),
    offerStatus: (offerId) => offers.get(offerId),
    expireTokens: () => {
      for (const entry of tokens.values()) entry.expiresAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
