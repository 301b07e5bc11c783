import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { namedStatementsAllowed, type Executor } from './client';

const dialect = new PgDialect();

/**
 * A statement on a hot path whose text never changes, only its values (`sql.placeholder`):
 * its SQL is rendered once per process instead of once per call, and PostgreSQL parses it
 * once per connection (it goes by `name`, a named prepared statement; PGlite ignores the name;
 * behind a transaction-mode pooler it is sent unnamed, DATABASE_POOLER).
 * Runs on the database or inside a transaction alike; answers the rows as objects.
 */
export function namedStatement<Row>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    // Behind a transaction-mode pooler the next statement may run on another server
    // connection, where the name means nothing: sent unnamed (parsed each time) instead.
    const statementName = namedStatementsAllowed(executor) ? name : undefined;
    const prepared = executor._.session.prepareQuery(query, undefined, statementName, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
