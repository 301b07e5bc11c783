import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WaitLine } from '@/components/menu/wait-line';
import { unitsOf, useWaitEstimate } from '@/lib/menu/wait-estimate';
import type { CartItem } from '@/lib/menu/cart';

/** "Pronto em cerca de N min" for the kiosk's cart (issue 36), at the kiosk's size. */
export function WaitEstimateLine({
  cart,
  className,
}: {
  cart: readonly CartItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  const { data } = useWaitEstimate(unitsOf(cart));
  return (
    <WaitLine
      wait={data}
      text={
        data ? t(data.busy ? 'kiosk.wait.busy' : 'kiosk.wait.ready', { minutes: data.minutes }) : ''
      }
      testId="wait-estimate"
      large
      className={className}
    />
  );
}

/**
 * While busy mode is on, every kiosk screen shows the wait of a typical order, before the
 * customer chooses (decision 070): a pill fixed at the top, over the page, so nothing moves.
 */
export function BusyWaitPill() {
  const { t } = useTranslation();
  const { data } = useWaitEstimate([]);
  if (!data?.busy) return null;
  return (
    <p
      data-testid="busy-wait"
      role="status"
      className="fixed top-2 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full bg-amber-300 px-5 py-2 text-xl font-black text-amber-950 shadow-lg"
    >
      <Clock aria-hidden className="size-6 shrink-0" />
      {t('kiosk.wait.busy', { minutes: data.minutes })}
    </p>
  );
}
