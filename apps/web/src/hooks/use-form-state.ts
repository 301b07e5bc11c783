import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@/lib/form';

/**
 * State of a plain controlled form of text fields: values, per-field errors (cleared as the
 * user edits that field) and the props that bind an input to a field.
 */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function bind(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  return { values, setValues, errors, setErrors, bind, reset: () => setValues(initial) };
}
