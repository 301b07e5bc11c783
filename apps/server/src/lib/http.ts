import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorStatus,
  problemContentType,
  type ErrorCode,
  type FieldIssue,
  type Problem,
} from '@comanda/shared';

/*
 * HTTP answers shared by plugins and modules (which must not import plugins/): the
 * application/problem+json body of decision 004, and a request's path without its query.
 */

const titles: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Dados inválidos',
  UNAUTHENTICATED: 'Não autenticado',
  FORBIDDEN: 'Acesso negado',
  NOT_FOUND: 'Não encontrado',
  TENANT_NOT_FOUND: 'Estabelecimento não encontrado',
  CONFLICT: 'Conflito',
  UNPROCESSABLE: 'Requisição não processável',
  TERMINAL_LOCKED: 'Terminal bloqueado',
  RATE_LIMITED: 'Muitas tentativas',
  INTERNAL: 'Erro interno',
  SERVICE_UNAVAILABLE: 'Serviço indisponível',
};

/** The short Portuguese title of `code`. */
export const titleOf = (code: ErrorCode): string => titles[code];

/** Answers with application/problem+json for `code`. */
export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: FieldIssue[],
): FastifyReply {
  const status = errorStatus[code];
  const problem: Problem = {
    type: `https://comanda.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: titles[code],
    status,
    detail,
    code,
    ...(errors?.length ? { errors } : {}),
  };
  return reply.status(status).type(problemContentType).send(problem);
}

/** The request's path, without the query string. */
export const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** RFC 9110 §12.5.3: whether Accept-Encoding lists `coding` (or `*`) with a weight above 0. */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: string): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return (name === coding || name === '*') && (!weight || Number(weight.slice(2)) > 0);
  });
}
