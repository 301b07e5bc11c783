import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own <select>, styled like Input: keyboard, screen readers, mobile pickers and
 * form tests all work as users expect, with no popup to position.
 */
function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative min-w-0">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-border bg-background py-2 pr-9 pl-3 text-base shadow-sm md:text-sm',
          'outline-none transition-colors',
          'focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export type ChoiceSelectProps<T extends string> = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children'
> & {
  choices: readonly T[];
  value: T;
  onChoose: (choice: T) => void;
  labelOf: (choice: T) => ReactNode;
};

/** A NativeSelect over a fixed list of values: `onChoose` only ever receives one of them. */
function ChoiceSelect<T extends string>({
  choices,
  value,
  onChoose,
  labelOf,
  ...props
}: ChoiceSelectProps<T>) {
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => choice === event.target.value);
        if (chosen !== undefined) onChoose(chosen);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </NativeSelect>
  );
}

export { ChoiceSelect, NativeSelect };
