import { useTranslation } from 'react-i18next';
import { WaitLine } from '@/components/menu/wait-line';
import { unitsOf, useWaitEstimate } from '@/lib/menu/wait-estimate';
import { useOnlineCart } from '../cart';

/**
 * The kiosk's estimate for this cart (decision 065): minutes until an order of it would be
 * ready, asked again when the menu stream says the queue moved ('wait.changed').
 */
export function useCartWait() {
  const cart = useOnlineCart();
  return useWaitEstimate(unitsOf(cart)).data;
}

/** "Pronto em cerca de N min" before checkout (issue 36, item 1), for the phone's cart. */
export function CartWaitLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wait = useCartWait();
  return (
    <WaitLine
      wait={wait}
      text={
        wait
          ? t(wait.busy ? 'onlineMenu.wait.busy' : 'onlineMenu.wait.ready', {
              minutes: wait.minutes,
            })
          : ''
      }
      testId="online-wait"
      className={className}
    />
  );
}
