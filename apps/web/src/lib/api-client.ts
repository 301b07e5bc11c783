import {
  errorStatus,
  isProblem,
  problemContentType,
  type ErrorCode,
  type FieldIssue,
} from '@comanda/shared';
import type { z } from 'zod';

export const networkErrorMessage = 'Falha ao comunicar com o servidor';
export const invalidResponseMessage = 'Resposta inesperada do servidor';

/**
 * The server's error codes, plus what only the browser can observe: no answer at all, an
 * answer that breaks the contract, or an error answer that is not a problem document.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: readonly FieldIssue[];

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fieldErrors: readonly FieldIssue[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Only failures that may heal by themselves are worth retrying: a 4xx will not. */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export interface ApiFetchOptions<T> extends Omit<RequestInit, 'body'> {
  /** Validates the response body; without it the body is returned unchecked. */
  schema?: z.ZodType<T>;
  /** Sent as JSON unless it already is a body the browser knows how to send. */
  body?: unknown;
}

/**
 * Calls our own server. `path` is the full same-origin path, e.g. `/api/public/establishment`.
 * Resolves with the (validated) JSON body, or `undefined` for an empty answer; rejects with an
 * `ApiError`, except for aborts, which keep their `AbortError` so callers can tell them apart.
 */
export async function apiFetch<T = unknown>(
  path: string,
  { schema, body, headers, ...init }: ApiFetchOptions<T> = {},
): Promise<T> {
  const requestHeaders = new Headers(headers);
  if (!requestHeaders.has('Accept')) {
    requestHeaders.set('Accept', `application/json, ${problemContentType}`);
  }
  const requestBody = encodeBody(body, requestHeaders);

  const { response, text } = await send(path, {
    ...init,
    headers: requestHeaders,
    body: requestBody,
  });
  const payload = parsePayload(response, text);
  if (!response.ok) throw errorFromResponse(response.status, payload);
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', invalidResponseMessage, [], {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | null | undefined {
  if (body === undefined || body === null) return body;
  if (isNativeBody(body)) return body;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  );
}

/** Reading the body is part of the exchange: a connection dropped mid-body is a network error. */
async function send(
  path: string,
  init: RequestInit,
): Promise<{ response: Response; text: string }> {
  try {
    const response = await fetch(path, init);
    return { response, text: await response.text() };
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', networkErrorMessage, [], { cause: error });
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parsePayload(response: Response, text: string): unknown {
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', invalidResponseMessage, [], {
      cause: error,
    });
  }
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  if (isProblem(payload)) {
    const message = payload.detail || payload.title || networkErrorMessage;
    return new ApiError(status, payload.code, message, payload.errors ?? []);
  }
  // Not our server speaking (a proxy page, a gateway timeout): to the user it is a failed call.
  return new ApiError(status, codeForStatus(status), networkErrorMessage);
}

function codeForStatus(status: number): ApiErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find(
    (code) => errorStatus[code] === status,
  );
  if (match) return match;
  return status >= 500 ? 'INTERNAL' : 'UNKNOWN';
}
