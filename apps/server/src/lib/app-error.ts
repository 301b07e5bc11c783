import type { ErrorCode, FieldIssue } from '@comanda/shared';

/**
 * The one error type services throw; the errors plugin turns it into problem+json
 * (decision 004). It lives in lib/ because every module throws it and none owns it.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldIssues: FieldIssue[] | undefined;

  constructor(code: ErrorCode, message: string, fieldIssues?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldIssues = fieldIssues;
  }
}
