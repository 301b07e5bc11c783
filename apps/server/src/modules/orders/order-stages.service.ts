import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import {
  kitchenStages,
  nextOrderStage,
  orderStageEvent,
  type BoardOrder,
  type KitchenOrder,
  type OrderStage,
  waitChangedEvent,
} from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { productCategoryNames } from '../catalog';
import { findShopSettings } from '../establishments';
import { lockOrder, type OrderRow } from './orders.service';
import {
  lastStationBumpOf,
  orderStationsOf,
  setHeld,
  setStationsDone,
  stationsDoneOf,
  stationsOfLines,
} from './kitchen-expo.service';
import { orderStageChanges, orders } from './orders.tables';
import type { PaidOrderStep } from './paid-order.service';
import { findSoldOrder, soldLineParts } from './sold-orders.service';

/*
 * The kitchen's side of an order (decision 017): a paid order enters `received` and is bumped
 * to `preparing`, `ready`, `delivered`; `canceled` ends it. Each change is one row of the
 * append-only `order_stage_changes` (who, when, why) and one `order.stage` event on the shop's
 * stream, sent through NOTIFY when the transaction commits, so every screen on every instance
 * (admin Pedidos, kitchen displays, status boards) hears it.
 */

export const orderNotFound = () => new AppError('NOT_FOUND', 'Pedido não encontrado');

/** Where a stage change is told: the screens (live events) and the other modules (domain). */
export interface StageSinks {
  realtime: Pick<Realtime, 'publish'>;
  events: Pick<DomainEvents, 'publish'>;
}

/**
 * Writes the stage, its history row, the shop's event and the domain event, in the caller's
 * transaction.
 */
export async function recordStage(
  tx: Transaction,
  { realtime, events }: StageSinks,
  order: OrderRow,
  stage: OrderStage,
  actor: string,
  reason: string | null = null,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    // A held card that leaves the queue (canceled, moved on by staff) is held no more.
    .set(stage === 'received' || stage === 'preparing' ? { stage } : { stage, kitchenHeldAt: null })
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)))
    .returning();
  await tx
    .insert(orderStageChanges)
    .values({ establishmentId: order.establishmentId, orderId: order.id, stage, actor, reason });
  await realtime.publish(tx, `establishment:${order.establishmentId}`, {
    type: orderStageEvent,
    data: { orderId: order.id, orderNumber: order.orderNumber, stage, previous: order.stage },
  });
  // The kiosks' wait estimate moved with the queue (decision 065): public, so no data.
  await realtime.publish(tx, `menu:${order.establishmentId}`, { type: waitChangedEvent, data: {} });
  await events.publish(tx, {
    name: 'order.stage_changed',
    establishmentId: order.establishmentId,
    orderId: order.id,
    stage,
    previous: order.stage,
  });
  return updated!;
}

/**
 * An online-menu order paid on handover ("pagar na retirada/entrega", decision 071) goes to the
 * kitchen unpaid, in its placing transaction; it is settled later at the PDV or in Pedidos.
 */
export async function sendUnpaidToKitchen(
  tx: Transaction,
  sinks: StageSinks,
  order: OrderRow,
  at: Date,
): Promise<void> {
  await enterKitchen(tx, sinks, order, at, 'Cardápio digital', 'Pagar na entrega');
}

/**
 * The order joins the kitchen's queue (`received`). One scheduled for later (an online menu's
 * "Agendar", `kitchen_hold_until`) joins it held, out of the wait estimate and "em preparo",
 * until the scheduled-release job lets it go at its time less the wait.
 */
async function enterKitchen(
  tx: Transaction,
  sinks: StageSinks,
  order: OrderRow,
  at: Date,
  actor: string,
  reason: string | null = null,
): Promise<void> {
  const received = await recordStage(tx, sinks, order, 'received', actor, reason);
  const until = order.kitchenHoldUntil;
  if (until && until.getTime() > at.getTime()) {
    await setHeld(tx, sinks.realtime, received, true, at, until);
  }
}

/**
 * Staff cancel an order (payments calls this inside its cancel transaction, with the order
 * locked): the reason is kept, and a paid order whose provider cannot refund is marked for a
 * manual refund ('reembolso manual pendente').
 */
export async function recordStaffCancel(
  tx: Transaction,
  sinks: StageSinks,
  order: OrderRow,
  staff: { actor: string; reason: string; manualRefundPending: boolean; refundedAt: Date | null },
): Promise<OrderRow> {
  await tx
    .update(orders)
    .set({
      cancelReason: staff.reason,
      manualRefundPending: staff.manualRefundPending,
      refundedAt: staff.refundedAt,
    })
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)));
  return recordStage(tx, sinks, order, 'canceled', staff.actor, staff.reason);
}

/**
 * A canceled order's money went back through its provider after the cancel committed (an
 * order canceled because its stock ran out while it was paid, decision 025): the manual
 * refund is no longer pending. Answers the updated row, or undefined when it was already
 * marked refunded (nothing changes twice). The caller holds the order's lock.
 */
export async function markOrderRefunded(
  tx: Transaction,
  order: OrderRow,
  refundedAt: Date,
): Promise<OrderRow | undefined> {
  if (order.paymentStatus !== 'canceled' || order.refundedAt !== null) return undefined;
  const [updated] = await tx
    .update(orders)
    .set({ manualRefundPending: false, refundedAt })
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)))
    .returning();
  return updated;
}

/**
 * A canceled order's money that nobody could give back by itself (a counter sale's cash when
 * its register is already closed): staff must refund it ('reembolso manual pendente').
 */
export async function flagManualRefund(tx: Transaction, order: OrderRow): Promise<void> {
  await tx
    .update(orders)
    .set({ manualRefundPending: true, refundedAt: null })
    .where(and(eq(orders.establishmentId, order.establishmentId), eq(orders.id, order.id)));
}

/**
 * The paid order's kitchen step: it joins the kitchen's queue as `received`, once the sale
 * stands (stock taken), so an order refused as 'Esgotado' never reaches a kitchen screen.
 */
export function kitchenStep(sinks: StageSinks): PaidOrderStep {
  return {
    name: 'kitchen',
    requires: ['stockTaken'],
    produces: ['inKitchen'],
    async run(tx, { order }, ctx) {
      if (order.stage === null) {
        await enterKitchen(tx, sinks, order, order.paidAt ?? new Date(), 'Pagamento');
      }
      ctx.produce('inKitchen', true);
    },
  };
}

async function lockPaidOrder(tx: Transaction, establishmentId: string, orderId: string) {
  if (!isId(orderId)) throw orderNotFound();
  const order = await lockOrder(tx, establishmentId, orderId);
  // Unpaid orders are not the kitchen's: they read as missing.
  if (!order || order.stage === null) throw orderNotFound();
  return order;
}

/** Moves a paid order to `stage` (admin 'mover etapa'); canceled and delivered are final. */
export async function moveOrderStage(
  db: Database,
  sinks: StageSinks,
  establishmentId: string,
  orderId: string,
  stage: Exclude<OrderStage, 'canceled'>,
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, establishmentId, orderId);
    if (order.stage === 'canceled') {
      throw new AppError('CONFLICT', 'Pedido cancelado não muda de etapa');
    }
    if (order.stage === stage) return;
    await recordStage(tx, sinks, order, stage, actor);
  });
}

/** What a kitchen display's tap says (bumpOrderSchema): its stations, expo, the card's stage. */
export interface BumpInput {
  stations?: string[];
  expo?: boolean;
  from?: KitchenStage;
}

/**
 * The kitchen's tap: the order goes one stage on. With the shop's expo on, an order in
 * preparation whose lines come from several stations is the exception (decision 075): a
 * station's tap marks its own part done, and only the expo's tap, once every station is done,
 * makes it ready. A tap on a card whose order already left its column (`from`), or a station's
 * repeated tap, changes nothing. Answers where the order is.
 */
export async function bumpOrder(
  db: Database,
  sinks: StageSinks,
  establishmentId: string,
  orderId: string,
  actor: string,
  input: BumpInput = {},
): Promise<{ stage: OrderStage; stationsDone?: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, establishmentId, orderId);
    if (input.from && order.stage !== input.from) return { stage: order.stage! };
    if (order.kitchenHeldAt) {
      throw new AppError('CONFLICT', 'Pedido segurado: toque em Liberar antes de avançar');
    }
    if (order.stage === 'preparing' && (await findShopSettings(tx, establishmentId)).kdsExpo) {
      const stations = await orderStationsOf(tx, establishmentId, order.id);
      if (stations.length > 1) return expoBump(tx, sinks, order, stations, actor, input);
    }
    const next = nextOrderStage[order.stage!];
    if (!next) throw new AppError('CONFLICT', 'Este pedido já saiu da cozinha');
    await recordStage(tx, sinks, order, next, actor);
    return { stage: next };
  });
}

/** An order waiting for its stations and the expo: a station's part, or the expo's confirm. */
async function expoBump(
  tx: Transaction,
  sinks: StageSinks,
  order: OrderRow,
  stations: string[],
  actor: string,
  input: BumpInput,
): Promise<{ stage: OrderStage; stationsDone: string[] }> {
  if (input.expo) {
    const done = (await stationsDoneOf(tx, order.establishmentId, [order.id])).get(order.id);
    const waiting = stations.filter((station) => !done?.has(station));
    if (waiting.length > 0) {
      throw new AppError('CONFLICT', `Aguardando a estação: ${waiting.join(', ')}`);
    }
    await recordStage(tx, sinks, order, 'ready', actor);
    return { stage: 'ready', stationsDone: stations };
  }
  // A display of every station ('Todas') does every part; another, only its own.
  const chosen = input.stations ?? [];
  const mine = chosen.length === 0 ? stations : stations.filter((s) => chosen.includes(s));
  if (mine.length === 0) {
    throw new AppError('CONFLICT', 'Este pedido não tem itens desta estação');
  }
  const done = await setStationsDone(tx, sinks.realtime, order, mine, true, actor);
  return { stage: 'preparing', stationsDone: stations.filter((station) => done.has(station)) };
}

/**
 * "Segurar" / "Liberar" a kitchen card (decision 075): only an order in the queue (received or
 * in preparation) may be held; releasing one that is not held changes nothing.
 */
export async function holdOrder(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  orderId: string,
  held: boolean,
  now: Date,
): Promise<{ heldAt: string | null }> {
  return db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, establishmentId, orderId);
    if (held && order.stage !== 'received' && order.stage !== 'preparing') {
      throw new AppError('CONFLICT', 'Só um pedido na fila ou em preparo pode ser segurado');
    }
    const updated = await setHeld(tx, realtime, order, held, now);
    return { heldAt: updated.kitchenHeldAt?.toISOString() ?? null };
  });
}

/**
 * 'Voltar último': the order this device bumped last goes back to the stage it came from
 * (its previous history row). Answers the order's id, or 404 when there is nothing to recall.
 */
export async function recallLastBump(
  db: Database,
  sinks: StageSinks,
  establishmentId: string,
  actor: string,
): Promise<{ orderId: string; stage: OrderStage }> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(orderStageChanges)
      .where(
        and(
          eq(orderStageChanges.establishmentId, establishmentId),
          eq(orderStageChanges.actor, actor),
          ne(orderStageChanges.stage, 'received'),
          ne(orderStageChanges.stage, 'canceled'),
        ),
      )
      .orderBy(desc(orderStageChanges.at))
      .limit(1);
    // A station's part bumped after that (expo, decision 075) is what goes back.
    const part = await lastStationBumpOf(tx, establishmentId, actor);
    if (part && (!last || part.at > last.at)) {
      const order = await lockPaidOrder(tx, establishmentId, part.orderId);
      if (order.stage !== 'preparing') {
        throw new AppError('CONFLICT', 'Este pedido não pode voltar');
      }
      await setStationsDone(tx, sinks.realtime, order, part.stations, false, actor);
      return { orderId: order.id, stage: order.stage };
    }
    if (!last) throw new AppError('NOT_FOUND', 'Nenhum pedido para voltar');
    const order = await lockPaidOrder(tx, establishmentId, last.orderId);
    const previous = Object.entries(nextOrderStage).find(([, next]) => next === order.stage)?.[0];
    if (!previous || order.stage === 'canceled') {
      throw new AppError('CONFLICT', 'Este pedido não pode voltar');
    }
    await recordStage(tx, sinks, order, previous as OrderStage, actor);
    return { orderId: order.id, stage: previous as OrderStage };
  });
}

/** The stage history of one order, oldest first. */
export async function stageHistory(db: Executor, establishmentId: string, orderId: string) {
  return db
    .select()
    .from(orderStageChanges)
    .where(
      and(
        eq(orderStageChanges.establishmentId, establishmentId),
        eq(orderStageChanges.orderId, orderId),
      ),
    )
    .orderBy(asc(orderStageChanges.at));
}

// ---------------------------------------------------------------- what devices read

type KitchenStage = (typeof kitchenStages)[number];
const isKitchenStage = (stage: OrderStage | null): stage is KitchenStage =>
  (kitchenStages as readonly string[]).includes(stage ?? '');

/**
 * Orders canceled since `since` while the kitchen had them (received, preparing or ready):
 * when, and the stage they were in. An order canceled before it reached the kitchen, or after
 * it was handed over, is not the kitchen's concern.
 */
async function recentlyCanceled(
  db: Executor,
  establishmentId: string,
  since: Date,
): Promise<Map<string, { at: Date; stage: KitchenStage }>> {
  const canceled = await db
    .select({ orderId: orderStageChanges.orderId })
    .from(orderStageChanges)
    .where(
      and(
        eq(orderStageChanges.establishmentId, establishmentId),
        eq(orderStageChanges.stage, 'canceled'),
        gte(orderStageChanges.at, since),
      ),
    );
  const found = new Map<string, { at: Date; stage: KitchenStage }>();
  if (canceled.length === 0) return found;
  const history = await db
    .select({
      orderId: orderStageChanges.orderId,
      stage: orderStageChanges.stage,
      at: orderStageChanges.at,
    })
    .from(orderStageChanges)
    .where(
      and(
        eq(orderStageChanges.establishmentId, establishmentId),
        inArray(
          orderStageChanges.orderId,
          canceled.map((row) => row.orderId),
        ),
      ),
    )
    .orderBy(asc(orderStageChanges.at), asc(orderStageChanges.id));
  const before = new Map<string, OrderStage>();
  for (const row of history) {
    const previous = before.get(row.orderId) ?? null;
    if (row.stage === 'canceled' && row.at >= since && isKitchenStage(previous)) {
      found.set(row.orderId, { at: row.at, stage: previous });
    }
    before.set(row.orderId, row.stage);
  }
  return found;
}

/** How long the kitchen and the board keep showing a canceled order (the shop's setting). */
export interface CanceledWindow {
  now: Date;
  minutes: number;
}

const sinceOf = (window: CanceledWindow) =>
  new Date(window.now.getTime() - window.minutes * 60_000);

/**
 * When an order reached the kitchen: its payment, or its placing for one paid on handover (an
 * online-menu order goes to the kitchen unpaid, decision 071), which the kitchen cooks too.
 */
export const inKitchenSince = sql`coalesce(${orders.kitchenSince}, ${orders.paidAt}, ${orders.createdAt})`;

/**
 * The kitchen's queue: paid orders not yet delivered, oldest first, with what to cook, and
 * those canceled within the window, in the column they were in (decision 038).
 */
export async function kitchenOrders(
  db: Database,
  establishmentId: string,
  window: CanceledWindow,
  expo = false,
): Promise<KitchenOrder[]> {
  const canceled = await recentlyCanceled(db, establishmentId, sinceOf(window));
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        or(
          inArray(orders.stage, [...kitchenStages]),
          canceled.size > 0 ? inArray(orders.id, [...canceled.keys()]) : undefined,
        ),
      ),
    )
    .orderBy(asc(inKitchenSince));
  // Stations are categories as the menu has them now, for the display's station filter.
  const stationOf =
    rows.length > 0 ? await productCategoryNames(db, establishmentId) : new Map<string, string>();
  const stationsDone = expo
    ? await stationsDoneOf(
        db,
        establishmentId,
        rows.map((row) => row.id),
      )
    : new Map<string, Set<string>>();
  const result: KitchenOrder[] = [];
  for (const row of rows) {
    const sold = await findSoldOrder(db, establishmentId, row.id);
    const cancel = row.stage === 'canceled' ? canceled.get(row.id) : undefined;
    // With the expo on, an order from several stations waits for the expo's confirmation.
    const stations = expo ? stationsOfLines(sold?.lines ?? [], stationOf) : [];
    const expoPart =
      stations.length > 1
        ? {
            expo: true,
            stations,
            stationsDone: stations.filter((station) => stationsDone.get(row.id)?.has(station)),
          }
        : {};
    result.push({
      id: row.id,
      orderNumber: row.orderNumber,
      stage: row.stage!,
      customerName: row.customerName,
      dineIn: row.dineIn,
      channel: row.channel,
      fulfilment: row.fulfilment,
      notes: row.notes,
      // A scheduled order counts from its release, not from its payment hours before.
      paidAt: (row.kitchenSince ?? row.paidAt ?? row.createdAt).toISOString(),
      lines: (sold?.lines ?? []).map((line) => ({
        quantity: line.quantity,
        station: (line.productId && stationOf.get(line.productId)) ?? null,
        name: line.productName,
        extras: soldLineParts(line).map((part) => part.name),
        removals: line.removals,
        notes: line.notes,
      })),
      canceled: cancel ? { at: cancel.at.toISOString(), stage: cancel.stage } : null,
      heldAt: row.kitchenHeldAt?.toISOString() ?? null,
      scheduledFor: (row.kitchenHeldAt && row.kitchenHoldUntil?.toISOString()) || null,
      ...expoPart,
    });
  }
  return result;
}

/** Only the first word of a name: the board shows nobody's full name. */
export const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * The status board: numbers (and first names) in 'Em preparo' and 'Pronto', nothing else, and
 * those canceled within the window, in the column they were in, marked canceled.
 */
export async function boardOrders(
  db: Database,
  establishmentId: string,
  window: CanceledWindow,
): Promise<BoardOrder[]> {
  const canceled = await recentlyCanceled(db, establishmentId, sinceOf(window));
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      stage: orders.stage,
      customerName: orders.customerName,
      channel: orders.channel,
    })
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, establishmentId),
        or(
          inArray(orders.stage, [...kitchenStages]),
          canceled.size > 0 ? inArray(orders.id, [...canceled.keys()]) : undefined,
        ),
      ),
    )
    .orderBy(asc(orders.paidAt));
  return rows.map((row) => {
    const cancel = row.stage === 'canceled' ? canceled.get(row.id) : undefined;
    const stage = cancel?.stage ?? row.stage;
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      // A paid order is being prepared, for the customer, from the moment the kitchen has it.
      stage: stage === 'ready' ? 'ready' : 'preparing',
      firstName: firstNameOf(row.customerName),
      channel: row.channel,
      canceledAt: cancel?.at.toISOString() ?? null,
    };
  });
}
