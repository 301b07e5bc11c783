import type { z } from 'zod';
import { applyBrazilianZodMessages } from '@comanda/shared';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

// Every form checks through here with the server's contracts: zod's own messages in the same
// plain words. Applied here, not at the entry, so the kiosk (which has no form) does not carry
// the message map (its 150 KB budget).
applyBrazilianZodMessages();

/**
 * One message per form field, keyed by the field's dotted path: `name`, or `extras.2.priceCents`
 * for a field inside a list row. Absent = no error. The same keys come from the client's zod
 * check and from the server's problem+json, so one lookup shows either under its field.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type FormValidation<T> =
  { success: true; data: T } | { success: false; errors: FieldErrors };

/** The first message of each path of a failed zod parse. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Validates a form against a shared zod contract: the parsed data, or messages by path. */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): FormValidation<z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: errorsFromIssues(result.error.issues) };
}

/**
 * The per-field errors of a failed request, under the form's paths: whatever problem+json
 * names fields, i.e. a 400 VALIDATION_FAILED or a 409 CONFLICT tied to a field (a subdomain,
 * a name or an email already taken). A failure naming no field gives nothing: the caller
 * shows its message as a toast.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const issue of error.fieldErrors) errors[issue.path] ??= issue.message;
  return errors;
}

/** Without the messages of `path` and of everything under it (`extras` clears `extras.0.name`). */
export function withoutErrors<Errors extends FieldErrors>(errors: Errors, path: string): Errors {
  const prefix = `${path}.`;
  const entries = Object.entries(errors);
  const kept = entries.filter(([key]) => key !== path && !key.startsWith(prefix));
  return kept.length === entries.length ? errors : (Object.fromEntries(kept) as Errors);
}

/**
 * A save's `onError`: the server's messages under their fields (fieldErrorsFromApi), and a
 * toast saying what failed (the server's message, or `fallback`).
 */
export function saveFailed(setErrors: (errors: FieldErrors) => void, fallback: string) {
  return (error: unknown) => {
    setErrors(fieldErrorsFromApi(error));
    toast.error(errorMessage(error, fallback));
  };
}
