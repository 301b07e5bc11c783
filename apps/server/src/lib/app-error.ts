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

/**
 * A sale the stock cannot cover, or of a product the shop marked 'Esgotado' (decision 018).
 * Its own class so that payments can tell it from other failures of 'order.paid' without
 * knowing the stock module: a payment approved for such an order cancels the order instead.
 */
export class SoldOutError extends AppError {
  readonly productNames: string[];

  constructor(productNames: string[]) {
    super('CONFLICT', `Esgotado: ${productNames.join(', ')}. Remova do pedido para continuar.`);
    this.name = 'SoldOutError';
    this.productNames = productNames;
  }
}
