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

/** What drizzle's `_prepare` hands the session for a query builder: its SQL and row mapping. */
interface RenderedQuery {
  args: unknown[];
  joinsNotNullableMap: unknown;
}

interface PreparingSession {
  prepareQuery(...args: unknown[]): {
    joinsNotNullableMap?: unknown;
    execute(values: Record<string, unknown>): Promise<unknown>;
  };
}

/**
 * drizzle renders a builder's SQL when it runs (`_prepare`, then the session's
 * `prepareQuery`): asked once with a session that only records what it is given, the SQL,
 * its placeholders and the row mapping can be reused by every later call.
 */
function renderOnce(builder: object): RenderedQuery {
  const internals = builder as { session: unknown; _prepare(): unknown };
  let args: unknown[] = [];
  const recorded = { joinsNotNullableMap: undefined, setToken: () => recorded };
  const session = internals.session;
  internals.session = {
    prepareQuery: (...given: unknown[]) => {
      args = given;
      return recorded;
    },
  };
  try {
    internals._prepare();
  } finally {
    internals.session = session;
  }
  return { args, joinsNotNullableMap: recorded.joinsNotNullableMap };
}

/**
 * namedStatement for a drizzle query builder (select, update or insert, with `returning`):
 * rows come mapped as the builder's would (camelCase keys, dates, joined tables). `build`
 * makes the builder on the executor it is given, with `sql.placeholder` for every value; it
 * runs once per process, and the statement is parsed once per connection.
 */
export function preparedQuery<Query extends PromiseLike<unknown>>(
  name: string,
  build: (executor: Executor) => Query,
) {
  let rendered: RenderedQuery | undefined;
  return async (executor: Executor, values: Record<string, unknown>): Promise<Awaited<Query>> => {
    rendered ??= renderOnce(build(executor));
    const [query, fields, , ...rest] = rendered.args;
    const statementName = namedStatementsAllowed(executor) ? name : undefined;
    const session = executor._.session as unknown as PreparingSession;
    const prepared = session.prepareQuery(query, fields, statementName, ...rest);
    prepared.joinsNotNullableMap = rendered.joinsNotNullableMap;
    return (await prepared.execute(values)) as Awaited<Query>;
  };
}
