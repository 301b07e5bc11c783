import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** One message per form field, keyed by the field name; absent = no error. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormValidation<T, Field extends string> =
  { success: true; data: T } | { success: false; errors: FieldErrors<Field> };

/**
 * Validates a plain controlled form against a shared zod contract and keeps the first message
 * of each top-level field, to show under that field.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): FormValidation<z.output<Schema>, string> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * The per-field errors of an answer, under the same keys as the form: a 400 VALIDATION_FAILED,
 * or a 409 CONFLICT tied to a field (a subdomain or an email already taken).
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  if (!isApiError(error)) return errors;
  for (const issue of error.fieldErrors) {
    const field = issue.path.split('.')[0] ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}
