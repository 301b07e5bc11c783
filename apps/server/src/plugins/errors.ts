import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/connection-errors';
import { errorStatus, type ErrorCode, type FieldIssue } from '@comanda/shared';
import { AppError } from '../lib/app-error';
import { sendProblem, titleOf } from '../lib/http';

function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find(
    (code) => errorStatus[code] === status,
  );
  return match ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

/**
 * One issue per field: its dotted path apart from its message (issue 30, item 8), and one per
 * unknown key, under that key.
 */
function validationIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const message = issue.message ?? 'Valor inválido';
    const keys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[]) : [];
    if (keys.length === 0) return [{ path: path.join('.'), message }];
    return keys.map((key) => ({ path: [...path, key].join('.'), message }));
  });
}

/**
 * Fastify's own refusals before validation (malformed JSON, an empty or too large body, an
 * unknown content type) carry English text: each gets its plain Portuguese.
 */
function fastifyRefusal(error: FastifyError, status: number): string {
  if (status === 413) return 'Os dados enviados são grandes demais';
  if (status === 415) return 'Formato de envio não aceito; envie JSON';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Nenhum dado foi enviado';
  if (status === 400) return 'Dados em formato inválido';
  return titleOf(codeForStatus(status));
}

/** Maps every error to application/problem+json; a 5xx never shows internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return sendProblem(reply, error.code, error.message, error.fieldIssues);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = validationIssues(error);
        return sendProblem(
          reply,
          'VALIDATION_FAILED',
          issues[0]?.message ?? 'Dados inválidos',
          issues,
        );
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendProblem(reply, 'SERVICE_UNAVAILABLE', databaseUnavailableMessage);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendProblem(reply, 'INTERNAL', 'Ocorreu um erro inesperado. Tente novamente.');
      }
      return sendProblem(reply, codeForStatus(status), fastifyRefusal(error, status));
    });
  },
  { name: 'comanda-errors' },
);
