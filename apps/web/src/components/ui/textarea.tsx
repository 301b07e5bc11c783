import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-base shadow-sm md:text-sm',
        'placeholder:text-muted-foreground outline-none transition-colors',
        'focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
