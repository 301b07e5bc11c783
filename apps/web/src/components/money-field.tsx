import { Field } from '@/components/field';
import { MoneyInput, type MoneyInputProps } from '@/components/ui/money-input';

/** A labelled MoneyInput with its error (or hint) under it, like components/form-field. */
export function MoneyField({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<MoneyInputProps, 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(props) => <MoneyInput {...props} {...input} />}
    </Field>
  );
}
