import { formatCents } from '@comanda/shared';
import { cn } from '@/lib/cn';

/**
 * What the customer pays, in the kiosk's large price type (product, summary, payment, Pix).
 * `as` keeps the element the screen needs (a <dd> in the summary's list).
 */
export function KioskTotal({
  cents,
  testId,
  as: Element = 'span',
  className,
}: {
  cents: number;
  testId: string;
  as?: 'span' | 'dd';
  className?: string;
}) {
  return (
    <Element
      data-testid={testId}
      className={cn('text-4xl font-bold text-primary tabular-nums lg:text-5xl', className)}
    >
      {formatCents(cents)}
    </Element>
  );
}
