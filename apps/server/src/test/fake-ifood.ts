import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { readBody, send } from './fake-http';

/*
 * A local stand-in for iFood's Merchant API, built from its published documentation
 * (developer.ifood.com.br; the pages are listed in decision 052), not from what our client
 * sends:
 *
 * - POST /authentication/v1.0/oauth/token, form-encoded `grantType=client_credentials`,
 *   `clientId`, `clientSecret` → `{ accessToken, type: 'bearer', expiresIn }` (seconds); a wrong
 *   secret is 401. Every other route demands `Authorization: Bearer <a token it issued, not
 *   expired>`, else 401.
 * - GET /events/v1.0/events:polling with `x-polling-merchants` (comma-separated merchant ids, at
 *   most 100): 200 with the unacknowledged events of those merchants, in no particular order, or
 *   204 when there are none.
 * - POST /events/v1.0/events/acknowledgment, a JSON array of `{ id }` → 202; an acknowledged
 *   event is never returned again.
 * - GET /order/v1.0/orders/{id}: the order's details, or 404 (a PLACED event may arrive before
 *   its details: `hideOrderFor` answers 404 that many times first).
 * - POST /order/v1.0/orders/{id}/confirm | startPreparation | readyToPickup | dispatch → 202.
 * - GET .../cancellationReasons → 200 `[{ cancelCodeId, description }]` (204 once the order is
 *   cancelled); POST .../requestCancellation `{ reason, cancellationCode }` (a code among the
 *   reasons, a reason text) → 202, 400 otherwise; the outcome comes as events: CAR
 *   (CANCELLATION_REQUESTED), then CAN (CANCELLED) or, when the test has `refuseCancellation`,
 *   CARF (CANCELLATION_REQUEST_FAILED). Decision 067 cites the pages.
 * - GET /merchant/v1.0/merchants/{id} → 200 `{ id, name, corporateName, ... }`, or 404 for a
 *   merchant it does not know (when `merchants` lists the known ones; else every id is known).
 * - GET /merchant/v1.0/merchants/{id}/status → 200 `[{ operation, available, state,
 *   validations, message }]`: CLOSED with the `unavailabilities` validation while a pause is in
 *   force. GET .../interruptions lists the pauses not yet over; POST .../interruptions
 *   `{ id, description, start, end }` → 201 with the pause, 409 `InterruptionOverlap` when it
 *   overlaps another; DELETE .../interruptions/{id} → 204 (404 when unknown).
 * - GET /catalog/v2.0/merchants/{id}/catalogs → `[{ catalogId, context, status }]`; GET
 *   .../catalogs/{catalogId}/categories?include_items=true → categories with their `items`
 *   (`id`, `externalCode`, `status`); PATCH .../items/status, `{ itemId, status:
 *   AVAILABLE|UNAVAILABLE }` → 202.
 *
 * It records every request (`calls`), and a test adds orders and events as iFood would.
 */

export interface FakeIfoodEvent {
  id: string;
  /** PLC (placed), CFM, CAN..., as the events' `code`; `fullCode` is derived. */
  code: string;
  fullCode: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
  metadata?: Record<string, unknown>;
}

export interface FakeIfoodItem {
  name: string;
  externalCode?: string;
  quantity: number;
  /** Reais, as iFood sends money. */
  unitPrice: number;
  observations?: string;
  options?: { name: string; externalCode?: string; quantity: number; unitPrice: number }[];
}

export interface FakeIfoodOrderInput {
  merchantId: string;
  displayId?: string;
  orderType?: 'DELIVERY' | 'TAKEOUT' | 'DINE_IN';
  customer?: { name: string; phone?: string };
  /** The delivery address's formatted line, for a DELIVERY. */
  address?: string;
  items: FakeIfoodItem[];
  deliveryFee?: number;
  /** A SCHEDULED order for this time (ISO); immediate without it. */
  scheduledFor?: string;
}

export interface FakeIfoodCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeIfood {
  url: string;
  calls: FakeIfoodCall[];
  /** Events acknowledged, by id, with how many times each was acknowledged. */
  acks: Map<string, number>;
  /** Items' availability as the shop last set it, by merchant then item id. */
  itemStatus: Map<string, Map<string, string>>;
  interruptions: {
    merchantId: string;
    id: string;
    description: string;
    start: string;
    end: string;
  }[];
  /** Puts an item with this external code in the merchant's catalogue; returns its iFood id. */
  addCatalogItem(merchantId: string, item: { name: string; externalCode: string }): string;
  /** Adds an order and its PLACED event; returns the order's id. */
  placeOrder(input: FakeIfoodOrderInput, options?: { createdAt?: string }): string;
  /** Adds an event of an existing order (CAN, CFM...). */
  addEvent(orderId: string, code: string, createdAt?: string): FakeIfoodEvent;
  /** The next call of `action` on the order answers 503 (iFood down for a moment). */
  failActionOnce(orderId: string, action: string): void;
  /** iFood will refuse the next cancellation asked for this order (CARF instead of CAN). */
  refuseCancellation(orderId: string): void;
  /** The next `times` GETs of the order answer 404, as when PLACED outruns the details. */
  hideOrderFor(orderId: string, times: number): void;
  /** The calls made to a path ending (`/confirm`) for an order. */
  actionsOf(orderId: string): string[];
  /** Tokens issued so far. */
  tokensIssued(): number;
  /** Makes every token issued so far expired. */
  expireTokens(): void;
  close(): Promise<void>;
}

const fullCodes: Record<string, string> = {
  PLC: 'PLACED',
  CFM: 'CONFIRMED',
  CAN: 'CANCELLED',
  CAR: 'CANCELLATION_REQUESTED',
  CARF: 'CANCELLATION_REQUEST_FAILED',
  PRS: 'PREPARATION_STARTED',
  RTP: 'READY_TO_PICKUP',
  DSP: 'DISPATCHED',
  CON: 'CONCLUDED',
};

const orderActions = ['confirm', 'startPreparation', 'readyToPickup', 'dispatch'] as const;

/** iFood's documented cancellation reasons a merchant may give (a subset). */
const cancellationReasons = [
  { cancelCodeId: '501', description: 'PROBLEMAS DE SISTEMA' },
  { cancelCodeId: '503', description: 'ITEM INDISPONÍVEL' },
  { cancelCodeId: '506', description: 'ESTABELECIMENTO FECHADO' },
];

export async function startFakeIfood(options: {
  clientId: string;
  clientSecret: string;
  /** Seconds a token lives (iFood: 6 hours). */
  tokenSeconds?: number;
  /** The merchants linked to the application, by id → name; absent: every id is one. */
  merchants?: Record<string, string>;
}): Promise<FakeIfood> {
  const tokens = new Map<string, number>(); // token → expires at (ms)
  const events: FakeIfoodEvent[] = [];
  const acks = new Map<string, number>();
  const orders = new Map<string, Record<string, unknown>>();
  const hidden = new Map<string, number>();
  const refusing = new Set<string>();
  const failing = new Set<string>();
  const cancelled = new Set<string>();
  const itemStatus = new Map<string, Map<string, string>>();
  const interruptions: FakeIfood['interruptions'] = [];
  const catalogItems = new Map<string, { id: string; name: string; externalCode: string }[]>();
  const calls: FakeIfoodCall[] = [];
  let issued = 0;
  let displaySeq = 1000;

  const authorised = (req: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]!) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  function token(res: ServerResponse, body: unknown) {
    const form = (body ?? {}) as Record<string, string>;
    if (form.grantType !== 'client_credentials') {
      return send(res, 400, { error: { code: 'BadRequest', message: 'grantType' } });
    }
    if (form.clientId !== options.clientId || form.clientSecret !== options.clientSecret) {
      return send(res, 401, { error: { code: 'Unauthorized', message: 'Invalid credentials' } });
    }
    const seconds = options.tokenSeconds ?? 21_600;
    const accessToken = `fake-ifood-${randomUUID()}`;
    tokens.set(accessToken, Date.now() + seconds * 1000);
    issued += 1;
    send(res, 200, { accessToken, type: 'bearer', expiresIn: seconds });
  }

  function polling(req: IncomingMessage, res: ServerResponse) {
    const header = req.headers['x-polling-merchants'];
    const merchants = typeof header === 'string' ? header.split(',').map((id) => id.trim()) : [];
    if (merchants.length > 100) {
      return send(res, 400, { error: { code: 'BadRequest', message: 'Too many merchants' } });
    }
    const wanted = new Set(merchants);
    // Newest first: iFood does not promise an order, and the client must sort by createdAt.
    const found = events
      .filter((event) => !acks.has(event.id))
      .filter((event) => wanted.size === 0 || wanted.has(event.merchantId))
      .reverse();
    if (found.length === 0) return send(res, 204);
    send(res, 200, found);
  }

  function acknowledge(res: ServerResponse, body: unknown) {
    if (!Array.isArray(body)) return send(res, 400, { error: { code: 'BadRequest' } });
    for (const entry of body as { id?: unknown }[]) {
      if (typeof entry?.id === 'string') acks.set(entry.id, (acks.get(entry.id) ?? 0) + 1);
    }
    send(res, 202);
  }

  function order(res: ServerResponse, id: string) {
    const left = hidden.get(id) ?? 0;
    if (left > 0) {
      hidden.set(id, left - 1);
      return send(res, 404, { error: { code: 'NotFound', message: 'Order not found' } });
    }
    const found = orders.get(id);
    if (!found) return send(res, 404, { error: { code: 'NotFound', message: 'Order not found' } });
    send(res, 200, found);
  }

  /** The interruptions in force now (start ≤ now < end). */
  const activeInterruptions = (merchantId: string, now = Date.now()) =>
    interruptions.filter(
      (entry) =>
        entry.merchantId === merchantId &&
        Date.parse(entry.start) <= now &&
        now < Date.parse(entry.end),
    );

  /** GET .../status: one operation, CLOSED with the `unavailabilities` validation while paused. */
  function merchantStatus(res: ServerResponse, merchantId: string) {
    const open = activeInterruptions(merchantId).length === 0;
    const validations = [
      { id: randomUUID(), code: 'is-connected', state: 'OK', message: { title: 'Conectada' } },
      ...(open
        ? []
        : [
            {
              id: randomUUID(),
              code: 'unavailabilities',
              state: 'CLOSED',
              message: { title: 'Loja pausada', subtitle: 'Há uma interrupção ativa' },
            },
          ]),
    ];
    send(res, 200, [
      {
        operation: 'DELIVERY',
        salesChannel: 'IFOOD',
        available: open,
        state: open ? 'OK' : 'CLOSED',
        validations,
        message: open
          ? { title: 'Loja aberta', subtitle: '', description: '' }
          : { title: 'Loja pausada', subtitle: 'Interrupção', description: '' },
        ...(open ? {} : { reopenable: { reopenable: true, type: 'UNAVAILABILITY' } }),
      },
    ]);
  }

  /**
   * POST .../interruptions: `{ id, description, start, end }` → 201 with the pause; one that
   * overlaps a pause of the store is refused (409 InterruptionOverlap).
   */
  function createInterruption(res: ServerResponse, merchantId: string, body: unknown) {
    const input = (body ?? {}) as {
      id?: string;
      description?: string;
      start?: string;
      end?: string;
    };
    const start = Date.parse(input.start ?? '');
    const end = Date.parse(input.end ?? '');
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      return send(res, 400, { error: { code: 'BadRequest', message: 'start/end' } });
    }
    const overlaps = interruptions.some(
      (entry) =>
        entry.merchantId === merchantId &&
        Date.parse(entry.start) < end &&
        start < Date.parse(entry.end),
    );
    if (overlaps) return send(res, 409, { error: { code: 'InterruptionOverlap' } });
    const created = {
      merchantId,
      id: input.id ?? randomUUID(),
      description: input.description ?? '',
      start: input.start!,
      end: input.end!,
    };
    interruptions.push(created);
    send(res, 201, shownInterruption(created));
  }

  const shownInterruption = ({ merchantId: _merchant, ...shown }: FakeIfood['interruptions'][0]) =>
    shown;

  function merchantRoute(
    req: IncomingMessage,
    res: ServerResponse,
    [, merchantId, what, interruptionId]: RegExpExecArray,
    body: unknown,
  ) {
    const name = options.merchants ? options.merchants[merchantId!] : 'Loja de teste';
    if (name === undefined) {
      return send(res, 404, { error: { code: 'NotFound', message: 'Merchant not found' } });
    }
    if (what === undefined && req.method === 'GET') {
      return send(res, 200, {
        id: merchantId,
        name,
        corporateName: `${name} LTDA`,
        type: 'RESTAURANT',
        status: 'AVAILABLE',
      });
    }
    if (what === 'status' && req.method === 'GET') return merchantStatus(res, merchantId!);
    if (what !== 'interruptions') return send(res, 404, { error: { code: 'NotFound' } });
    if (interruptionId === undefined && req.method === 'GET') {
      const now = Date.now();
      const current = interruptions.filter(
        (entry) => entry.merchantId === merchantId && now < Date.parse(entry.end),
      );
      return send(res, 200, current.map(shownInterruption));
    }
    if (interruptionId === undefined && req.method === 'POST') {
      return createInterruption(res, merchantId!, body);
    }
    if (interruptionId !== undefined && req.method === 'DELETE') {
      const index = interruptions.findIndex(
        (entry) => entry.merchantId === merchantId && entry.id === interruptionId,
      );
      if (index < 0) return send(res, 404, { error: { code: 'NotFound' } });
      interruptions.splice(index, 1);
      return send(res, 204);
    }
    send(res, 404, { error: { code: 'NotFound' } });
  }

  /**
   * The catalogue (v2.0): GET catalogs, GET catalogs/{id}/categories?include_items=true (items
   * with their `id` and `externalCode`), PATCH items/status `{ itemId, status }` → 202.
   */
  function catalogRoute(
    req: IncomingMessage,
    res: ServerResponse,
    merchantId: string,
    rest: string,
    body: unknown,
  ) {
    const items = catalogItems.get(merchantId) ?? [];
    const catalogId = `catalogo-${merchantId}`;
    if (req.method === 'GET' && rest === 'catalogs') {
      return send(res, 200, [
        { catalogId, context: ['DEFAULT'], status: 'AVAILABLE', modifiedAt: 1_700_000_000 },
      ]);
    }
    if (req.method === 'GET' && rest === `catalogs/${catalogId}/categories`) {
      const statuses = itemStatus.get(merchantId);
      return send(res, 200, [
        {
          id: `categoria-${merchantId}`,
          name: 'Cardápio',
          status: 'AVAILABLE',
          template: 'DEFAULT',
          items: items.map((item) => ({
            ...item,
            status: statuses?.get(item.id) ?? 'AVAILABLE',
          })),
        },
      ]);
    }
    if (req.method === 'PATCH' && rest === 'items/status') {
      const input = (body ?? {}) as { itemId?: string; status?: string };
      if (!input.itemId || !['AVAILABLE', 'UNAVAILABLE'].includes(input.status ?? '')) {
        return send(res, 400, { error: { code: 'BadRequest' } });
      }
      const merchant = itemStatus.get(merchantId) ?? new Map<string, string>();
      merchant.set(input.itemId, input.status!);
      itemStatus.set(merchantId, merchant);
      return send(res, 202);
    }
    send(res, 404, { error: { code: 'NotFound' } });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const body = await readBody(req);
    calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    if (req.method === 'POST' && path === '/authentication/v1.0/oauth/token') {
      return token(res, body);
    }
    if (!authorised(req)) {
      return send(res, 401, { error: { code: 'Unauthorized', message: 'Token expired' } });
    }
    if (req.method === 'GET' && path === '/events/v1.0/events:polling') return polling(req, res);
    if (req.method === 'POST' && path === '/events/v1.0/events/acknowledgment') {
      return acknowledge(res, body);
    }
    const orderPath = /^\/order\/v1\.0\/orders\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(path);
    if (orderPath) {
      const [, id, action] = orderPath;
      if (!action && req.method === 'GET') return order(res, id!);
      if (!orders.has(id!)) return send(res, 404, { error: { code: 'NotFound' } });
      if (action === 'cancellationReasons' && req.method === 'GET') {
        return cancelled.has(id!) ? send(res, 204) : send(res, 200, cancellationReasons);
      }
      if (action === 'requestCancellation' && req.method === 'POST') {
        return requestCancellation(res, id!, body);
      }
      if (req.method === 'POST' && (orderActions as readonly string[]).includes(action ?? '')) {
        if (failing.delete(`${id}/${action}`)) {
          return send(res, 503, { error: { code: 'ServiceUnavailable' } });
        }
        return send(res, 202);
      }
    }
    const merchantPath =
      /^\/merchant\/v1\.0\/merchants\/([^/]+)(?:\/(status|interruptions)(?:\/([^/]+))?)?$/.exec(
        path,
      );
    if (merchantPath) return merchantRoute(req, res, merchantPath, body);
    const catalogPath = /^\/catalog\/v2\.0\/merchants\/([^/]+)\/(.+)$/.exec(path);
    if (catalogPath) return catalogRoute(req, res, catalogPath[1]!, catalogPath[2]!, body);
    send(res, 404, { error: { code: 'NotFound' } });
  }

  /** 202, then CAR and CAN (or CARF when refused), as iFood's events report the outcome. */
  function requestCancellation(res: ServerResponse, id: string, body: unknown) {
    const input = (body ?? {}) as { reason?: unknown; cancellationCode?: unknown };
    const known = cancellationReasons.some(
      (entry) => entry.cancelCodeId === input.cancellationCode,
    );
    if (!known || typeof input.reason !== 'string' || input.reason.trim() === '') {
      return send(res, 400, { error: { code: 'BadRequest', message: 'cancellationCode/reason' } });
    }
    if (cancelled.has(id)) return send(res, 202);
    send(res, 202);
    const at = Date.now();
    addEvent(id, 'CAR', new Date(at).toISOString());
    if (refusing.delete(id)) {
      addEvent(id, 'CARF', new Date(at + 1).toISOString());
      return;
    }
    addEvent(id, 'CAN', new Date(at + 1).toISOString());
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function addEvent(orderId: string, code: string, createdAt = new Date().toISOString()) {
    const merchantId = ((orders.get(orderId)?.merchant ?? {}) as { id?: string }).id ?? '';
    const event: FakeIfoodEvent = {
      id: randomUUID(),
      code,
      fullCode: fullCodes[code] ?? code,
      orderId,
      merchantId,
      createdAt,
    };
    events.push(event);
    if (code === 'CAN') cancelled.add(orderId);
    return event;
  }

  function placeOrder(input: FakeIfoodOrderInput, placed: { createdAt?: string } = {}) {
    const id = randomUUID();
    const createdAt = placed.createdAt ?? new Date().toISOString();
    const items = input.items.map((item, index) => {
      const optionsPrice = (item.options ?? []).reduce(
        (sum, option) => sum + option.quantity * option.unitPrice,
        0,
      );
      return {
        index: index + 1,
        id: randomUUID(),
        uniqueId: randomUUID(),
        name: item.name,
        externalCode: item.externalCode,
        unit: 'UN',
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        optionsPrice,
        totalPrice: item.quantity * (item.unitPrice + optionsPrice),
        price: item.quantity * item.unitPrice,
        observations: item.observations,
        options: (item.options ?? []).map((option, optionIndex) => ({
          index: optionIndex + 1,
          id: randomUUID(),
          name: option.name,
          externalCode: option.externalCode,
          unit: 'UN',
          quantity: option.quantity,
          unitPrice: option.unitPrice,
          price: option.quantity * option.unitPrice,
        })),
      };
    });
    const subTotal = items.reduce((sum, item) => sum + item.totalPrice, 0);
    const deliveryFee = input.deliveryFee ?? 0;
    const orderType = input.orderType ?? 'DELIVERY';
    orders.set(id, {
      id,
      displayId: input.displayId ?? String(displaySeq++),
      orderType,
      orderTiming: input.scheduledFor ? 'SCHEDULED' : 'IMMEDIATE',
      ...(input.scheduledFor
        ? {
            schedule: {
              deliveryDateTimeStart: input.scheduledFor,
              deliveryDateTimeEnd: new Date(
                Date.parse(input.scheduledFor) + 30 * 60_000,
              ).toISOString(),
            },
          }
        : {}),
      salesChannel: 'IFOOD',
      category: 'FOOD',
      createdAt,
      isTest: true,
      merchant: { id: input.merchantId, name: 'Loja de teste' },
      customer: {
        id: randomUUID(),
        name: input.customer?.name ?? 'Cliente iFood',
        phone: { number: input.customer?.phone ?? '0800 705 3040', localizer: '12345678' },
      },
      items,
      total: {
        subTotal,
        deliveryFee,
        benefits: 0,
        additionalFees: 0,
        orderAmount: subTotal + deliveryFee,
      },
      payments: {
        prepaid: subTotal + deliveryFee,
        pending: 0,
        methods: [
          {
            value: subTotal + deliveryFee,
            currency: 'BRL',
            method: 'CREDIT',
            type: 'ONLINE',
            prepaid: true,
          },
        ],
      },
      ...(orderType === 'DELIVERY'
        ? {
            delivery: {
              mode: 'DEFAULT',
              deliveredBy: 'IFOOD',
              deliveryAddress: {
                formattedAddress: input.address ?? 'Rua das Flores, 10 - Centro',
                city: 'São Paulo',
                state: 'SP',
                country: 'BR',
              },
            },
          }
        : { takeout: { mode: 'DEFAULT', takeoutDateTime: input.scheduledFor ?? createdAt } }),
    });
    addEvent(id, 'PLC', createdAt);
    return id;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    acks,
    itemStatus,
    interruptions,
    placeOrder,
    addEvent,
    addCatalogItem: (merchantId, item) => {
      const id = randomUUID();
      catalogItems.set(merchantId, [...(catalogItems.get(merchantId) ?? []), { id, ...item }]);
      return id;
    },
    hideOrderFor: (orderId, times) => hidden.set(orderId, times),
    refuseCancellation: (orderId) => refusing.add(orderId),
    failActionOnce: (orderId, action) => failing.add(`${orderId}/${action}`),
    actionsOf: (orderId) =>
      calls
        .filter(
          (call) =>
            call.method === 'POST' && call.path.startsWith(`/order/v1.0/orders/${orderId}/`),
        )
        .map((call) => call.path.split('/').at(-1)!),
    tokensIssued: () => issued,
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
