import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

/*
 * The checkout's fields: a visible label, the control, and its message tied to it
 * (aria-describedby, aria-invalid), large enough for a thumb.
 */

/** The shadcn Input and NativeSelect, taller and rounder for a thumb. */
export const controlClass = 'h-12 rounded-xl md:text-base';

export function TextField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control, given the ids it must carry. */
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-mensagem`;
  const hintId = `${id}-dica`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of radio cards (Na mesa / Retirada / Entrega, Pix / Dinheiro / Cartão). */
export function RadioCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; detail?: string | undefined }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-mensagem` : undefined}
    >
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-background px-4 py-2 has-focus-visible:ring-4 has-focus-visible:ring-primary/40',
            value === option.value ? 'border-primary bg-accent' : 'border-border',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-primary"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{option.label}</span>
            {option.detail && (
              <span className="text-sm text-muted-foreground">{option.detail}</span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-mensagem`} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A labelled text input of the form: `value` and `onValue`, the rest as on an <input>. */
export function InputField({
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextField label={label} error={error} {...(hint ? { hint } : {})}>
      {(props) => (
        <Input
          {...input}
          {...props}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={controlClass}
        />
      )}
    </TextField>
  );
}

/** A labelled select of the form: `placeholder` as its empty first option, then `children`. */
export function SelectField({
  label,
  error,
  value,
  onValue,
  placeholder,
  children,
}: {
  label: string;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <TextField label={label} error={error}>
      {(props) => (
        <NativeSelect
          {...props}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={controlClass}
        >
          <option value="">{placeholder}</option>
          {children}
        </NativeSelect>
      )}
    </TextField>
  );
}
