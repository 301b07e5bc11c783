/**
 * The wait-time estimate, measured (issue 36, decision 065): a generated lunch rush (300 orders
 * over two hours, two peaks, lib/lunch-rush.ts) after a day of history (another rush) is
 * replayed against the server's own code with a simulated clock. Orders, their lines and
 * their stage changes are written as the kitchen would (paid, em preparo, pronto), each at its
 * simulated time, into the server's schema (PGlite in memory, migrated as the server does), and
 * the server's estimate cache (`createWaitEstimates`: its queue and history reads and the
 * model) promises each order a time just before it is paid, told of each kitchen event as the
 * realtime stream would tell it.
 *
 * Prints the mean absolute error of the promised minutes against the simulated ready time,
 * beside a naive baseline (the shop's average time from paid to ready, from the same reads at
 * the same moment), and their ratio. Goal: the model's error at most 70 % of the baseline's.
 *
 *   npx tsx bench/wait-estimate.ts        (BENCH_RUSH_SEED picks another rush)
 */
import { openDatabase, type Database } from '../apps/server/src/db/client';
import {
  categories,
  orderItems,
  orderStageChanges,
  orders,
  products,
} from '../apps/server/src/db/schema';
import { insertEstablishment } from '../apps/server/src/test/factories';
import {
  createWaitEstimates,
  readKitchenTimes,
} from '../apps/server/src/modules/orders/wait-estimate.service';
import { and, eq } from 'drizzle-orm';
import { businessDateOf } from '@comanda/shared';
import { lunchRush, rushStations, type RushOrder } from './lib/lunch-rush';

const goalRatio = 0.7;
const day = 86_400_000;
const minute = 60_000;
/** The server's default: the model is refitted every 10 minutes. */
const refitMs = 10 * minute;
const seed = Number(process.env.BENCH_RUSH_SEED ?? 11);

type Stage = 'received' | 'preparing' | 'ready';
interface KitchenEvent {
  at: number;
  order: RushOrder;
  stage: Stage;
}

/** The shop, one product per station (a station is its product's category). */
async function seedShop(db: Database) {
  const shop = await insertEstablishment(db, {
    name: 'Lanchonete do Bench',
    subdomain: 'bench-rush',
  });
  const productOf = new Map<string, string>();
  for (const station of rushStations) {
    const [category] = await db
      .insert(categories)
      .values({ establishmentId: shop.id, name: station.name })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        establishmentId: shop.id,
        categoryId: category!.id,
        name: station.name,
        priceCents: 1000,
      })
      .returning();
    productOf.set(station.name, product!.id);
  }
  return { shopId: shop.id, productOf };
}

/** Every order's paid, em preparo and pronto moments, in time order. */
const eventsOf = (rush: RushOrder[]): KitchenEvent[] =>
  rush
    .flatMap((order) => [
      { at: order.paidAt, order, stage: 'received' as const },
      { at: order.preparingAt, order, stage: 'preparing' as const },
      { at: order.readyAt, order, stage: 'ready' as const },
    ])
    .sort((a, b) => a.at - b.at);

/** Writes one kitchen event as the server does: the order's stage and its history row. */
function kitchenWriter(db: Database, shopId: string, productOf: Map<string, string>) {
  const ids = new Map<RushOrder, string>();
  let number = 0;
  return async ({ at, order, stage }: KitchenEvent) => {
    if (stage === 'received') {
      const paidAt = new Date(at);
      const [row] = await db
        .insert(orders)
        .values({
          establishmentId: shopId,
          orderNumber: ++number,
          businessDate: businessDateOf(paidAt),
          totalCents: 1000,
          paymentStatus: 'paid',
          publicToken: `rush-${number}`,
          createdAt: new Date(at - minute),
          paidAt,
          stage,
        })
        .returning({ id: orders.id });
      ids.set(order, row!.id);
      await db.insert(orderItems).values(
        Object.entries(order.units).map(([station, quantity]) => ({
          establishmentId: shopId,
          orderId: row!.id,
          productId: productOf.get(station)!,
          productName: station,
          quantity,
          unitPriceCents: 1000,
        })),
      );
    } else {
      await db
        .update(orders)
        .set({ stage })
        .where(and(eq(orders.establishmentId, shopId), eq(orders.id, ids.get(order)!)));
    }
    const orderId = ids.get(order)!;
    await db
      .insert(orderStageChanges)
      .values({ establishmentId: shopId, orderId, stage, actor: 'Bench', at: new Date(at) });
  };
}

/** The naive baseline: the shop's average minutes from paid to ready, rounded as shown. */
async function averageMinutes(
  db: Database,
  shopId: string,
  now: number,
  stationOf: Map<string, string>,
) {
  const history = await readKitchenTimes(db, shopId, new Date(now), 'history', stationOf);
  const done = history.filter((times) => times.readyAt !== null);
  const total = done.reduce((sum, times) => sum + (times.readyAt! - times.paidAt), 0);
  return Math.max(1, Math.round(total / done.length / minute));
}

/** The cart of an order: one product id per unit. */
const cartOf = (order: RushOrder, productOf: Map<string, string>) =>
  Object.entries(order.units).flatMap(([station, count]) =>
    Array<string>(count).fill(productOf.get(station)!),
  );

async function main() {
  const handle = await openDatabase({ memory: true });
  const db = handle.db;
  try {
    const { shopId, productOf } = await seedShop(db);
    // 11:30 in São Paulo; yesterday's rush is the shop's history.
    const start = Date.parse('2026-11-27T14:30:00Z');
    const yesterday = lunchRush(seed + 1000, start - day);
    const today = lunchRush(seed, start);
    const events = eventsOf([...yesterday, ...today]);
    const write = kitchenWriter(db, shopId, productOf);
    let now = 0;
    const estimates = createWaitEstimates(db, { clock: { now: () => new Date(now) }, refitMs });
    const stationOf = new Map([...productOf].map(([station, id]) => [id, station]));

    let next = 0;
    let baseline = 0;
    let baselineAt = -Infinity;
    let modelError = 0;
    let baselineError = 0;
    const started = performance.now();
    for (const order of today) {
      now = order.paidAt;
      // The kitchen's events until this moment, each announced as the realtime stream would.
      while (next < events.length && events[next]!.at < now) {
        await write(events[next++]!);
        estimates.kitchenChanged(shopId);
      }
      const promised = await estimates.minutes(shopId, cartOf(order, productOf));
      // Refreshed as often as the model is refitted: the same reads, the same freshness.
      if (now - baselineAt >= refitMs) {
        baseline = await averageMinutes(db, shopId, now, stationOf);
        baselineAt = now;
      }
      const actual = (order.readyAt - order.paidAt) / minute;
      modelError += Math.abs(promised - actual);
      baselineError += Math.abs(baseline - actual);
    }
    report(
      today,
      modelError / today.length,
      baselineError / today.length,
      performance.now() - started,
    );
  } finally {
    await handle.close();
  }
}

function report(today: RushOrder[], model: number, baseline: number, ms: number) {
  const waits = today.map((order) => (order.readyAt - order.paidAt) / minute);
  const ratio = model / baseline;
  const ok = ratio <= goalRatio;
  console.log(
    `wait estimate, ${today.length} orders over 2 h (seed ${seed}; simulated waits ` +
      `${Math.min(...waits).toFixed(1)}-${Math.max(...waits).toFixed(1)} min), replayed in ${(ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `  mean absolute error: model ${model.toFixed(2)} min, baseline (shop's average) ` +
      `${baseline.toFixed(2)} min = ${ratio.toFixed(2)}x the baseline; goal <= ${goalRatio} ` +
      `(beats it by >= 30 %) ${ok ? 'ok' : 'MISSED'}`,
  );
  if (!ok) process.exitCode = 1;
}

await main();
