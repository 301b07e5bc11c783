import { describe, expect, it } from 'vitest';
import {
  estimateWaitMinutes,
  fitUnitMinutes,
  fitWaitModel,
  hourIn,
  loadAt,
  queueAt,
  solve,
  type KitchenTimes,
} from './wait-model';

const minute = 60_000;
const noon = Date.parse('2026-11-27T15:00:00Z'); // 12:00 in São Paulo
const hourOf = hourIn('America/Sao_Paulo');
const empty = fitWaitModel([], hourOf);

const queued = (count: number, preparing = false): KitchenTimes[] =>
  Array.from({ length: count }, (_, i) => ({
    paidAt: noon - (count - i) * minute,
    preparingAt: preparing ? noon - minute : null,
    readyAt: null,
    units: { Lanches: 1 },
  }));

/** A past day: orders every `every` minutes, each ready `minutes(load)` after it was paid. */
function history(count: number, units: Record<string, number>, minutes: number, every = 10) {
  return Array.from({ length: count }, (_, i): KitchenTimes => {
    const paidAt = noon - 86_400_000 + i * every * minute;
    return { paidAt, preparingAt: paidAt, readyAt: paidAt + minutes * minute, units };
  });
}

describe('wait model', () => {
  it('reads the hour of day in the shop’s zone', () => {
    expect(hourOf(noon)).toBe(12);
  });

  it('solves a small linear system', () => {
    const [x, y] = solve(
      [
        [2, 1],
        [1, 3],
      ],
      [5, 10],
    );
    expect(x).toBeCloseTo(1);
    expect(y).toBeCloseTo(3);
  });

  it('without history, a longer queue means a longer wait, and bumps shorten it', () => {
    const none = estimateWaitMinutes(empty, [], noon, hourOf, { Lanches: 1 });
    const waiting = estimateWaitMinutes(empty, queued(10), noon, hourOf, { Lanches: 1 });
    const preparing = estimateWaitMinutes(empty, queued(10, true), noon, hourOf, { Lanches: 1 });
    expect(waiting).toBeGreaterThan(preparing);
    expect(preparing).toBeGreaterThan(none);
    // Without a cart the queue's stations stand in for it.
    expect(estimateWaitMinutes(empty, queued(10), noon, hourOf)).toBeGreaterThan(
      estimateWaitMinutes(empty, [], noon, hourOf),
    );
  });

  it('learns minutes per unit by station from preparation times', () => {
    const units = fitUnitMinutes([
      ...history(60, { Lanches: 1 }, 6),
      ...history(60, { Bebidas: 2 }, 2),
      ...history(60, { Lanches: 1, Bebidas: 1 }, 7),
    ]);
    expect(units.Lanches).toBeGreaterThan(5);
    expect(units.Lanches).toBeLessThan(7);
    expect(units.Bebidas).toBeGreaterThan(0.5);
    expect(units.Bebidas).toBeLessThan(1.5);
  });

  it('a quiet shop’s history promises about its usual time; the queue adds to it', () => {
    const model = fitWaitModel(history(100, { Lanches: 1 }, 6, 15), hourOf);
    const quiet = estimateWaitMinutes(model, [], noon, hourOf);
    expect(quiet).toBeGreaterThan(4);
    expect(quiet).toBeLessThan(8);
    expect(estimateWaitMinutes(model, queued(10), noon, hourOf)).toBeGreaterThan(quiet + 3);
  });

  it('fits the growth of the wait with the load the orders met', () => {
    // A kitchen of one hand, 4 minutes an order: each order waits for the ones before it.
    const orders: KitchenTimes[] = [];
    let free = 0;
    for (let i = 0; i < 80; i++) {
      const paidAt = noon - 86_400_000 + i * 3 * minute;
      const start = Math.max(paidAt, free);
      free = start + 4 * minute;
      orders.push({ paidAt, preparingAt: start, readyAt: free, units: { Lanches: 1 } });
    }
    const model = fitWaitModel(orders, hourOf);
    expect(model.samples).toBe(80);
    expect(model.slope).toBeGreaterThan(0.5);
    const last = orders.at(-1)!;
    const queue = queueAt(orders, last.paidAt);
    const promised = estimateWaitMinutes(model, queue, last.paidAt, hourOf, last.units);
    const actual = (last.readyAt! - last.paidAt) / minute;
    expect(Math.abs(promised - actual)).toBeLessThan(actual * 0.35);
  });

  it('counts a unit in preparation as half, and only the new order’s stations', () => {
    const model = { unitMinutes: { Lanches: 4, Bebidas: 1 } };
    const queue = [...queued(2), ...queued(2, true)];
    expect(loadAt(model, queue, noon, { Lanches: 1 })).toBe((1 + 2 + 1) * 4);
    expect(loadAt(model, queue, noon, { Bebidas: 1 })).toBe(1);
  });

  it('learns a slower hour of day', () => {
    const slowNoon = history(40, { Lanches: 1 }, 9, 1); // 12:00-12:39, 9 min
    const quick = history(40, { Lanches: 1 }, 3, 1).map((order) => ({
      ...order,
      paidAt: order.paidAt + 3 * 3_600_000,
      preparingAt: order.preparingAt! + 3 * 3_600_000,
      readyAt: order.readyAt! + 3 * 3_600_000,
    }));
    const model = fitWaitModel([...slowNoon, ...quick], hourOf);
    expect(model.hourFactor[12]!).toBeGreaterThan(1);
    expect(model.hourFactor[15]!).toBeLessThan(1);
  });
});
