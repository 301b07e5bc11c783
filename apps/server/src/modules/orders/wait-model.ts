/*
 * When would a new order be ready (issue 36, decision 065)? A pure model, apart from any I/O,
 * so the bench can replay a lunch rush through it with a simulated clock.
 *
 * The kitchen's history is what `order_stage_changes` holds: per order, when it was paid
 * (entered the queue), started (em preparo) and finished (pronto), and its units by station
 * (stations are categories, decision 024). From it the model learns:
 *   - how many minutes of work one unit takes at each station (a least-squares fit of each
 *     order's preparation time on its units by station), and how much slower or faster the
 *     kitchen works at each hour of day;
 *   - how the time to ready grows with the work queued ahead: ready = a + b × load, fitted on
 *     every past order with the load it met when it was paid (the queue rebuilt from history).
 * A shop without history starts from a prior (a kitchen of two hands, three minutes a unit)
 * that its own orders outweigh as they come.
 */

const minute = 60_000;

/** One paid order as the kitchen saw it (times in ms since the epoch). */
export interface KitchenTimes {
  /** The order's id, where the caller needs to find it again (the status page). */
  id?: string;
  paidAt: number;
  preparingAt: number | null;
  readyAt: number | null;
  /** Units by station (the product's category); lines without a station count as ''. */
  units: Record<string, number>;
}

export interface WaitModel {
  /** Minutes of work one unit takes, by station. */
  unitMinutes: Record<string, number>;
  /** The kitchen's pace by hour of day (0-23, the shop's zone): 1.2 is 20 % slower. */
  hourFactor: Record<number, number>;
  /** ready (min) = intercept + slope × load (min of work ahead at the busiest station). */
  intercept: number;
  slope: number;
  /** What an order usually holds, for an estimate without a cart; null without history. */
  typicalUnits: Record<string, number> | null;
  /** How many past orders the model learned from. */
  samples: number;
}

/** What a shop with no history starts from, and how many orders it takes to outweigh it. */
const prior = { unitMinutes: 3, intercept: 5, slope: 0.5, weight: 20 };
/** Fewer samples than this at an hour: that hour keeps the day's pace. */
const minimumHourSamples = 8;
/** A unit in preparation is counted as half done. */
const preparingShare = 0.5;

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const mean = (values: number[]) => (values.length ? sumOf(values) / values.length : 0);
const stationsOf = (orders: KitchenTimes[]) => [
  ...new Set(orders.flatMap((order) => Object.keys(order.units))),
];

/** An hour-of-day reader in a zone, e.g. the shop's America/Sao_Paulo. */
export function hourIn(timeZone: string): (at: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  return (at) => Number(format.format(at)) % 24;
}

/** Solves the square system `matrix · x = vector` (Gaussian elimination, partial pivoting). */
export function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const rows = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(rows[row]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = row;
    }
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const top = rows[col]!;
    for (let row = col + 1; row < n; row++) {
      const factor = rows[row]![col]! / top[col]!;
      for (let k = col; k <= n; k++) rows[row]![k]! -= factor * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const rest = sumOf(rows[row]!.slice(row + 1, n).map((value, k) => value * x[row + 1 + k]!));
    x[row] = (rows[row]![n]! - rest) / rows[row]![row]!;
  }
  return x;
}

/** Minutes from preparing (or paid) to ready: the kitchen's own work on the order. */
const workMinutes = (order: KitchenTimes) =>
  (order.readyAt! - (order.preparingAt ?? order.paidAt)) / minute;

/**
 * Minutes a unit takes per station: ridge least squares of each order's preparation time on
 * its units (pulled towards the prior, so a station seen twice does not swing wildly).
 */
export function fitUnitMinutes(done: KitchenTimes[]): Record<string, number> {
  const stations = stationsOf(done);
  const size = stations.length;
  const gram = stations.map((_, i) => stations.map((__, j) => (i === j ? prior.weight : 0)));
  const moments = stations.map(() => prior.weight * prior.unitMinutes);
  for (const order of done) {
    const row = stations.map((station) => order.units[station] ?? 0);
    const minutes = workMinutes(order);
    for (let i = 0; i < size; i++) {
      moments[i]! += row[i]! * minutes;
      for (let j = 0; j < size; j++) gram[i]![j]! += row[i]! * row[j]!;
    }
  }
  const fitted = size ? solve(gram, moments) : [];
  return Object.fromEntries(stations.map((station, i) => [station, Math.max(0.2, fitted[i]!)]));
}

const unitOf = (model: Pick<WaitModel, 'unitMinutes'>, station: string) =>
  model.unitMinutes[station] ?? prior.unitMinutes;

/** The minutes of work in an order's units, at the model's unit times. */
const orderWork = (model: Pick<WaitModel, 'unitMinutes'>, units: Record<string, number>) =>
  sumOf(Object.entries(units).map(([station, count]) => count * unitOf(model, station)));

/** The kitchen's pace by hour: how its orders' preparation compared with the unit times. */
function fitHourFactors(
  done: KitchenTimes[],
  unitMinutes: Record<string, number>,
  hourOf: (at: number) => number,
): Record<number, number> {
  const ratios = new Map<number, number[]>();
  for (const order of done) {
    const expected = orderWork({ unitMinutes }, order.units);
    if (expected <= 0) continue;
    const hour = hourOf(order.paidAt);
    ratios.set(hour, [...(ratios.get(hour) ?? []), workMinutes(order) / expected]);
  }
  const overall = mean([...ratios.values()].flat()) || 1;
  const factors: Record<number, number> = {};
  for (const [hour, values] of ratios) {
    if (values.length >= minimumHourSamples) factors[hour] = mean(values) / overall;
  }
  return factors;
}

/**
 * The load a new order meets at `now`: minutes of work queued ahead of it (and its own) at
 * the busiest of its stations. `queue` holds the orders paid and not ready at `now`.
 */
export function loadAt(
  model: Pick<WaitModel, 'unitMinutes'>,
  queue: KitchenTimes[],
  now: number,
  units: Record<string, number>,
): number {
  let load = 0;
  for (const [station, count] of Object.entries(units)) {
    if (count <= 0) continue;
    let ahead = count;
    for (const order of queue) {
      const share = order.preparingAt !== null && order.preparingAt <= now ? preparingShare : 1;
      ahead += (order.units[station] ?? 0) * share;
    }
    load = Math.max(load, ahead * unitOf(model, station));
  }
  return load;
}

/** Orders paid before `at` and not ready by then: the queue as it stood. */
export const queueAt = (orders: KitchenTimes[], at: number) =>
  orders.filter((order) => order.paidAt < at && (order.readyAt === null || order.readyAt > at));

/** Least squares of ready time on load, pulled towards the prior by its weight. */
function fitLine(points: { load: number; minutes: number }[]) {
  const w = prior.weight;
  const n = points.length + w;
  const meanX = (sumOf(points.map((p) => p.load)) + w * 10) / n;
  const meanY =
    (sumOf(points.map((p) => p.minutes)) + w * (prior.intercept + prior.slope * 10)) / n;
  let cross = w * 25 * prior.slope;
  let spread = w * 25;
  for (const { load, minutes } of points) {
    cross += (load - meanX) * (minutes - meanY);
    spread += (load - meanX) ** 2;
  }
  const slope = Math.max(0, cross / spread);
  return { slope, intercept: Math.max(0, meanY - slope * meanX) };
}

/** What an order of the shop usually holds, by station (none without history). */
function typicalUnitsOf(done: KitchenTimes[]): Record<string, number> | null {
  if (done.length === 0) return null;
  const typical: Record<string, number> = {};
  for (const station of stationsOf(done)) {
    typical[station] = mean(done.map((order) => order.units[station] ?? 0));
  }
  return typical;
}

/**
 * Learns the model from the shop's recent orders (paid, started and finished ones; the queue
 * of each moment is rebuilt from them), in the shop's zone's hours.
 */
export function fitWaitModel(orders: KitchenTimes[], hourOf: (at: number) => number): WaitModel {
  const done = orders.filter((order) => order.readyAt !== null && order.readyAt > order.paidAt);
  const unitMinutes = fitUnitMinutes(done);
  const hourFactor = fitHourFactors(done, unitMinutes, hourOf);
  const points = done.map((order) => {
    const pace = hourFactor[hourOf(order.paidAt)] ?? 1;
    const queue = queueAt(orders, order.paidAt);
    const load = pace * loadAt({ unitMinutes }, queue, order.paidAt, order.units);
    return { load, minutes: (order.readyAt! - order.paidAt) / minute };
  });
  return {
    unitMinutes,
    hourFactor,
    ...fitLine(points),
    typicalUnits: typicalUnitsOf(done),
    samples: done.length,
  };
}

/**
 * Minutes until a new order paid at `now` would be ready: `queue` is the kitchen's live queue
 * (paid, not ready), `units` the new order's by station (the shop's typical order if none).
 */
export function estimateWaitMinutes(
  model: WaitModel,
  queue: KitchenTimes[],
  now: number,
  hourOf: (at: number) => number,
  units: Record<string, number> | null = model.typicalUnits,
): number {
  // With neither a cart nor history: one unit at each station that has a queue.
  units ??= Object.fromEntries(stationsOf(queue).map((station) => [station, 1]));
  const pace = model.hourFactor[hourOf(now)] ?? 1;
  const load = pace * loadAt(model, queue, now, units);
  return Math.max(1, model.intercept + model.slope * load);
}
