import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useWaitEstimate } from '../api/wait-estimate';
import type { CartItem } from '@/lib/menu/cart';

/** One product id per unit of the cart, as the estimate counts them. */
const unitsOf = (cart: readonly CartItem[]) =>
  cart.flatMap((item) => Array<string>(item.quantity).fill(item.productId));

/**
 * "Pronto em cerca de N min" (issue 36): the line's height is kept while the first answer
 * comes, so nothing below it moves (CLS 0), and it is announced politely when it changes.
 */
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
    <p
      data-testid="wait-estimate"
      aria-live="polite"
      className={cn('flex h-9 items-center gap-2 text-xl font-semibold', className)}
    >
      {data && (
        <>
          <Clock aria-hidden className="size-6 shrink-0" />
          <span data-minutes={data.minutes}>
            {t('kiosk.wait.ready', { minutes: data.minutes })}
          </span>
        </>
      )}
    </p>
  );
}
