import { AppError } from '../../lib/app-error';

export const categoryNotFound = () => new AppError('NOT_FOUND', 'Categoria não encontrada');
export const productNotFound = () => new AppError('NOT_FOUND', 'Produto não encontrado');

/** A product's or category's picture: only the shop's own uploads (issue 31, item 3). */
export const imageField = (url: string | null | undefined, current: string | null) => ({
  path: 'imageUrl',
  url,
  current,
});

/** Bad input found by a service (not by the schema): 400 with the field, like zod's. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

// Sorting in JavaScript rather than SQL: Postgres collations differ between PGlite ("C") and
// servers, and customers expect "Água" next to "Açaí", not after "Suco".
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function byName<T extends { name: string; id: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function byPositionThenName<T extends { name: string; id: string; position: number }>(
  a: T,
  b: T,
): number {
  return a.position - b.position || byName(a, b);
}

/** Postgres' foreign-key violation, whichever driver (and drizzle wrapper) reports it. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}

/** Postgres' unique violation, whichever driver (and drizzle wrapper) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

function hasCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === code) return true;
  }
  return false;
}
