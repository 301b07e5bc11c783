import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, type ChoiceSelectProps } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props that tie a control to its label and to the message under it. */
export function controlProps(id: string, error?: string, hint?: string): ControlProps {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-message` : undefined,
  };
}

/** The error (or else the hint) under a control, with the id the control points to. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const message = error ?? hint;
  if (!message) return null;
  return (
    <p
      id={`${id}-message`}
      className={error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
    >
      {message}
    </p>
  );
}

/**
 * A labelled control of any kind (select, textarea...) with its error under it, like
 * components/form-field does for inputs.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(controlProps(id, error, hint))}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled ChoiceSelect (one of a fixed list of values), with its error under it. */
export function ChoiceField<T extends string>({
  label,
  error,
  hint,
  className,
  ...select
}: ChoiceSelectProps<T> & { label: string; error?: string; hint?: string; className?: string }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(props) => <ChoiceSelect {...props} {...select} />}
    </Field>
  );
}

/** An on/off setting of a form: the switch, its label, and what it means (or why it cannot). */
export function SwitchField({
  label,
  hint,
  error,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <FieldMessage id={id} error={error} hint={hint} />
      </div>
      <Switch
        {...controlProps(id, error, hint)}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
