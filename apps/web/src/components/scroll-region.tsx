import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A scrolling box around a table of figures. The table holds no control, so the box itself
 * takes the focus: keyboard users reach it and scroll it with the arrows (WCAG 2.1.1, axe's
 * `scrollable-region-focusable`), and screen readers hear it named as the table is.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'rounded-md outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
        className,
      )}
    >
      {children}
    </div>
  );
}
