import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Below it the decrement button is disabled (SPEC §5: quantity minimum 1 everywhere). */
  min?: number;
  /** Accessible names of the buttons and of the value, in the screen's language. */
  labels: { decrease: string; increase: string; value: string };
  size?: 'default' | 'kiosk';
  className?: string;
}

const sizes = {
  default: { button: 'size-10', icon: 'size-4', value: 'min-w-10 text-base' },
  // At least 48 px: pressed standing up, often by a hurried finger.
  kiosk: { button: 'size-14 lg:size-16', icon: 'size-7', value: 'min-w-14 text-3xl' },
};

/** − value +, with no upper limit. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  labels,
  size = 'default',
  className,
}: QuantityStepperProps) {
  const s = sizes[size];
  const button = cn(
    'inline-flex shrink-0 items-center justify-center rounded-full border-2 border-primary text-primary',
    'transition-colors outline-none focus-visible:ring-4 focus-visible:ring-primary/40',
    'active:bg-primary active:text-primary-foreground',
    'disabled:border-border disabled:text-muted-foreground disabled:pointer-events-none',
    s.button,
  );
  return (
    <div
      role="group"
      aria-label={labels.value}
      className={cn('inline-flex items-center gap-3', className)}
    >
      <button
        type="button"
        className={button}
        aria-label={labels.decrease}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden className={s.icon} />
      </button>
      <output aria-live="polite" className={cn('text-center font-bold tabular-nums', s.value)}>
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={labels.increase}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden className={s.icon} />
      </button>
    </div>
  );
}
