import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopEvents } from '@/lib/use-shop-events';
import { usePdvWaitEstimate } from '../api/pdv';
import type { SaleLine } from '../utils/sale';

/**
 * "Pronto em cerca de N min" above the counter's cart (issue 36): asked again whenever the
 * kitchen's queue moves (the shop's 'order.stage' events), with the line's height kept.
 */
export function PdvWaitEstimate({ lines }: { lines: SaleLine[] }) {
  const { t } = useTranslation();
  const productIds = lines.flatMap((line) => Array<string>(line.quantity).fill(line.productId));
  const { data } = usePdvWaitEstimate(productIds);
  useShopEvents(['admin', 'pdv', 'wait-estimate']);
  return (
    <p
      data-testid="pdv-wait-estimate"
      aria-live="polite"
      className="flex h-8 items-center gap-2 font-semibold"
    >
      {data && (
        <>
          <Clock aria-hidden className="size-5 shrink-0" />
          <span data-minutes={data.minutes}>{t('pdv.wait.ready', { minutes: data.minutes })}</span>
        </>
      )}
    </p>
  );
}
