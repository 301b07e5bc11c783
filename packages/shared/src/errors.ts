/**
 * Error codes shared by server and web. The server maps each code to one HTTP status and
 * answers `application/problem+json`; the web reads `code` to decide what to show.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  /** The shop's terminal with nobody switched in (decision 056): the PIN screen. */
  TERMINAL_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `itens.0.quantidade`. */
  path: string;
  message: string;
}

/** RFC 9457 problem details, plus our own `code` and per-field `errors`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  errors?: FieldIssue[];
}

export const problemContentType = 'application/problem+json';

export function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).code === 'string' &&
    (value as Problem).code in errorStatus
  );
}
