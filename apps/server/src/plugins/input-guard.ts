import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Control characters (NUL above all, which PostgreSQL cannot store in text) have no place in
 * any input: tab, line feed and carriage return are the only ones a person types.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A lone UTF-16 surrogate (in unicode mode a paired one is one code point, not matched). */
const loneSurrogate = /\p{Surrogate}/u;

export const controlCharacterMessage = 'Caracteres de controle não são permitidos';
/** A lone UTF-16 surrogate: no character at all, and PostgreSQL refuses it in jsonb. */
export const brokenCharacterMessage = 'O texto tem um caractere inválido; digite-o de novo';
/** No form nests this deep; a body that does is refused before anything walks it. */
export const maxNestingDepth = 32;
export const nestingMessage = 'Dados em formato inválido';

export interface InputFault {
  path: string[];
  message: string;
}

function textFault(text: string): string | null {
  if (controlCharacter.test(text)) return controlCharacterMessage;
  if (loneSurrogate.test(text)) return brokenCharacterMessage;
  return null;
}

/**
 * The first string (or key) holding a control character or a lone surrogate, or the first
 * value nested deeper than `maxNestingDepth`. A loop over a stack, not recursion: a body
 * nested 10,000 deep must not overflow the call stack (issue 31, item 9).
 */
export function findInputFault(value: unknown): InputFault | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      const message = textFault(node);
      if (message) return { path, message };
      continue;
    }
    if (!node || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    // The field a person knows is the outer one: naming 32 levels of brackets helps nobody.
    if (path.length >= maxNestingDepth) return { path: path.slice(0, 1), message: nestingMessage };
    const entries = Array.isArray(node)
      ? node.map((item, index) => [String(index), item] as const)
      : Object.entries(node);
    for (const [key, item] of entries.reverse()) {
      const message = Array.isArray(node) ? null : textFault(key);
      if (message) return { path: [...path, key], message };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/**
 * One check for every route, before validation: a control character or a lone surrogate
 * anywhere in the body, the query or the path parameters, or a body nested absurdly deep, is a
 * 400 naming the field, never a database error or a stack overflow.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook (no promise per request); what it throws reaches Fastify as its error.
    app.addHook('preValidation', (request, _reply, done) => {
      for (const [part, value] of [
        ['body', request.body],
        ['querystring', request.query],
        ['params', request.params],
      ] as const) {
        const fault = findInputFault(value);
        if (!fault) continue;
        const field = fault.path.join('.') || part;
        throw new AppError('VALIDATION_FAILED', fault.message, [
          { path: field, message: fault.message },
        ]);
      }
      done();
    });
  },
  { name: 'comanda-input-guard' },
);
