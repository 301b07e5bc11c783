import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message shown under the field; also marks the input invalid for assistive tech. */
  error?: string;
  /** A hint under the field while there is no error. */
  hint?: string;
};

/** A labelled input with its error under it (SPEC §5: the message names the problem). */
export function FormField({ label, error, hint, ...inputProps }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...inputProps}
      />
      {message && (
        <p
          id={messageId}
          className={error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        >
          {message}
        </p>
      )}
    </div>
  );
}
