import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import {
  choiceCountProblem,
  choiceProblemMessage,
  itemTotalCents,
  orderMaxTotalCents,
  type CreateOrderData,
  type FieldIssue,
  type KioskMenu,
  type KioskOrderStatus,
  type KioskProduct,
  type OrderFulfilment,
  type OrderItemData,
  type PaymentStatus,
  type PlacedOrder,
  businessDateOf,
  fulfilmentOfDineIn,
} from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError, SoldOutError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import { isId } from '../../lib/ids';
import { namedStatement, preparedQuery } from '../../db/named-statement';
import { kioskMenu } from '../catalog';
import { shopStillAsReadSql } from '../establishments';
import {
  idempotencyKeys,
  orderCounters,
  orderItemAddons,
  orderItemChoices,
  orderItemExtras,
  orderItemRemovals,
  orderItems,
  orders,
} from './orders.tables';

/** Paid orders count as confirmed (SPEC §4); revenue is their total, in centavos. */
export async function confirmedOrderTotals(
  db: Database,
): Promise<{ confirmedOrders: number; revenueCents: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'));
  return { confirmedOrders: row?.n ?? 0, revenueCents: Number(row?.total ?? 0) };
}

// ---------------------------------------------------------------- pricing

interface PricedPart {
  id: string;
  name: string;
  priceCents: number;
}

export interface PricedChoice {
  groupName: string;
  name: string;
  priceCents: number;
  /** The option's product, for its recipe; null for a free-text option. */
  productId: string | null;
}

interface PricedLine {
  product: KioskProduct;
  quantity: number;
  notes: string | undefined;
  extras: PricedPart[];
  addons: PricedPart[];
  choices: PricedChoice[];
  removals: { id: string; name: string }[];
  unitPriceCents: number;
  totalCents: number;
}

/**
 * A line as written: priced from the menu (kiosk, counter), or as a marketplace sold it, whose
 * product may be unknown to the shop's menu (id null: the kitchen reads its name).
 */
export type WrittenLine = Omit<PricedLine, 'product' | 'totalCents'> & {
  product: { id: string | null; name: string };
};

/** A menu's lookups by id, made once per menu object (the route's comes from the menu cache). */
interface MenuIndex {
  /** What a kiosk line may be: the products the kiosk shows (its categories, drinks, desserts). */
  products: Map<string, KioskProduct>;
  addons: Map<string, KioskProduct>;
  extras: WeakMap<KioskProduct, Map<string, KioskProduct['extras'][number]>>;
  ingredients: WeakMap<KioskProduct, Map<string, KioskProduct['ingredients'][number]>>;
}

const menuIndexes = new WeakMap<KioskMenu, MenuIndex>();

function menuIndexOf(menu: KioskMenu): MenuIndex {
  let index = menuIndexes.get(menu);
  if (!index) {
    index = {
      products: new Map(
        [...menu.products, ...menu.drinks, ...menu.desserts].map((product) => [
          product.id,
          product,
        ]),
      ),
      addons: new Map(menu.addonProducts.map((product) => [product.id, product])),
      extras: new WeakMap(),
      ingredients: new WeakMap(),
    };
    menuIndexes.set(menu, index);
  }
  return index;
}

/** `parts` of `product` by id, kept with the menu's index. */
function byIdOf<T extends { id: string }>(
  cache: WeakMap<KioskProduct, Map<string, T>>,
  product: KioskProduct,
  parts: T[],
): Map<string, T> {
  let found = cache.get(product);
  if (!found) {
    found = new Map(parts.map((part) => [part.id, part]));
    cache.set(product, found);
  }
  return found;
}

/**
 * Prices every line from the menu as the kiosk shows it now (active rows of the tenant's
 * visible categories), never from the request. Every reference the menu does not offer is
 * reported with its field path; a foreign or inactive id reads the same as a missing one.
 * A product or add-on the menu shows 'Esgotado' (by hand, by stock, or a combo whose required
 * part is: decision 038) refuses the order with the stock module's 'Esgotado' message.
 */
export function priceOrderItems(menu: KioskMenu, items: OrderItemData[]): PricedLine[] {
  const menuIndex = menuIndexOf(menu);
  const productsById = menuIndex.products;
  const addonsById = menuIndex.addons;
  const issues: FieldIssue[] = [];
  const soldOut = new Set<string>();
  const lines: PricedLine[] = [];

  items.forEach((item, index) => {
    const at = `items.${index}`;
    const product = productsById.get(item.productId.toLowerCase());
    if (!product) {
      issues.push({ path: `${at}.productId`, message: 'Produto indisponível' });
      return;
    }
    if (product.soldOut) {
      soldOut.add(product.name);
      return;
    }
    const pick = <T extends { id: string }>(
      ids: string[],
      available: Map<string, T>,
      field: string,
      message: string,
    ): T[] =>
      ids.flatMap((id, position) => {
        const found = available.get(id.toLowerCase());
        if (!found) issues.push({ path: `${at}.${field}.${position}`, message });
        return found ? [found] : [];
      });
    const extras = pick(
      item.extraIds,
      byIdOf(menuIndex.extras, product, product.extras),
      'extraIds',
      'Adicional indisponível',
    );
    const addonProducts = pick(
      item.addonProductIds,
      addonsById,
      'addonProductIds',
      'Produto adicional indisponível',
    );
    for (const addon of addonProducts) if (addon.soldOut) soldOut.add(addon.name);
    const addons = addonProducts.map(({ id, name, priceCents }) => ({ id, name, priceCents }));
    const removals = pick(
      item.removedIngredientIds,
      byIdOf(menuIndex.ingredients, product, product.ingredients),
      'removedIngredientIds',
      'Ingrediente inválido',
    );
    const choices = pickChoices(product, item.choiceOptionIds, at, issues);
    const priced = { priceCents: product.priceCents, extras, addons, choices };
    lines.push({
      product,
      quantity: item.quantity,
      notes: item.notes,
      extras,
      addons,
      choices,
      removals,
      unitPriceCents: itemTotalCents({ ...priced, quantity: 1 }),
      totalCents: itemTotalCents({ ...priced, quantity: item.quantity }),
    });
  });

  if (soldOut.size > 0) throw new SoldOutError([...soldOut]);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  return lines;
}

/**
 * The options chosen for one line, in the groups' order (decision 026): each must be an
 * available option of this product's groups (another product's, another shop's or a sold-out
 * one reads as unavailable), and each group's count must be within its min and max.
 */
function pickChoices(
  product: KioskProduct,
  optionIds: string[],
  at: string,
  issues: FieldIssue[],
): PricedChoice[] {
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  const known = new Set(
    product.choiceGroups.flatMap((group) => group.options.map((option) => option.id)),
  );
  const unknown = optionIds.flatMap((id, position) =>
    known.has(id.toLowerCase())
      ? []
      : [{ path: `${at}.choiceOptionIds.${position}`, message: 'Opção indisponível' }],
  );
  // A stale cart's option: that is the one thing to say (the counts would only confuse).
  if (unknown.length > 0) {
    issues.push(...unknown);
    return [];
  }
  const chosen: PricedChoice[] = [];
  for (const group of product.choiceGroups) {
    const picked = group.options.filter((option) => wanted.has(option.id));
    const problem = choiceCountProblem(group, picked.length);
    if (problem) {
      issues.push({ path: `${at}.choiceOptionIds`, message: choiceProblemMessage(group, problem) });
    }
    for (const option of picked) {
      chosen.push({
        groupName: group.name,
        name: option.name,
        priceCents: option.priceCents,
        productId: option.productId,
      });
    }
  }
  return chosen;
}

/** What the items cost before any discount, priced as placeOrder() prices them. */
export function orderSubtotalCents(menu: KioskMenu, items: OrderItemData[]): number {
  return priceOrderItems(menu, items).reduce((total, line) => total + line.totalCents, 0);
}

// ---------------------------------------------------------------- idempotency

/** JSON with object keys sorted at every level, so equal bodies always hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/**
 * Two-key advisory locks live apart from the one-key ones (migrations, setup), so this
 * namespace cannot collide with them; a hash collision between two keys only makes one wait.
 */
const idempotencyLockNamespace = 724_310_100;

const lockIdempotencyKey = namedStatement(
  'comanda_lock_idempotency_key',
  () =>
    sql`select pg_advisory_xact_lock(${sql.raw(String(idempotencyLockNamespace))}, hashtext(${sql.placeholder('lockKey')}::text))`,
);

const storedIdempotencyKey = namedStatement<{ requestHash: string; orderId: string }>(
  'comanda_stored_idempotency_key',
  () => sql`
    select request_hash as "requestHash", order_id as "orderId" from ${idempotencyKeys}
    where establishment_id = ${sql.placeholder('establishmentId')}
      and key = ${sql.placeholder('key')}`,
);

/**
 * The shop as a route read it from the tenant cache, which another instance's write reaches
 * only with its NOTIFY: placeOrder checks, inside its transaction and in the statement that
 * looks up the key, that the shop is still active under that subdomain with this menu version,
 * these questions and these hours (ADR 086).
 */
export interface ShopAsRead {
  id: string;
  subdomain: string | null;
  menuVersion: number;
  askCustomerName: boolean;
  askOrderType: boolean;
  businessHours: unknown;
}

/** The shop changed since the tenant cache read it: nothing was written; read it again. */
export class StaleShopError extends Error {
  constructor() {
    super('the shop changed since it was read from the tenant cache');
  }
}

const storedKeyOfCurrentShop = namedStatement<{
  requestHash: string | null;
  orderId: string | null;
  shopCurrent: boolean;
}>(
  'comanda_stored_idempotency_key_of_current_shop',
  () => sql`
    select stored.request_hash as "requestHash", stored.order_id as "orderId",
      ${shopStillAsReadSql()} as "shopCurrent"
    from (select) as one
    left join ${idempotencyKeys} as stored
      on stored.establishment_id = ${sql.placeholder('establishmentId')}
      and stored.key = ${sql.placeholder('key')}`,
);

/** The key's stored request, and with `shop` whether the shop is still as read (else throws). */
async function storedKeyOf(
  tx: Transaction,
  establishmentId: string,
  key: string,
  shop: ShopAsRead | undefined,
): Promise<{ requestHash: string; orderId: string } | undefined> {
  if (!shop) {
    const [stored] = await storedIdempotencyKey(tx, { establishmentId, key });
    return stored;
  }
  const [row] = await storedKeyOfCurrentShop(tx, {
    establishmentId,
    key,
    subdomain: shop.subdomain,
    menuVersion: shop.menuVersion,
    askCustomerName: shop.askCustomerName,
    askOrderType: shop.askOrderType,
    businessHours: shop.businessHours == null ? null : JSON.stringify(shop.businessHours),
  });
  if (!row?.shopCurrent) throw new StaleShopError();
  return row.requestHash !== null && row.orderId !== null
    ? { requestHash: row.requestHash, orderId: row.orderId }
    : undefined;
}

// ---------------------------------------------------------------- placing an order

export interface PlaceOrderOptions {
  /** The clock, for tests around midnight; defaults to now. */
  now?: Date | undefined;
  /**
   * The shop's menu as the kiosk sees it now, to price from: the route passes the cached one
   * (current: its version is read with the tenant). Read from the database when absent.
   */
  menu?: KioskMenu | undefined;
  /**
   * What this shop asks the customer (ask_customer_name, ask_order_type): an answer to a
   * question the shop does not ask is dropped, so a stale kiosk cannot put it on a ticket.
   * Absent (a caller that is not the kiosk): the answers given are kept.
   */
  asks?: { customerName: boolean; orderType: boolean; cpf: boolean } | undefined;
  /** A counter (PDV) sale: its extra facts and what it writes with the order. */
  counter?: CounterOrder | undefined;
  /** An order from the shop's online menu: its channel, customer and delivery fee. */
  online?: OnlineOrder | undefined;
  /**
   * The shop from the tenant cache the menu, questions and hours came from: checked inside
   * the transaction; StaleShopError when it changed. Absent: the caller read it fresh.
   */
  shopAsRead?: ShopAsRead | undefined;
}

/**
 * An online-menu order (issue 35, decision 071) is priced, numbered and keyed like a kiosk
 * order; the caller checked what the shop offers and adds its facts, and `afterPlaced` writes
 * what goes with the order inside its transaction.
 */
export interface OnlineOrder {
  channel: 'cardapio_digital' | 'mesa';
  fulfilment: OrderFulfilment;
  customerName: string;
  customerPhone: string;
  deliveryAddress: string | null;
  /** Inside the order's total (the NFC-e's vFrete), on the receipt as its own row. */
  deliveryFeeCents: number;
  /** The kitchen's notes: the customer's, with the table, schedule or payment on handover. */
  notes: string | null;
  /** Hash of the whole request, for the idempotency key. */
  requestHash: string;
  /** For later ("Agendar"): the kitchen holds it until then, less the wait. Else null. */
  scheduledFor: Date | null;
  afterPlaced(tx: Transaction, order: OrderRow): Promise<void>;
}

/**
 * A counter sale goes through the same pricing, numbering and idempotency as a kiosk order;
 * the caller checks the discount and the payment beforehand and records them in
 * `afterPlaced`, inside the order's transaction, so the order and its payment are one fact.
 */
export interface CounterOrder {
  discountCents: number;
  discountReason: string | undefined;
  /** The email of the admin who approved a discount above the shop's limit. */
  discountAuthorizedBy: string | undefined;
  /** Hash of the whole sale request (tenders included), for the idempotency key. */
  requestHash: string;
  afterPlaced(tx: Transaction, order: OrderRow): Promise<void>;
}

export interface PlaceOrderResult {
  order: PlacedOrder;
  /** True when the key was answered before: the stored order, nothing new written. */
  replayed: boolean;
}

const reusedKey = () =>
  new AppError('UNPROCESSABLE', 'Chave de idempotência reutilizada com outro pedido');

/**
 * The items' total after the counter's discount, refused past the order's limit (with a
 * delivery fee, which newOrderRow adds to the order's total).
 */
function orderTotalCents(lines: PricedLine[], discountCents: number, feeCents = 0): number {
  const subtotalCents = lines.reduce((total, line) => total + line.totalCents, 0);
  if (discountCents < 0 || discountCents > subtotalCents) {
    throw new AppError('UNPROCESSABLE', 'O desconto não pode passar do valor do pedido');
  }
  const totalCents = subtotalCents - discountCents;
  if (totalCents + feeCents > orderMaxTotalCents) {
    const message = 'O valor do pedido ultrapassa o limite permitido';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'items', message }]);
  }
  return totalCents;
}

/** A line as 'order.placing' checks it (sold out, stock): the products and parts it takes. */
function placingLineOf(line: PricedLine) {
  return {
    productId: line.product.id,
    productName: line.product.name,
    quantity: line.quantity,
    extraIds: line.extras.map((extra) => extra.id),
    // The products chosen in choice groups take their own recipes, as add-ons do.
    addonProductIds: [
      ...line.addons.map((addon) => addon.id),
      ...line.choices.flatMap((choice) => choice.productId ?? []),
    ],
    removedIngredientIds: line.removals.map((ingredient) => ingredient.id),
  };
}

/** The new order's row, pending payment; the answers the shop does not ask are dropped. */
export function newOrderRow({
  establishmentId,
  input,
  options,
  now,
  totalCents,
  discountCents,
}: {
  establishmentId: string;
  input: CreateOrderData;
  options: PlaceOrderOptions;
  now: Date;
  totalCents: number;
  discountCents: number;
}): OrderRow {
  const { counter, asks, online } = options;
  const dineIn = (asks?.orderType === false ? null : input.dineIn) ?? null;
  const row: OrderRow = {
    id: randomUUID(),
    establishmentId,
    orderNumber: 0, // taken by writeOrder
    businessDate: businessDateOf(now),
    totalCents,
    paymentStatus: 'pending',
    origin: counter ? 'pdv' : 'totem',
    channel: counter ? 'balcao' : 'totem',
    fulfilment: fulfilmentOfDineIn(dineIn),
    customerPhone: null,
    deliveryAddress: null,
    externalCode: null,
    notes: input.notes ?? null,
    publicToken: randomBytes(32).toString('base64url'),
    createdAt: now,
    paidAt: null,
    paidMethod: null,
    stage: null,
    customerName: (asks?.customerName === false ? null : input.customerName) ?? null,
    dineIn,
    customerCpf: (asks?.cpf === false ? null : input.customerCpf) ?? null,
    cancelReason: null,
    discountCents,
    discountReason: counter?.discountReason ?? null,
    discountAuthorizedBy: counter?.discountAuthorizedBy ?? null,
    manualRefundPending: false,
    refundedAt: null,
    kitchenHeldAt: null,
    kitchenHoldUntil: null,
    kitchenSince: null,
    deliveryFeeCents: 0,
  };
  if (!online) return row;
  return {
    ...row,
    channel: online.channel,
    fulfilment: online.fulfilment,
    customerName: online.customerName,
    customerPhone: online.customerPhone,
    deliveryAddress: online.deliveryAddress,
    deliveryFeeCents: online.deliveryFeeCents,
    totalCents: totalCents + online.deliveryFeeCents,
    notes: online.notes,
    kitchenHoldUntil: online.scheduledFor,
  };
}

/**
 * SPEC §7 `criar-pedido`: prices the kiosk's choices from the database and writes the order
 * with every line's snapshot in one transaction, numbered per shop and business day.
 *
 * Concurrency: the transaction first takes an advisory lock on (establishment, key), so a
 * second request with the same key waits for the first to commit and then finds its key row;
 * the order number comes from an upsert on `order_counters`, whose row lock serialises one
 * shop's orders until commit (gapless: a rolled-back order never consumed its number).
 * Publishes 'order.placing' (its checks, before the number is taken) and 'order.placed' in
 * that transaction.
 */
export async function placeOrder(
  db: Database,
  events: Pick<DomainEvents, 'publish'>,
  establishmentId: string,
  input: CreateOrderData,
  idempotencyKey: string,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const { counter, online } = options;
  const requestHash = counter?.requestHash ?? online?.requestHash ?? requestHashOf(input);
  const now = options.now ?? new Date();
  // Read before the transaction, which holds its locks only for the writes.
  const menu = options.menu ?? (await kioskMenu(db, establishmentId));

  return db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, { lockKey: `${establishmentId}:${idempotencyKey}` });
    const stored = await storedKeyOf(tx, establishmentId, idempotencyKey, options.shopAsRead);
    if (stored) {
      if (stored.requestHash !== requestHash) throw reusedKey();
      return { order: await placedOrder(tx, establishmentId, stored.orderId), replayed: true };
    }

    const lines = priceOrderItems(menu, input.items);
    const discountCents = counter?.discountCents ?? 0;
    const totalCents = orderTotalCents(lines, discountCents, online?.deliveryFeeCents ?? 0);
    await events.publish(tx, {
      name: 'order.placing',
      establishmentId,
      lines: lines.map(placingLineOf),
    });
    const order = await writeOrder(
      tx,
      newOrderRow({ establishmentId, input, options, now, totalCents, discountCents }),
      lines,
      { key: idempotencyKey, requestHash },
    );
    await events.publish(tx, { name: 'order.placed', establishmentId, orderId: order.id });
    if (counter) await counter.afterPlaced(tx, order);
    if (online) await online.afterPlaced(tx, order);

    return { order: toPlacedOrder(order), replayed: false };
  });
}

const value = (name: string) => sql.placeholder(name);
const uuids = (name: string) => sql`${value(name)}::uuid[]`;
const texts = (name: string) => sql`${value(name)}::text[]`;
const ints = (name: string) => sql`${value(name)}::int[]`;

/**
 * The statement `writeOrder` sends: the lines go in as arrays through `unnest`, so its text is
 * the same for every order, rendered once and parsed by PostgreSQL once per connection.
 */
const insertOrder = namedStatement<{ order_number: number }>(
  'comanda_insert_order',
  () => sql`
    with counter as (
      insert into ${orderCounters} (establishment_id, business_date, last_number)
      values (${value('establishmentId')}, ${value('businessDate')}, 1)
      on conflict (establishment_id, business_date)
      do update set last_number = ${orderCounters.lastNumber} + 1
      returning last_number
    ), new_order as (
      insert into ${orders} (id, establishment_id, order_number, business_date, total_cents,
        payment_status, origin, channel, fulfilment, customer_phone, delivery_address,
        external_code, notes, customer_name, dine_in, customer_cpf, discount_cents,
        discount_reason, discount_authorized_by, delivery_fee_cents, public_token, created_at,
        kitchen_hold_until)
      select ${value('orderId')}, ${value('establishmentId')}, last_number,
        ${value('businessDate')}, ${value('totalCents')}, ${value('paymentStatus')},
        ${value('origin')}, ${value('channel')}, ${value('fulfilment')},
        ${value('customerPhone')}, ${value('deliveryAddress')}, ${value('externalCode')},
        ${value('notes')}, ${value('customerName')}, ${value('dineIn')},
        ${value('customerCpf')}, ${value('discountCents')}, ${value('discountReason')},
        ${value('discountAuthorizedBy')}, ${value('deliveryFeeCents')}, ${value('publicToken')},
        ${value('createdAt')}::timestamptz, ${value('kitchenHoldUntil')}::timestamptz
      from counter
      returning order_number
    ), new_items as (
      insert into ${orderItems} (id, establishment_id, order_id, product_id, product_name,
        quantity, unit_price_cents, notes)
      select id, ${value('establishmentId')}, ${value('orderId')}, product_id, product_name,
        quantity, unit_price_cents, notes
      from unnest(${uuids('itemIds')}, ${uuids('itemProductIds')}, ${texts('itemNames')},
        ${ints('itemQuantities')}, ${ints('itemUnitPrices')}, ${texts('itemNotes')})
        as line(id, product_id, product_name, quantity, unit_price_cents, notes)
    ), new_extras as (
      insert into ${orderItemExtras} (establishment_id, order_item_id, extra_id, name, price_cents)
      select ${value('establishmentId')}, order_item_id, extra_id, name, price_cents
      from unnest(${uuids('extraItemIds')}, ${uuids('extraIds')}, ${texts('extraNames')},
        ${ints('extraPrices')})
        as part(order_item_id, extra_id, name, price_cents)
    ), new_addons as (
      insert into ${orderItemAddons} (establishment_id, order_item_id, product_id, name, price_cents)
      select ${value('establishmentId')}, order_item_id, product_id, name, price_cents
      from unnest(${uuids('addonItemIds')}, ${uuids('addonIds')}, ${texts('addonNames')},
        ${ints('addonPrices')})
        as part(order_item_id, product_id, name, price_cents)
    ), new_removals as (
      insert into ${orderItemRemovals} (establishment_id, order_item_id, ingredient_id,
        ingredient_name)
      select ${value('establishmentId')}, order_item_id, ingredient_id, ingredient_name
      from unnest(${uuids('removalItemIds')}, ${uuids('removalIds')}, ${texts('removalNames')})
        as part(order_item_id, ingredient_id, ingredient_name)
    ), new_choices as (
      insert into ${orderItemChoices} (establishment_id, order_item_id, product_id, group_name,
        name, price_cents, position)
      select ${value('establishmentId')}, order_item_id, product_id, group_name, name,
        price_cents, position
      from unnest(${uuids('choiceItemIds')}, ${uuids('choiceProductIds')},
        ${texts('choiceGroups')}, ${texts('choiceNames')}, ${ints('choicePrices')},
        ${ints('choicePositions')})
        as part(order_item_id, product_id, group_name, name, price_cents, position)
    ), new_key as (
      insert into ${idempotencyKeys} (establishment_id, key, request_hash, order_id, created_at)
      values (${value('establishmentId')}, ${value('key')}, ${value('requestHash')},
        ${value('orderId')}, ${value('createdAt')}::timestamptz)
    )
    select order_number from new_order
  `,
);

/**
 * Takes the order's number and writes the order, its lines with snapshots of names and prices
 * (receipts print what was sold, whatever changes), and its idempotency key: one statement,
 * one round trip. The number comes from the upsert on `order_counters`, whose row lock every
 * other order of the shop waits on until this transaction ends, so what follows it in the
 * transaction must be short. Ids are made here, so no statement needs another's RETURNING.
 * `row` is the order as written, but for its number.
 */
export async function writeOrder(
  tx: Transaction,
  row: OrderRow,
  lines: WrittenLine[],
  idempotency: { key: string; requestHash: string },
): Promise<OrderRow> {
  const items = lines.map((line) => ({ ...line, itemId: randomUUID() }));
  const parts = <T>(pick: (line: (typeof items)[number]) => T[]) =>
    items.flatMap((line) => pick(line).map((part) => ({ itemId: line.itemId, part })));
  const extras = parts((line) => line.extras);
  const addons = parts((line) => line.addons);
  const removals = parts((line) => line.removals);
  const choices = items.flatMap((line) =>
    line.choices.map((part, position) => ({ itemId: line.itemId, part, position })),
  );
  const [written] = await insertOrder(tx, {
    orderId: row.id,
    establishmentId: row.establishmentId,
    businessDate: row.businessDate,
    totalCents: row.totalCents,
    paymentStatus: row.paymentStatus,
    origin: row.origin,
    channel: row.channel,
    fulfilment: row.fulfilment,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    externalCode: row.externalCode,
    notes: row.notes,
    customerName: row.customerName,
    dineIn: row.dineIn,
    customerCpf: row.customerCpf,
    discountCents: row.discountCents,
    discountReason: row.discountReason,
    discountAuthorizedBy: row.discountAuthorizedBy,
    deliveryFeeCents: row.deliveryFeeCents,
    publicToken: row.publicToken,
    createdAt: row.createdAt.toISOString(),
    kitchenHoldUntil: row.kitchenHoldUntil?.toISOString() ?? null,
    key: idempotency.key,
    requestHash: idempotency.requestHash,
    itemIds: items.map((line) => line.itemId),
    itemProductIds: items.map((line) => line.product.id),
    itemNames: items.map((line) => line.product.name),
    itemQuantities: items.map((line) => line.quantity),
    itemUnitPrices: items.map((line) => line.unitPriceCents),
    itemNotes: items.map((line) => line.notes ?? null),
    extraItemIds: extras.map((e) => e.itemId),
    extraIds: extras.map((e) => e.part.id),
    extraNames: extras.map((e) => e.part.name),
    extraPrices: extras.map((e) => e.part.priceCents),
    addonItemIds: addons.map((a) => a.itemId),
    addonIds: addons.map((a) => a.part.id),
    addonNames: addons.map((a) => a.part.name),
    addonPrices: addons.map((a) => a.part.priceCents),
    removalItemIds: removals.map((r) => r.itemId),
    removalIds: removals.map((r) => r.part.id),
    removalNames: removals.map((r) => r.part.name),
    choiceItemIds: choices.map((c) => c.itemId),
    choiceProductIds: choices.map((c) => c.part.productId),
    choiceGroups: choices.map((c) => c.part.groupName),
    choiceNames: choices.map((c) => c.part.name),
    choicePrices: choices.map((c) => c.part.priceCents),
    choicePositions: choices.map((c) => c.position),
  });
  return { ...row, orderNumber: written!.order_number };
}

function toPlacedOrder(row: typeof orders.$inferSelect): PlacedOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    totalCents: row.totalCents,
    publicToken: row.publicToken,
    paymentStatus: row.paymentStatus,
  };
}

async function placedOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<PlacedOrder> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), eq(orders.id, orderId)));
  if (!row) throw orderNotFound();
  return toPlacedOrder(row);
}

// ---------------------------------------------------------------- kiosk status

const orderNotFound = () => new AppError('NOT_FOUND', 'Pedido não encontrado');

/** Constant-time comparison of two tokens of any length. */
function sameToken(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order the kiosk holding its public token asks about. Without the token (or on another
 * shop's host) the order does not exist: 404, like a missing id.
 */
export async function findKioskOrder(
  db: Executor,
  establishmentId: string,
  orderId: string,
  token: string | undefined,
): Promise<OrderRow> {
  if (!token || !isId(orderId)) throw orderNotFound();
  const row = await findOrderById(db, establishmentId, orderId);
  if (!row || !sameToken(row.publicToken, token)) throw orderNotFound();
  return row;
}

export function toKioskOrderStatus(row: OrderRow): KioskOrderStatus {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    totalCents: row.totalCents,
    paymentStatus: row.paymentStatus,
  };
}

/** What the kiosk that placed the order may read about it. */
export async function kioskOrderStatus(
  db: Executor,
  establishmentId: string,
  orderId: string,
  token: string | undefined,
): Promise<KioskOrderStatus> {
  return toKioskOrderStatus(await findKioskOrder(db, establishmentId, orderId, token));
}

// ---------------------------------------------------------------- payment status

/**
 * Locks the order row until the transaction ends. Every change of an order's payment status
 * takes this lock first (then its attempts'), so concurrent settlements, cancellations and
 * expiries of one order run one after the other, always in the same lock order.
 */
export async function lockOrder(
  tx: Transaction,
  establishmentId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await lockedOrderById(tx, { establishmentId, orderId });
  return row;
}

/** The shop's order by its id: read twice or more on every payment, so rendered once. */
const thisOrder = and(
  eq(orders.establishmentId, sql.placeholder('establishmentId')),
  eq(orders.id, sql.placeholder('orderId')),
);
const orderById = preparedQuery('comanda_order_by_id', (db) =>
  db.select().from(orders).where(thisOrder),
);
const lockedOrderById = preparedQuery('comanda_lock_order', (db) =>
  db.select().from(orders).where(thisOrder).for('update'),
);

/**
 * Sets the payment status of an order locked by lockOrder(); `paid` stamps paid_at and the
 * method that paid (`paidWith`) once.
 */
export async function setOrderPaymentStatus(
  tx: Transaction,
  order: OrderRow,
  status: PaymentStatus,
  now: Date,
  paidWith?: string,
): Promise<OrderRow> {
  const firstPaid = status === 'paid' && !order.paidAt;
  const where = { establishmentId: order.establishmentId, orderId: order.id };
  const [row] = firstPaid
    ? await setFirstPaid(tx, {
        ...where,
        status,
        paidAt: now.toISOString(),
        paidMethod: paidWith ?? null,
      })
    : await setPaymentStatus(tx, { ...where, status });
  return row!;
}

const setPaymentStatus = preparedQuery('comanda_set_order_payment_status', (tx) =>
  tx
    .update(orders)
    .set({ paymentStatus: sql`${sql.placeholder('status')}` })
    .where(thisOrder)
    .returning(),
);
const setFirstPaid = preparedQuery('comanda_set_order_first_paid', (tx) =>
  tx
    .update(orders)
    .set({
      paymentStatus: sql`${sql.placeholder('status')}`,
      paidAt: sql`${sql.placeholder('paidAt')}::timestamptz`,
      paidMethod: sql`${sql.placeholder('paidMethod')}`,
    })
    .where(thisOrder)
    .returning(),
);

/**
 * A paid order's method, corrected after the fact: a counter sale completed by its provider's
 * payment was paid with the cashier's tenders too ('split': reports then read its rows).
 */
export async function setPaidMethod(tx: Transaction, order: OrderRow, paidMethod: string) {
  await tx
    .update(orders)
    .set({ paidMethod })
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)));
}

/**
 * Unpaid orders placed before `cutoff`, oldest first: candidates for expiry. An unpaid order
 * already in the kitchen is paid on handover (online menu, decision 071): it never expires.
 */
export async function pendingOrdersPlacedBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.paymentStatus, 'pending'), isNull(orders.stage), lt(orders.createdAt, cutoff)),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** One page of a shop's unpaid orders, newest first, with how many there are in all. */
export async function pendingOrdersPage(
  db: Database,
  establishmentId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.establishmentId, establishmentId),
    eq(orders.paymentStatus, 'pending'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The kitchen stage and fulfilment of some of a shop's orders (the iFood bump sweep). */
export async function orderStagesOf(
  db: Executor,
  establishmentId: string,
  orderIds: string[],
): Promise<Map<string, Pick<OrderRow, 'stage' | 'fulfilment' | 'paymentStatus'>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      stage: orders.stage,
      fulfilment: orders.fulfilment,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(and(eq(orders.establishmentId, establishmentId), inArray(orders.id, orderIds)));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

export async function findOrderById(
  db: Executor,
  establishmentId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await orderById(db, { establishmentId, orderId });
  return row;
}
