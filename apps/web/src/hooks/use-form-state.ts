import { useState, type ChangeEvent } from 'react';
import { withoutErrors, type FieldErrors } from '@/lib/form';

/** The fields of `Values` that hold text, the ones a plain input binds to. */
type TextField<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/**
 * The state of every form (ADR 014): its values, and one message per field path (lib/form)
 * from the client's zod check or the server's answer. Editing a field clears its message and
 * those under it; `bind` ties a text input to a field, `bindMoney` a components/money-field.
 */
export function useFormState<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function clearErrors(path: string) {
    setErrors((current) => withoutErrors(current, path));
  }

  function setField<Field extends keyof Values & string>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors(field);
  }

  function bind(name: TextField<Values>) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setField(name, event.target.value as Values[typeof name]);
      },
    };
  }

  function bindMoney(name: TextField<Values>) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onValueChange: (text: string) => setField(name, text as Values[typeof name]),
    };
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    setField,
    clearErrors,
    bind,
    bindMoney,
    reset: () => setValues(initial),
  };
}
