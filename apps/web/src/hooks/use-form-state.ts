import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { validateForm, withoutErrors, type FieldErrors } from '@/lib/form';

/** The fields of `Values` that hold text, the ones a plain input binds to. */
type TextField<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/**
 * The state of every form (ADR 014): its values, and one message per field path (lib/form)
 * from the client's zod check or the server's answer. Editing a field clears its message and
 * those under it; `bind` ties a text input to a field, `bindMoney` a components/money-field;
 * `validate` checks a submit.
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

  /**
   * Checks `input` (the values themselves unless told) against a shared zod contract: the
   * parsed data, or undefined with the messages shown under their fields.
   */
  function validate<Schema extends z.ZodType>(
    schema: Schema,
    input: unknown = values,
  ): z.output<Schema> | undefined {
    const validation = validateForm(schema, input);
    if (validation.success) return validation.data;
    setErrors(validation.errors);
    return undefined;
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
    validate,
    reset: () => setValues(initial),
  };
}
