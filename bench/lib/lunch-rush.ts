/**
 * A generated lunch rush for the wait-time bench (issue 36, decision 065): orders arriving over
 * two hours with two peaks, realistic mixes (a burger or two, fries, a drink, now and then a
 * dessert), and a kitchen that cooks them: each station has its hands, takes its units first
 * come first served, and each unit takes the station's time with noise. An order is "em
 * preparo" when its first unit starts and "pronto" when its last one ends.
 */

export interface Station {
  name: string;
  /** Units it cooks at once (cooks, fryer baskets). */
  hands: number;
  /** Mean minutes per unit. */
  minutes: number;
}

export const rushStations: Station[] = [
  { name: 'Lanches', hands: 14, minutes: 4 },
  { name: 'Porções', hands: 8, minutes: 3.5 },
  { name: 'Bebidas', hands: 3, minutes: 0.8 },
  { name: 'Sobremesas', hands: 1, minutes: 1.5 },
];

export interface RushOrder {
  paidAt: number;
  units: Record<string, number>;
  preparingAt: number;
  readyAt: number;
}

/** Park-Miller: the same rush for the same seed. */
export function randomOf(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** A standard normal draw (Box-Muller). */
const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());

/**
 * When each of `count` orders is paid, in ms from `start` over two hours: a quarter spread
 * evenly, the rest around 12:10 and 13:00 (two peaks of 12 minutes' spread).
 */
function arrivals(random: () => number, start: number, count: number): number[] {
  const minute = 60_000;
  const times = Array.from({ length: count }, (_, i) => {
    if (i % 4 === 0) return random() * 120;
    const peak = i % 4 === 1 ? 40 : 90;
    return Math.min(119.9, Math.max(0, peak + normal(random) * 12));
  });
  return times.sort((a, b) => a - b).map((at) => start + at * minute);
}

/** A lunch order: one or two burgers, usually fries and a drink, sometimes a dessert. */
function mixOf(random: () => number): Record<string, number> {
  const units: Record<string, number> = { Lanches: random() < 0.3 ? 2 : 1 };
  if (random() < 0.65) units['Porções'] = random() < 0.2 ? 2 : 1;
  if (random() < 0.8) units['Bebidas'] = random() < 0.3 ? 2 : 1;
  if (random() < 0.2) units['Sobremesas'] = 1;
  return units;
}

/** Cooks the orders, first paid first served at every station: when each starts and ends. */
function cook(random: () => number, paid: { paidAt: number; units: Record<string, number> }[]) {
  const free = new Map(
    rushStations.map((station) => [station.name, Array<number>(station.hands).fill(0)]),
  );
  return paid.map((order) => {
    let preparingAt = Infinity;
    let readyAt = order.paidAt;
    for (const station of rushStations) {
      const hands = free.get(station.name)!;
      for (let unit = 0; unit < (order.units[station.name] ?? 0); unit++) {
        const hand = hands.indexOf(Math.min(...hands));
        const start = Math.max(order.paidAt, hands[hand]!);
        // Lognormal noise: mostly near the mean, now and then much longer.
        const took = station.minutes * Math.exp(normal(random) * 0.3 - 0.045) * 60_000;
        hands[hand] = start + took;
        preparingAt = Math.min(preparingAt, start);
        readyAt = Math.max(readyAt, start + took);
      }
    }
    return { ...order, preparingAt, readyAt };
  });
}

/** A rush of `count` orders from `start` (ms), the same for the same seed. */
export function lunchRush(seed: number, start: number, count = 300): RushOrder[] {
  const random = randomOf(seed);
  const paid = arrivals(random, start, count).map((paidAt) => ({ paidAt, units: mixOf(random) }));
  return cook(random, paid);
}
