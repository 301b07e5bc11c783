import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  defaultServicePercent,
  tabFigures,
  tabRefusals,
  type AdminTab,
  type ClosedTab,
  type PublicTab,
  type TabCallKind,
  type TabFigures,
} from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Realtime } from '../../lib/realtime';
import { tabOrdersOf, type TabOrderRow } from '../orders';
import {
  onlineMenuSettings,
  onlineOrders,
  tableTabPayments,
  tableTabs,
} from './online-menu.tables';
import { readOnlineMenu } from './settings.service';

/*
 * The table's tab (comanda, issue 35 item 2, decision 077). The table's first order opens it
 * (in the order's transaction), the next ones join it, everyone at the table reads it by the
 * table's number, and the PDV closes it (cash-register's tab closing, through `lockTabForClosing`
 * and `markTabClosed`). Its figures are always computed here from the orders, never stored
 * while open.
 */

type TabRow = typeof tableTabs.$inferSelect;
export type TabPaymentRow = typeof tableTabPayments.$inferSelect;

const refuse = (message: string) => new AppError('UNPROCESSABLE', message);

/** The open tab of the table, opened if it has none; in the order's transaction. */
export async function attachToTab(
  tx: Executor,
  establishmentId: string,
  table: { number: number; label: string },
): Promise<string> {
  // A second phone ordering at the same moment waits on the open-tab index, then joins it.
  await tx
    .insert(tableTabs)
    .values({ establishmentId, tableNumber: table.number, label: table.label })
    .onConflictDoNothing();
  const tab = await openTabOf(tx, establishmentId, table.number);
  return tab!.id;
}

async function openTabOf(db: Executor, establishmentId: string, tableNumber: number) {
  const [row] = await db
    .select()
    .from(tableTabs)
    .where(
      and(
        eq(tableTabs.establishmentId, establishmentId),
        eq(tableTabs.tableNumber, tableNumber),
        isNull(tableTabs.closedAt),
      ),
    );
  return row;
}

async function orderIdsOf(db: Executor, establishmentId: string, tabIds: string[]) {
  if (tabIds.length === 0) return [];
  return db
    .select({ tabId: onlineOrders.tabId, orderId: onlineOrders.orderId })
    .from(onlineOrders)
    .where(
      and(eq(onlineOrders.establishmentId, establishmentId), inArray(onlineOrders.tabId, tabIds)),
    );
}

/** The shop's service charge percentage (10 until it sets another). */
export async function servicePercentOf(db: Executor, establishmentId: string): Promise<number> {
  return (await readOnlineMenu(db, establishmentId)).servicePercent;
}

async function paymentsOf(db: Executor, establishmentId: string, tabIds: string[]) {
  if (tabIds.length === 0) return [];
  return db
    .select()
    .from(tableTabPayments)
    .where(
      and(
        eq(tableTabPayments.establishmentId, establishmentId),
        inArray(tableTabPayments.tabId, tabIds),
      ),
    )
    .orderBy(asc(tableTabPayments.createdAt));
}

/** What the tab's parts paid so far: into each order, into the service, and which lines. */
export interface PouredState {
  byOrder: Map<
    string,
    { cents: number; tenders: { method: TabPaymentRow['method']; amountCents: number }[] }
  >;
  serviceCents: number;
  itemIds: Set<string>;
}

export function pouredState(payments: readonly TabPaymentRow[]): PouredState {
  const state: PouredState = { byOrder: new Map(), serviceCents: 0, itemIds: new Set() };
  for (const payment of payments) {
    payment.itemIds.forEach((id) => state.itemIds.add(id));
    for (const allocation of payment.allocations) {
      if (allocation.orderId === null) {
        state.serviceCents += allocation.amountCents;
        continue;
      }
      const order = state.byOrder.get(allocation.orderId) ?? { cents: 0, tenders: [] };
      order.cents += allocation.amountCents;
      order.tenders.push({ method: payment.method, amountCents: allocation.amountCents });
      state.byOrder.set(allocation.orderId, order);
    }
  }
  return state;
}

/** The service percentage a tab is charged: fixed by its first payment, else the shop's or 0. */
export const tabServicePercent = (tab: TabRow, shopPercent: number, service = true): number =>
  tab.servicePercent ?? (service ? shopPercent : 0);

/** The figures of a tab from its orders and the parts paid on it. */
export function figuresOfTab(
  orders: readonly TabOrderRow[],
  poured: PouredState,
  percent: number,
  parts: number,
): TabFigures {
  return tabFigures(
    orders.map((order) => ({
      totalCents: order.totalCents,
      paid: order.paymentStatus === 'paid',
      pouredCents: poured.byOrder.get(order.id)?.cents ?? 0,
    })),
    percent,
    parts,
    poured.serviceCents,
  );
}

function publicTabOf(
  tab: TabRow,
  orders: TabOrderRow[],
  servicePercent: number,
  payments: readonly TabPaymentRow[],
): PublicTab {
  const poured = pouredState(payments);
  const percent = tabServicePercent(tab, servicePercent);
  const { parts: _parts, ...figures } = figuresOfTab(orders, poured, percent, 1);
  return {
    tableNumber: tab.tableNumber,
    label: tab.label,
    openedAt: tab.openedAt.toISOString(),
    orders: orders.map((order) => {
      const paid = order.paymentStatus === 'paid';
      return {
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        totalCents: order.totalCents,
        paid,
        paidCents: paid ? order.totalCents : (poured.byOrder.get(order.id)?.cents ?? 0),
        stage: order.stage,
        items: order.items.map((item) => ({
          ...item,
          paid: paid || poured.itemIds.has(item.id),
        })),
        createdAt: order.createdAt.toISOString(),
      };
    }),
    ...figures,
    payments: payments
      .filter((payment) => !payment.atClosing)
      .map((payment) => ({
        method: payment.method,
        amountCents: payment.amountCents,
        at: payment.createdAt.toISOString(),
      })),
    servicePaidCents: poured.serviceCents,
    serviceLocked: tab.servicePercent === null ? null : tab.servicePercent > 0,
    waiterCalledAt: tab.waiterCalledAt?.toISOString() ?? null,
    billRequestedAt: tab.billRequestedAt?.toISOString() ?? null,
  };
}

/** GET /api/public/tabs/current?mesa=12: the table's open tab, or null when it has none. */
export async function currentTab(
  db: Database,
  establishmentId: string,
  tableNumber: number,
): Promise<PublicTab | null> {
  const tab = await openTabOf(db, establishmentId, tableNumber);
  if (!tab) return null;
  const [ids, servicePercent, payments] = await Promise.all([
    orderIdsOf(db, establishmentId, [tab.id]),
    servicePercentOf(db, establishmentId),
    paymentsOf(db, establishmentId, [tab.id]),
  ]);
  const orders = await tabOrdersOf(
    db,
    establishmentId,
    ids.map((row) => row.orderId),
  );
  return publicTabOf(tab, orders, servicePercent, payments);
}

/** GET /api/admin/tabs: the shop's open tabs, tables calling first, then by table. */
export async function openTabs(db: Database, establishmentId: string): Promise<AdminTab[]> {
  const tabs = await db
    .select()
    .from(tableTabs)
    .where(and(eq(tableTabs.establishmentId, establishmentId), isNull(tableTabs.closedAt)))
    .orderBy(asc(tableTabs.tableNumber));
  if (tabs.length === 0) return [];
  const tabIds = tabs.map((tab) => tab.id);
  const [ids, servicePercent, payments] = await Promise.all([
    orderIdsOf(db, establishmentId, tabIds),
    servicePercentOf(db, establishmentId),
    paymentsOf(db, establishmentId, tabIds),
  ]);
  const orders = await tabOrdersOf(
    db,
    establishmentId,
    ids.map((row) => row.orderId),
  );
  const tabOf = new Map(ids.map((row) => [row.orderId, row.tabId]));
  const calling = (tab: AdminTab) => (tab.waiterCalledAt || tab.billRequestedAt ? 0 : 1);
  return tabs
    .map((tab) => ({
      id: tab.id,
      ...publicTabOf(
        tab,
        orders.filter((order) => tabOf.get(order.id) === tab.id),
        servicePercent,
        payments.filter((payment) => payment.tabId === tab.id),
      ),
    }))
    .sort((a, b) => calling(a) - calling(b));
}

/**
 * "Chamar garçom" / "Pedir a conta" from the phone: stamped on the table's open tab and told
 * to the shop's screens (Pedidos, the kitchen display's header), which ring.
 */
export async function callStaff(
  deps: { db: Database; realtime: Pick<Realtime, 'publish'>; now: Date },
  establishmentId: string,
  tableNumber: number,
  kind: TabCallKind,
): Promise<PublicTab> {
  await deps.db.transaction(async (tx) => {
    const [tab] = await tx
      .update(tableTabs)
      .set(kind === 'garcom' ? { waiterCalledAt: deps.now } : { billRequestedAt: deps.now })
      .where(
        and(
          eq(tableTabs.establishmentId, establishmentId),
          eq(tableTabs.tableNumber, tableNumber),
          isNull(tableTabs.closedAt),
        ),
      )
      .returning();
    if (!tab) throw refuse(tabRefusals.noTab(tableNumber));
    await deps.realtime.publish(tx, `establishment:${establishmentId}`, {
      type: 'tab.call',
      data: { tabId: tab.id, tableNumber, label: tab.label, kind, at: deps.now.toISOString() },
    });
  });
  return (await currentTab(deps.db, establishmentId, tableNumber))!;
}

/** Staff answered the table: its calls are cleared. */
export async function clearCalls(
  deps: { db: Database; realtime: Pick<Realtime, 'publish'> },
  establishmentId: string,
  tabId: string,
): Promise<void> {
  if (!isId(tabId)) throw new AppError('NOT_FOUND', tabRefusals.notFound);
  await deps.db.transaction(async (tx) => {
    const [tab] = await tx
      .update(tableTabs)
      .set({ waiterCalledAt: null, billRequestedAt: null })
      .where(
        and(
          eq(tableTabs.establishmentId, establishmentId),
          eq(tableTabs.id, tabId),
          isNull(tableTabs.closedAt),
        ),
      )
      .returning({ id: tableTabs.id });
    if (!tab) throw new AppError('NOT_FOUND', tabRefusals.notFound);
    await deps.realtime.publish(tx, `establishment:${establishmentId}`, {
      type: 'tab.updated',
      data: { tabId },
    });
  });
}

export interface TabForClosing {
  tab: TabRow;
  orders: TabOrderRow[];
  /** The shop's percentage (the tab's own is fixed by its first payment). */
  servicePercent: number;
  payments: TabPaymentRow[];
}

/**
 * The open tab locked for its closing, with its orders and the shop's service percentage;
 * refused when unknown, already closed or without orders. In the closing's transaction.
 */
export async function lockTabForClosing(
  tx: Transaction,
  establishmentId: string,
  tabId: string,
): Promise<TabForClosing> {
  if (!isId(tabId)) throw new AppError('NOT_FOUND', tabRefusals.notFound);
  const [tab] = await tx
    .select()
    .from(tableTabs)
    .where(and(eq(tableTabs.establishmentId, establishmentId), eq(tableTabs.id, tabId)))
    .for('update');
  if (!tab) throw new AppError('NOT_FOUND', tabRefusals.notFound);
  if (tab.closedAt) throw new AppError('CONFLICT', tabRefusals.closed);
  const [ids, [settings], payments] = await Promise.all([
    orderIdsOf(tx, establishmentId, [tab.id]),
    tx
      .select({ servicePercent: onlineMenuSettings.servicePercent })
      .from(onlineMenuSettings)
      .where(eq(onlineMenuSettings.establishmentId, establishmentId)),
    paymentsOf(tx, establishmentId, [tab.id]),
  ]);
  const orders = await tabOrdersOf(
    tx,
    establishmentId,
    ids.map((row) => row.orderId),
  );
  if (orders.length === 0) throw refuse(tabRefusals.empty);
  return {
    tab,
    orders,
    servicePercent: settings?.servicePercent ?? defaultServicePercent,
    payments,
  };
}

/**
 * Parts paid on the tab (decision 085), in the payment's transaction: their rows, and the
 * service percentage fixed by the first payment; the shop's screens hear it.
 */
export async function recordTabPayments(
  tx: Transaction,
  realtime: Pick<Realtime, 'publish'>,
  tab: TabRow,
  servicePercent: number,
  rows: Omit<typeof tableTabPayments.$inferInsert, 'establishmentId' | 'tabId'>[],
): Promise<void> {
  if (rows.length > 0) {
    await tx
      .insert(tableTabPayments)
      .values(rows.map((row) => ({ ...row, establishmentId: tab.establishmentId, tabId: tab.id })));
  }
  if (tab.servicePercent === null) {
    await tx
      .update(tableTabs)
      .set({ servicePercent })
      .where(and(eq(tableTabs.establishmentId, tab.establishmentId), eq(tableTabs.id, tab.id)));
  }
  await realtime.publish(tx, `establishment:${tab.establishmentId}`, {
    type: 'tab.updated',
    data: { tabId: tab.id },
  });
}

/** The tab's closing as charged, in the closing's transaction; the shop's screens hear it. */
export async function markTabClosed(
  tx: Transaction,
  realtime: Pick<Realtime, 'publish'>,
  tab: TabRow,
  closing: { figures: TabFigures; parts: ClosedTab['parts']; actor: string; now: Date },
): Promise<ClosedTab> {
  const { figures, parts, actor, now } = closing;
  await tx
    .update(tableTabs)
    .set({
      closedAt: now,
      closedBy: actor,
      servicePercent: figures.servicePercent,
      serviceCents: figures.serviceCents,
      totalCents: figures.totalCents,
      paidCents: figures.paidCents,
      parts,
    })
    .where(and(eq(tableTabs.establishmentId, tab.establishmentId), eq(tableTabs.id, tab.id)));
  await realtime.publish(tx, `establishment:${tab.establishmentId}`, {
    type: 'tab.updated',
    data: { tabId: tab.id },
  });
  const { parts: _parts, ...rest } = figures;
  return { id: tab.id, tableNumber: tab.tableNumber, ...rest, parts, closedAt: now.toISOString() };
}
