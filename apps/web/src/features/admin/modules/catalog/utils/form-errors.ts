import { isApiError } from '@/lib/api-client';

/**
 * Messages keyed by the full dotted path of the field, e.g. `name` or `extras.2.priceCents`:
 * the product form has fields inside list rows, which lib/form's top-level keys cannot reach.
 */
export type PathErrors = Record<string, string>;

/** The first message of each path of a failed zod parse. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The per-field errors of a 400 VALIDATION_FAILED answer, under the same dotted paths. */
export function errorsFromApi(error: unknown): PathErrors {
  const errors: PathErrors = {};
  if (!isApiError(error, 'VALIDATION_FAILED')) return errors;
  for (const issue of error.fieldErrors) errors[issue.path] ??= issue.message;
  return errors;
}

/** Without the messages of `path` and of everything under it (`extras` clears `extras.0.name`). */
export function withoutErrors(errors: PathErrors, path: string): PathErrors {
  const prefix = `${path}.`;
  const entries = Object.entries(errors);
  const kept = entries.filter(([key]) => key !== path && !key.startsWith(prefix));
  return kept.length === entries.length ? errors : Object.fromEntries(kept);
}
