import type { KitchenOrder } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/*
 * With the shop's expo on (decision 075), an order from several stations is ready only after
 * each station's part and the passe. A station display shows on the card which stations are
 * done and, once its own part is, 'Aguardando o passe'.
 */

/** Whether this display's part of the order is done: its stations (every one: 'Todas'). */
export function ownPartDone(order: KitchenOrder, stations: string[]): boolean {
  const own = (order.stations ?? []).filter(
    (station) => stations.length === 0 || stations.includes(station),
  );
  return own.length > 0 && own.every((station) => order.stationsDone?.includes(station));
}

/** The card's stations, done ones ticked; phrasing content, inside the card's bump button. */
export function StationProgress({
  order,
  stations,
  expoDisplay,
}: {
  order: KitchenOrder;
  /** This display's stations; none: every station. */
  stations: string[];
  /** This display is the expo: it is the passe, nothing to wait for. */
  expoDisplay: boolean;
}) {
  const { t } = useTranslation();
  if (expoDisplay || !order.expo || order.stage !== 'preparing' || order.canceled) return null;
  return (
    <span data-testid="station-progress" className="flex flex-wrap items-center gap-2">
      {(order.stations ?? []).map((station) => {
        const done = order.stationsDone?.includes(station) ?? false;
        return (
          <span
            key={station}
            data-done={done ? '' : undefined}
            className={cn(
              'rounded px-2 font-semibold',
              done ? 'bg-green-800 text-white' : 'bg-neutral-600 text-neutral-100',
            )}
          >
            {done && <span aria-hidden>✓ </span>}
            {station}
            {done && <span className="sr-only">: {t('orderDisplay.stationDone')}</span>}
          </span>
        );
      })}
      {ownPartDone(order, stations) && (
        <span className="rounded bg-yellow-300 px-2 font-black text-neutral-900">
          {t('orderDisplay.awaitingExpo')}
        </span>
      )}
    </span>
  );
}
