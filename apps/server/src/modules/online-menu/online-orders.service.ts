import { and, eq } from 'drizzle-orm';
import {
  formatCents,
  formatDateTime,
  formatDeliveryAddress,
  onlineFulfilmentLabels,
  onlineOrderRefusals as refusals,
  onlineOrderStatusPath,
  readyPaymentMethods,
  type CreateOnlineOrderData,
  type DeliveryZone,
  type KioskMenu,
  type OrderFulfilment,
  type PlacedOnlineOrder,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { assertOpenForOrders, busyModeOfShop, type Establishment } from '../establishments';
import {
  orderSubtotalCents,
  placeOrder,
  requestHashOf,
  sendUnpaidToKitchen,
  type OnlineOrder,
} from '../orders';
import { onlineOrders } from './online-menu.tables';
import { insideWindows, scheduleWindows } from './schedule';
import { readOnlineMenu, type OnlineMenuConfig } from './settings.service';
import { attachToTab } from './tabs.service';

/*
 * POST /api/public/online-orders (issue 35, decision 071): what the shop does not offer is
 * refused with its reason, then the order goes through the kiosk's placeOrder (the server
 * prices it), with the delivery fee in its total.
 */

export interface OnlineOrderDeps {
  db: Database;
  events: Pick<DomainEvents, 'publish'>;
  realtime: Pick<Realtime, 'publish'>;
  now: Date;
  /** The tables module's lookup: the shop's active table with that number, or null. */
  findActiveTable: (
    db: Executor,
    establishmentId: string,
    number: number,
  ) => Promise<{ number: number; label: string } | null>;
}

const refuse = (message: string, path?: string) =>
  new AppError('UNPROCESSABLE', message, path ? [{ path, message }] : undefined);

/** Whether the shop's Pix provider is ready (demo, Mercado Pago or its own key). */
export const pixReadyAt = (establishment: Establishment): boolean =>
  readyPaymentMethods({
    ...establishment,
    hasMercadopagoAccessToken: establishment.mercadopagoAccessToken !== null,
  }).includes('pix');

const fulfilmentOf: Record<CreateOnlineOrderData['fulfilment']['type'], OrderFulfilment> = {
  mesa: 'comer_aqui',
  retirada: 'para_levar',
  entrega: 'entrega',
};

/** The zone of a delivery, or the refusal: a bairro the shop does not deliver to. */
function zoneOf(config: OnlineMenuConfig, input: CreateOnlineOrderData): DeliveryZone | null {
  if (input.fulfilment.type !== 'entrega') return null;
  const wanted = input.fulfilment.zoneId.toLowerCase();
  const zone = config.zones.find((candidate) => candidate.id === wanted);
  if (!zone) throw refuse(refusals.zoneNotServed, 'fulfilment.zoneId');
  return zone;
}

/**
 * Busy mode ("Cozinha cheia", decision 070) with the shop's "scheduled orders only" rule: a
 * pickup or delivery for now is refused until it ends (read from the shop's row each time, so
 * it undoes itself); a table's order goes on, like the kiosk's (decision 078).
 */
function assertNotBusy(
  config: OnlineMenuConfig,
  establishment: Establishment,
  input: CreateOnlineOrderData,
): void {
  if (input.scheduledFor || input.fulfilment.type === 'mesa') return;
  if (!busyModeOfShop(establishment).scheduledOnly) return;
  const message = config.fulfilments.agendar
    ? refusals.busyScheduledOnly
    : refusals.busyNoScheduling;
  throw refuse(message, 'scheduledFor');
}

/** What the shop does not offer now: off, closed, the fulfilment, the time or the payment. */
function assertOffered(
  config: OnlineMenuConfig,
  establishment: Establishment,
  input: CreateOnlineOrderData,
  now: Date,
): void {
  if (!config.enabled) throw refuse(refusals.disabled);
  assertOpenForOrders(establishment, now);
  const type = input.fulfilment.type;
  if (!config.fulfilments[type]) {
    throw refuse(refusals.fulfilmentOff(onlineFulfilmentLabels[type]), 'fulfilment.type');
  }
  assertNotBusy(config, establishment, input);
  if (input.scheduledFor) {
    if (!config.fulfilments.agendar || type === 'mesa') {
      throw refuse(refusals.scheduleOff, 'scheduledFor');
    }
    const windows = scheduleWindows(establishment.businessHours ?? null, now, config.schedule);
    if (!insideWindows(windows, new Date(input.scheduledFor))) {
      throw refuse(refusals.outsideSchedule, 'scheduledFor');
    }
  }
  const { payment } = input;
  if (payment.method === 'pix' && !(config.payments.pix && pixReadyAt(establishment))) {
    throw refuse(refusals.paymentOff('Pix'), 'payment.method');
  }
  if (payment.method === 'na_entrega' && !config.payments[payment.kind]) {
    const label = payment.kind === 'dinheiro' ? 'dinheiro' : 'cartão';
    throw refuse(refusals.paymentOff(label), 'payment.kind');
  }
}

/** What the kitchen and the ticket read beside the items: table, time, how it is paid. */
function kitchenNotes(input: CreateOnlineOrderData, totalCents: number): string | null {
  const { fulfilment, payment } = input;
  const parts: string[] = [];
  if (fulfilment.type === 'mesa') parts.push(`Mesa ${fulfilment.table}`);
  if (input.scheduledFor) parts.push(`Agendado para ${formatDateTime(input.scheduledFor)}`);
  if (payment.method === 'na_entrega') {
    const when = fulfilment.type === 'entrega' ? 'entrega' : 'retirada';
    const kind = payment.kind === 'dinheiro' ? 'dinheiro' : 'cartão';
    const troco =
      payment.kind === 'dinheiro' && payment.trocoParaCents
        ? `, troco para ${formatCents(payment.trocoParaCents)} (${formatCents(payment.trocoParaCents - totalCents)})`
        : '';
    parts.push(`Pagar na ${when}: ${kind}${troco} — ${formatCents(totalCents)}`);
  }
  if (input.notes) parts.push(input.notes);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The online row's fee for an order (a replay answers what was charged then). */
async function chargedFee(db: Executor, establishmentId: string, orderId: string) {
  const [row] = await db
    .select({ fee: onlineOrders.deliveryFeeCents })
    .from(onlineOrders)
    .where(
      and(eq(onlineOrders.establishmentId, establishmentId), eq(onlineOrders.orderId, orderId)),
    );
  return row?.fee ?? 0;
}

/** The order's online facts, and what goes with it in its transaction. */
function onlineOrderOf(
  deps: Pick<OnlineOrderDeps, 'realtime' | 'events' | 'now'>,
  input: CreateOnlineOrderData,
  zone: DeliveryZone | null,
  totalCents: number,
  table: { number: number; label: string } | null,
): OnlineOrder {
  const { fulfilment, payment } = input;
  const feeCents = zone?.feeCents ?? 0;
  return {
    channel: fulfilment.type === 'mesa' ? 'mesa' : 'cardapio_digital',
    fulfilment: fulfilmentOf[fulfilment.type],
    // The board shows the first name only; the whole name stays with the online order.
    customerName: input.customer.name.split(/\s+/)[0]!,
    customerPhone: input.customer.phone,
    deliveryAddress:
      fulfilment.type === 'entrega'
        ? formatDeliveryAddress({ ...fulfilment.address, bairro: zone!.bairro })
        : null,
    deliveryFeeCents: feeCents,
    notes: kitchenNotes(input, totalCents),
    requestHash: requestHashOf(input),
    scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
    async afterPlaced(tx, order) {
      // A table's order goes on its open tab (the first one opens it).
      const tabId = table ? await attachToTab(tx, order.establishmentId, table) : null;
      await tx.insert(onlineOrders).values({
        establishmentId: order.establishmentId,
        orderId: order.id,
        tableNumber: fulfilment.type === 'mesa' ? fulfilment.table : null,
        zoneId: zone?.id ?? null,
        bairro: zone?.bairro ?? null,
        deliveryFeeCents: feeCents,
        scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
        payment: payment.method === 'pix' ? 'pix' : payment.kind,
        trocoParaCents: payment.method === 'na_entrega' ? (payment.trocoParaCents ?? null) : null,
        customerName: input.customer.name,
        tabId,
      });
      if (payment.method === 'na_entrega') await sendUnpaidToKitchen(tx, deps, order, deps.now);
    },
  };
}

/**
 * Checks what the shop offers, then places the order like the kiosk's: priced from `menu`,
 * numbered, keyed by `idempotencyKey`. Paid on handover, it goes to the kitchen unpaid.
 */
export async function placeOnlineOrder(
  deps: OnlineOrderDeps,
  establishment: Establishment,
  input: CreateOnlineOrderData,
  idempotencyKey: string,
  options: { menu: KioskMenu; cpfAsked: boolean },
): Promise<{ order: PlacedOnlineOrder; replayed: boolean }> {
  const { db, now } = deps;
  const config = await readOnlineMenu(db, establishment.id);
  assertOffered(config, establishment, input, now);
  const { fulfilment, payment } = input;
  const table =
    fulfilment.type === 'mesa'
      ? await deps.findActiveTable(db, establishment.id, fulfilment.table)
      : null;
  if (fulfilment.type === 'mesa' && !table) {
    throw refuse(refusals.unknownTable(fulfilment.table), 'fulfilment.table');
  }
  const zone = zoneOf(config, input);
  const itemsCents = orderSubtotalCents(options.menu, input.items);
  if (zone && itemsCents < zone.minimumCents) {
    throw refuse(refusals.belowMinimum(zone.bairro, formatCents(zone.minimumCents)), 'items');
  }
  const feeCents = zone?.feeCents ?? 0;
  const totalCents = itemsCents + feeCents;
  if (payment.method === 'na_entrega' && payment.kind === 'dinheiro' && payment.trocoParaCents) {
    if (payment.trocoParaCents < totalCents)
      throw refuse(refusals.trocoTooLow, 'payment.trocoParaCents');
  }
  const online = onlineOrderOf(deps, input, zone, totalCents, table);
  const { order, replayed } = await placeOrder(
    db,
    deps.events,
    establishment.id,
    {
      items: input.items,
      notes: undefined,
      customerName: undefined,
      customerCpf: input.customerCpf,
    },
    idempotencyKey,
    {
      menu: options.menu,
      now,
      asks: { customerName: false, orderType: false, cpf: options.cpfAsked },
      online,
    },
  );
  const deliveryFeeCents = replayed ? await chargedFee(db, establishment.id, order.id) : feeCents;
  return {
    order: {
      ...order,
      deliveryFeeCents,
      statusPath: onlineOrderStatusPath(order.id, order.publicToken),
    },
    replayed,
  };
}
