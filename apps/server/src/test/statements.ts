import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/** One statement the app sent, with the transaction it ran in (null: outside any). */
export interface SentStatement {
  sql: string;
  params: readonly unknown[];
  transaction: number | null;
}

export interface StatementLog {
  statements: SentStatement[];
  /** Puts the driver back as it was. */
  stop(): void;
}

/**
 * Records every statement the app sends to its database from now on, each with its
 * transaction: wraps PGlite's `query` and `transaction` (the in-memory default), or pg's
 * `Client.prototype.query` (TEST_DATABASE_URL), where a transaction is a connection's
 * statements from `begin` to `commit` or `rollback`.
 */
export function recordStatements(database: DatabaseHandle): StatementLog {
  const statements: SentStatement[] = [];
  let transactions = 0;
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : (query as { text: string }).text;
  // drizzle's node-postgres driver hands pg a query config without values and the values
  // beside it; other callers put them in the config.
  const paramsOf = (query: unknown, params: unknown) =>
    ((typeof query === 'string' ? params : ((query as { values?: unknown[] }).values ?? params)) ??
      []) as unknown[];

  if (database.driver === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const { query, transaction } = client;
    client.query = ((sql: string, params?: unknown[], options?: never) => {
      statements.push({ sql, params: params ?? [], transaction: null });
      return query.call(client, sql, params, options);
    }) as typeof client.query;
    client.transaction = (<T>(work: (tx: PgliteTransaction) => Promise<T>) => {
      const id = ++transactions;
      return transaction.call(client, (tx) =>
        work(
          new Proxy(tx, {
            get(target, key, receiver) {
              if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
              return (sql: string, params?: unknown[], options?: never) => {
                statements.push({ sql, params: params ?? [], transaction: id });
                return target.query(sql, params, options);
              };
            },
          }),
        ),
      );
    }) as typeof client.transaction;
    return {
      statements,
      stop: () => {
        client.query = query;
        client.transaction = transaction;
      },
    };
  }

  const open = new WeakMap<object, number>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const sql = textOf(args[0]);
    const word = sql.trim().toLowerCase();
    if (word === 'begin') open.set(this, ++transactions);
    statements.push({
      sql,
      params: paramsOf(args[0], args[1]),
      transaction: open.get(this) ?? null,
    });
    if (word === 'commit' || word === 'rollback') open.delete(this);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    statements,
    stop: () => {
      pg.Client.prototype.query = query;
    },
  };
}

/**
 * Resolves once the app has sent no statement for `quietMs`: the follow-ups of earlier
 * requests (receipt, stock, events) have finished, so a log started next counts only its own.
 */
export async function untilQuiet(database: DatabaseHandle, quietMs = 100, limitMs = 10_000) {
  const log = recordStatements(database);
  const started = Date.now();
  try {
    let seen = -1;
    while (seen !== log.statements.length && Date.now() - started < limitMs) {
      seen = log.statements.length;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  } finally {
    log.stop();
  }
}
