import type { KitchenOrder } from '@comanda/shared';
import { useCallback, useState } from 'react';

/*
 * A kitchen display may show only its stations (the shop's categories: grill, drinks): lines of
 * other stations are dimmed, and an order with nothing for these stations is hidden. The choice
 * belongs to the tablet on the wall, so it is kept in this device's localStorage.
 */

export const stationStorageKey = 'comanda.kds-stations';

/** The stations kept on this device; none (or unreadable) means every station. */
export function loadStations(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(stationStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a line is this display's: every line when no station is chosen, and a line whose
 * product has no category any more, rather than let it go uncooked.
 */
export function isStationLine(line: { station?: string | null }, stations: string[]): boolean {
  return stations.length === 0 || !line.station || stations.includes(line.station);
}

/** The orders with at least one line for these stations. */
export function ordersForStations(orders: KitchenOrder[], stations: string[]): KitchenOrder[] {
  if (stations.length === 0) return orders;
  return orders.filter((order) => order.lines.some((line) => isStationLine(line, stations)));
}

export function useStationFilter() {
  const [stations, setStations] = useState(() => loadStations(window.localStorage));
  const toggle = useCallback((station: string | null) => {
    setStations((current) => {
      // null: 'Todas'.
      const next =
        station === null
          ? []
          : current.includes(station)
            ? current.filter((item) => item !== station)
            : [...current, station];
      window.localStorage.setItem(stationStorageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  return { stations, toggle };
}
