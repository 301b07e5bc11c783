import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Control characters (NUL above all, which PostgreSQL cannot store in text) have no place in
 * any input: tab, line feed and carriage return are the only ones a person types.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Caracteres de controle não são permitidos';

/** The dotted path of the first string (or key) holding a control character, if any. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (controlCharacter.test(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * One check for every route, before validation: a control character anywhere in the body, the
 * query or the path parameters is a 400 naming the field, never a database error.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const found = findControlCharacter(value);
        if (!found) continue;
        const field = found.join('.') || part;
        throw new AppError('VALIDATION_FAILED', `${field}: ${controlCharacterMessage}`, [
          { path: field, message: controlCharacterMessage },
        ]);
      }
    });
  },
  { name: 'comanda-input-guard' },
);
