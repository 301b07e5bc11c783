import type { KitchenOrder } from '@comanda/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useBump } from '../api/device';
import { isHeld } from '../components/kitchen-hold';
import { ordersForStations } from '../hooks/use-station-filter';

/*
 * The expo ("passe", issue 36, decision 075): with the shop's expo on, a kitchen display may be
 * the expo. It lists the orders from several stations whose stations are all done, and its tap
 * confirms them 'Pronto'; the server decides. The choice belongs to the tablet on the wall.
 */

export const expoStorageKey = 'comanda.kds-expo';

/** Whether this display is the expo (only while the shop has one). */
export function useExpoMode(enabled: boolean) {
  const [chosen, setChosen] = useState(() => window.localStorage.getItem(expoStorageKey) === '1');
  const toggle = useCallback(() => {
    setChosen((current) => {
      window.localStorage.setItem(expoStorageKey, current ? '0' : '1');
      return !current;
    });
  }, []);
  return { on: enabled && chosen, enabled, toggle };
}

/** What the expo sees: orders waiting for its confirmation, and those ready to hand over. */
export function expoQueue(orders: KitchenOrder[]): KitchenOrder[] {
  return orders.filter(
    (order) =>
      order.stage === 'ready' ||
      (order.stage === 'preparing' &&
        order.expo === true &&
        (order.stations ?? []).every((station) => order.stationsDone?.includes(station))),
  );
}

/**
 * The cards a display shows: the expo's queue, or its stations' orders; in the columns those
 * not held, in 'Em espera' (`held`) the held ones.
 */
export const queueFor = (orders: KitchenOrder[], stations: string[], expo: boolean, held = false) =>
  (expo ? expoQueue(orders) : ordersForStations(orders, stations)).filter(
    (order) => isHeld(order) === held,
  );

/** 'Expo (passe)': this display becomes the expo, or goes back to its stations. */
export function ExpoChip({ expo }: { expo: ReturnType<typeof useExpoMode> }) {
  const { t } = useTranslation();
  if (!expo.enabled) return null;
  return (
    <Button
      variant={expo.on ? 'default' : 'secondary'}
      aria-pressed={expo.on}
      onClick={expo.toggle}
    >
      {t('orderDisplay.expo')}
    </Button>
  );
}

/**
 * A display's tap on a card: its stations (or the expo) and the stage the card showed, so the
 * server moves only this station's part and a repeated tap changes nothing.
 */
export function useKitchenTap(token: string, stations: string[], expo: boolean) {
  const { t } = useTranslation();
  const bump = useBump(token);
  const failed = (error: Error) => toast.error(errorMessage(error, t('orderDisplay.actionFailed')));
  return {
    tap: (order: KitchenOrder) =>
      bump.mutate(
        expo
          ? { orderId: order.id, expo: true, from: order.stage }
          : { orderId: order.id, stations, from: order.stage },
        { onError: failed },
      ),
    dispatch: (orderId: string) => bump.mutate(orderId, { onError: failed }),
  };
}
