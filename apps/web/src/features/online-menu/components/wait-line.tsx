import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
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

/**
 * "Pronto em cerca de N min" before checkout (issue 36, item 1): its height is kept while the
 * first answer comes (nothing below moves), announced politely when it changes, amber while
 * the kitchen is full ("Cozinha cheia").
 */
export function WaitLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wait = useCartWait();
  return (
    <p
      data-testid="online-wait"
      data-busy={wait?.busy ? '' : undefined}
      aria-live="polite"
      className={cn(
        'flex h-9 items-center gap-2 text-lg font-semibold',
        wait?.busy && 'w-fit rounded-md bg-amber-300 px-3 font-bold text-amber-950',
        className,
      )}
    >
      {wait && (
        <>
          <Clock aria-hidden className="size-5 shrink-0" />
          <span data-minutes={wait.minutes}>
            {t(wait.busy ? 'onlineMenu.wait.busy' : 'onlineMenu.wait.ready', {
              minutes: wait.minutes,
            })}
          </span>
        </>
      )}
    </p>
  );
}
