/*
 * Errors that mean "the database cannot be reached right now" (a restart, a failover, a killed
 * connection) rather than "this query is wrong". Requests that meet one answer 503 with a
 * message the kiosk can show; the pool replaces the connection on the next query.
 */

/** PostgreSQL SQLSTATEs: class 08 (connection exception) and 57P0x (operator intervention). */
const unavailableStates = /^(08|57P0[1-3])/;
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** What node-postgres says when a connection dies under a query or before one. */
const driverMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export const databaseUnavailableMessage =
  'O sistema está temporariamente sem acesso ao banco de dados. Tente novamente em instantes.';

/** Whether `error`, or any error in its `cause` chain (drizzle wraps the driver's), is one. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (unavailableStates.test(code) || networkCodes.has(code))) {
      return true;
    }
    if (typeof message === 'string' && driverMessages.test(message)) return true;
    current = cause;
  }
  return false;
}
