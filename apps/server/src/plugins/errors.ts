import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/connection-errors';
import { errorStatus, type ErrorCode, type FieldIssue } from '@comanda/shared';
import { AppError } from '../lib/app-error';
import { sendProblem } from '../lib/http';

function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find(
    (code) => errorStatus[code] === status,
  );
  return match ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

function validationIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Valor inválido',
  }));
}

/** Maps every error to application/problem+json; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.code, error.message, error.fieldIssues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      const first = issues[0];
      const detail = first
        ? `${first.path || error.validationContext}: ${first.message}`
        : 'Dados inválidos';
      return sendProblem(reply, 'VALIDATION_FAILED', detail, issues);
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
    // Fastify's own 4xx (bad JSON, body too large, rate limit): the message is safe to show.
    return sendProblem(reply, codeForStatus(status), error.message);
  });
});
