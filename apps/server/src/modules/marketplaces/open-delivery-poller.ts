import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { periodicJob } from '../../lib/periodic-job';
import { shopsOpenAt } from '../establishments';
import type { ChannelPort } from './channel-port';
import type { IfoodOrder } from './ifood-client';
import { importIfoodOrder } from './ifood-import.service';
import { kitchenActionsFor } from './ifood-order-actions';
import {
  addReport,
  emptyReport,
  pollBatch,
  type ChannelPollDeps,
  type IfoodPoller,
  type IfoodPollReport,
} from './ifood-poller';
import { retryMissedOrderActions } from './marketplace-order-actions';
import { openDeliveryConnections } from './marketplaces.tables';
import {
  createOpenDeliveryClient,
  type OpenDeliveryClient,
  type OpenDeliveryOrder,
  type OpenDeliveryOrderAction,
} from './open-delivery-client';
import { openDeliveryCredentials } from './open-delivery-connection.service';
import type { OrderStageWatch } from './order-stage-watch';

/*
 * The Open Delivery poller (issue 34 item 3, decision 059): the iFood poller's round through
 * the channel port, one batch per connected shop that is open in Comanda (each merchant has
 * its own application, base URL and credentials, so one poll covers one shop). Same
 * transaction, lock, dedupe by event id, savepoints, claims and acknowledgment after commit.
 */

const fulfilmentTypes: Record<OpenDeliveryOrder['type'], IfoodOrder['orderType']> = {
  DELIVERY: 'DELIVERY',
  TAKEOUT: 'TAKEOUT',
  INDOOR: 'INDOOR',
};

/** The standard's Order in the shape the importer reads (money from Price to reais). */
export function importableOrder(order: OpenDeliveryOrder): IfoodOrder {
  const address = order.delivery?.deliveryAddress;
  const line =
    address?.formattedAddress ??
    ([address?.street, address?.number, address?.district].filter(Boolean).join(', ') || undefined);
  return {
    id: order.id,
    displayId: order.displayId,
    orderType: fulfilmentTypes[order.type],
    createdAt: order.createdAt,
    merchant: { id: order.merchant.id },
    customer: order.customer,
    items: order.items.map((item) => ({
      name: item.name,
      externalCode: item.externalCode,
      quantity: item.quantity,
      unitPrice: item.unitPrice.value,
      totalPrice: item.totalPrice.value,
      observations: item.specialInstructions,
      options: (item.options ?? []).map((option) => ({
        name: option.name,
        externalCode: option.externalCode,
        quantity: option.quantity,
        unitPrice: option.unitPrice.value,
      })),
    })),
    total: { orderAmount: order.total.orderAmount.value },
    delivery: line ? { deliveryAddress: { formattedAddress: line } } : undefined,
  };
}

/**
 * The preparation time a confirmation announces, in whole minutes (the wait estimate, plus busy
 * mode's extra minutes while the kitchen is full); undefined when it cannot be told.
 */
export type PreparationMinutes = (establishmentId: string) => Promise<number | undefined>;

/** A shop's Open Delivery application through the channel port. */
export function openDeliveryPort(
  client: OpenDeliveryClient,
  now: () => Date,
  preparationMinutes?: PreparationMinutes,
): ChannelPort<IfoodOrder> {
  return {
    channel: 'open_delivery',
    placedCode: 'CREATED',
    cancelledCode: 'CANCELLED',
    // The application refused the cancellation Comanda asked for.
    cancelRefusedCode: 'CANCELLATION_REQUEST_DENIED',
    poll: async () =>
      (await client.pollEvents()).map((event) => ({
        id: event.eventId,
        code: event.eventType,
        orderId: event.orderId,
        merchantId: client.merchantId,
        createdAt: event.createdAt,
      })),
    details: async (orderId) => {
      const order = await client.order(orderId);
      return order ? importableOrder(order) : null;
    },
    acknowledge: (events) =>
      client.acknowledge(
        events.map((event) => ({
          eventId: event.id,
          eventType: event.code,
          orderId: event.orderId,
          createdAt: event.createdAt,
        })),
      ),
    // OrderConfirmed: when it was confirmed, Comanda's id for the order, and the preparation
    // time the kitchen expects now (decision 079).
    confirm: async (order) => {
      const minutes = await preparationMinutes?.(order.establishmentId);
      await client.confirm(order.externalId, {
        createdAt: now().toISOString(),
        orderExternalCode: order.orderId,
        ...(minutes === undefined ? {} : { preparationTime: minutes }),
      });
    },
    // The kitchen's bumps: `preparing`, then `readyForPickup` (takeout, indoor) or `dispatch`.
    actionsFor: (stage, fulfilment) =>
      kitchenActionsFor<OpenDeliveryOrderAction>(stage, fulfilment, {
        preparing: 'preparing',
        ready: 'readyForPickup',
        dispatch: 'dispatch',
      }),
    orderAction: (externalId, action) =>
      client.orderAction(externalId, action as OpenDeliveryOrderAction),
    importOrder: (tx, deps, establishmentId, details, at) =>
      importIfoodOrder(tx, deps, establishmentId, details, at, { channel: 'open_delivery' }),
  };
}

/** A shop's Open Delivery client while it is connected (null otherwise). */
export type OpenDeliveryClientSource = (
  establishmentId: string,
) => Promise<OpenDeliveryClient | null>;

/**
 * One client per shop while its credentials stay the same, so its token is kept between rounds
 * and bumps. Outside production the base URL may be local (OpenDeliveryClientOptions.allowLocal).
 */
export function openDeliveryClients(deps: {
  db: Database;
  box: SecretBox;
  allowLocal: boolean;
}): OpenDeliveryClientSource {
  const clients = new Map<string, { key: string; client: OpenDeliveryClient }>();
  return async (establishmentId) => {
    const credentials = await openDeliveryCredentials(deps.db, deps.box, establishmentId);
    if (!credentials) return null;
    const key = JSON.stringify(credentials);
    const found = clients.get(establishmentId);
    if (found?.key === key) return found.client;
    const client = createOpenDeliveryClient({ ...credentials, allowLocal: deps.allowLocal });
    clients.set(establishmentId, { key, client });
    return client;
  };
}

export interface OpenDeliveryPollerDeps extends ChannelPollDeps {
  clients: OpenDeliveryClientSource;
  preparationMinutes?: PreparationMinutes;
  /** The kitchen's bumps: the connected shops' order stages are heard (decision 068). */
  stages?: Pick<OrderStageWatch, 'watch' | 'forget' | 'watched'>;
}

/** The connected shops, and those of them open in Comanda now (a closed shop is not polled). */
async function connectedShops(db: Database, now: Date) {
  const rows = await db
    .select({ establishmentId: openDeliveryConnections.establishmentId })
    .from(openDeliveryConnections)
    .where(eq(openDeliveryConnections.connected, true));
  const ids = rows.map((row) => row.establishmentId);
  const open = await shopsOpenAt(db, ids, now);
  return { connected: ids, open: ids.filter((id) => open.has(id)) };
}

/** Hears the stages of every connected shop (a closed shop's kitchen still bumps), no others. */
function watchStages(stages: OpenDeliveryPollerDeps['stages'], connected: string[]) {
  if (!stages) return;
  for (const id of stages.watched('open_delivery')) {
    if (!connected.includes(id)) stages.forget(id, 'open_delivery');
  }
  for (const id of connected) stages.watch(id, 'open_delivery');
}

export function createOpenDeliveryPoller(deps: OpenDeliveryPollerDeps): IfoodPoller {
  const runOnce = async (): Promise<IfoodPollReport> => {
    const report = emptyReport();
    const shops = await connectedShops(deps.db, deps.now());
    watchStages(deps.stages, shops.connected);
    const portOf = async (establishmentId: string) => {
      const client = await deps.clients(establishmentId);
      return client ? openDeliveryPort(client, deps.now, deps.preparationMinutes) : null;
    };
    for (const establishmentId of shops.open) {
      const client = await deps.clients(establishmentId);
      if (!client) continue;
      const port = openDeliveryPort(client, deps.now, deps.preparationMinutes);
      // Open Delivery has no automatic-acceptance switch: Comanda confirms every order.
      const shop = { establishmentId, merchantId: client.merchantId, autoAccept: true };
      addReport(report, await pollBatch(deps, port, [shop]));
    }
    // The missed-bump sweep (decision 067), as iFood's: a step whose call failed is sent again.
    report.actionsRetried = await retryMissedOrderActions(
      { db: deps.db, log: deps.log, ports: (_channel, establishmentId) => portOf(establishmentId) },
      'open_delivery',
      shops.open,
      deps.now(),
    );
    return report;
  };
  return periodicJob(runOnce, deps.log, 'Open Delivery polling failed');
}
