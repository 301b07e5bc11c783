import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { WaitEstimate } from '@/lib/menu/wait-estimate';

/**
 * "Pronto em cerca de N min" (issue 36), on the kiosk and on the online menu: the line's
 * height is kept while the first answer comes, so nothing below it moves (CLS 0), it is
 * announced politely when it changes, and it turns amber while the kitchen is full.
 */
export function WaitLine({
  wait,
  text,
  testId,
  large = false,
  className,
}: {
  wait: WaitEstimate | undefined;
  /** The sentence for `wait`, translated by the screen (each has its own wording). */
  text: string;
  testId: string;
  /** The kiosk's size (read at arm's length), else the phone's. */
  large?: boolean;
  className?: string;
}) {
  return (
    <p
      data-testid={testId}
      data-busy={wait?.busy ? '' : undefined}
      aria-live="polite"
      className={cn(
        'flex h-9 items-center gap-2 font-semibold',
        large ? 'text-xl' : 'text-lg',
        wait?.busy && 'w-fit rounded-md bg-amber-300 px-3 text-amber-950',
        wait?.busy && (large ? 'font-black' : 'font-bold'),
        className,
      )}
    >
      {wait && (
        <>
          <Clock aria-hidden className={cn('shrink-0', large ? 'size-6' : 'size-5')} />
          <span data-minutes={wait.minutes}>{text}</span>
        </>
      )}
    </p>
  );
}
