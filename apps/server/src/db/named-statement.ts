import * as drizzleOrm from 'drizzle-orm';
import { DrizzleQueryError, is, Param, Placeholder, type Query, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { namedStatementsAllowed, type Executor } from './client';

const dialect = new PgDialect();

// ---------------------------------------------------------------- straight to node-postgres

/**
 * drizzle's row mapping for a builder's fields (`utils.js`, exported but not typed): columns'
 * decoders, nested paths of joined tables, null joins.
 */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: unknown, row: unknown[], joinsNotNullableMap: unknown): unknown;
};

/**
 * The type parsers drizzle's node-postgres driver hands pg on every query (`session.js`):
 * timestamps, dates and intervals (and these arrays) stay text, the columns parse them.
 */
const keptAsText = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: string) =>
    keptAsText.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};

/** A query's parameters as values: fixed ones, placeholders by name (encoded as drizzle does). */
type ParameterOf = (values: Record<string, unknown>) => unknown;

function parameterOf(param: unknown): ParameterOf {
  const missing = (name: string) => new Error(`No value for placeholder "${name}" was provided`);
  if (is(param, Placeholder)) {
    const { name } = param;
    return (values) => {
      if (!(name in values)) throw missing(name);
      return values[name];
    };
  }
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder, value } = param;
    const { name } = value;
    return (values) => {
      if (!(name in values)) throw missing(name);
      return encoder.mapToDriverValue(values[name]);
    };
  }
  return () => param;
}

/**
 * A statement run on node-postgres as drizzle's prepared query runs it (same text, name, type
 * parsers, row mapping, and errors wrapped in DrizzleQueryError), without what drizzle does
 * around it on every call: a prepared-query object and its two pg configs with their parser
 * closures, three tracing spans, the cache check, each parameter's entity checks (ADR 086).
 * The configs are made once per statement and name.
 */
interface DirectStatement {
  text: string;
  parameters: ParameterOf[];
  /** A builder's selected fields: rows come as arrays and are mapped; else rows as pg gives. */
  fields: unknown;
  joinsNotNullableMap: unknown;
  configs: Map<string | undefined, pg.QueryConfig>;
}

function directStatement(
  text: string,
  params: unknown[],
  fields: unknown,
  joinsNotNullableMap: unknown,
): DirectStatement {
  return {
    text,
    parameters: params.map(parameterOf),
    fields,
    joinsNotNullableMap,
    configs: new Map(),
  };
}

/** The pool or the transaction's client under a node-postgres executor; else undefined. */
function pgClientOf(executor: Executor): pg.Pool | pg.PoolClient | undefined {
  const session = executor._.session;
  return session instanceof NodePgSession
    ? (session as unknown as { client: pg.Pool | pg.PoolClient }).client
    : undefined;
}

async function runDirect(
  client: pg.Pool | pg.PoolClient,
  statement: DirectStatement,
  name: string | undefined,
  values: Record<string, unknown>,
): Promise<unknown> {
  let config = statement.configs.get(name);
  if (!config) {
    // The fields on the prototype of an empty object: pg copies every query's config, own
    // property by property through their descriptors (1.7 µs a statement; with them inherited
    // 0.1 µs), keeping the prototype (ADR 095).
    config = Object.create({
      ...(name === undefined ? {} : { name }),
      text: statement.text,
      ...(statement.fields ? { rowMode: 'array' as const } : {}),
      types: drizzleTypes,
    }) as pg.QueryConfig;
    statement.configs.set(name, config);
  }
  const params = statement.parameters.map((parameter) => parameter(values));
  let result: pg.QueryResult;
  try {
    result = await client.query(config, params);
  } catch (error) {
    throw new DrizzleQueryError(statement.text, params, error as Error);
  }
  const { fields, joinsNotNullableMap } = statement;
  // Without fields, drizzle answers the driver's result (a builder without `returning`).
  if (!fields) return result;
  return (result.rows as unknown[][]).map((row) => mapResultRow(fields, row, joinsNotNullableMap));
}

/**
 * A statement on a hot path whose text never changes, only its values (`sql.placeholder`):
 * its SQL is rendered once per process instead of once per call, and PostgreSQL parses it
 * once per connection (it goes by `name`, a named prepared statement; PGlite ignores the name;
 * behind a transaction-mode pooler it is sent unnamed, DATABASE_POOLER).
 * Runs on the database or inside a transaction alike; answers the rows as objects.
 */
export function namedStatement<Row>(name: string, build: () => SQL) {
  let query: Query | undefined;
  let direct: DirectStatement | undefined;
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    // Behind a transaction-mode pooler the next statement may run on another server
    // connection, where the name means nothing: sent unnamed (parsed each time) instead.
    const statementName = namedStatementsAllowed(executor) ? name : undefined;
    const client = pgClientOf(executor);
    if (client) {
      direct ??= directStatement(query.sql, query.params, undefined, undefined);
      const result = (await runDirect(client, direct, statementName, values)) as { rows: Row[] };
      return result.rows;
    }
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
  let direct: DirectStatement | undefined;
  return async (executor: Executor, values: Record<string, unknown>): Promise<Awaited<Query>> => {
    rendered ??= renderOnce(build(executor));
    const [query, fields, , ...rest] = rendered.args;
    const statementName = namedStatementsAllowed(executor) ? name : undefined;
    const client = pgClientOf(executor);
    // A relational query maps its rows itself (customResultMapper): left to drizzle.
    if (client && rest[1] === undefined) {
      const { sql: text, params } = query as { sql: string; params: unknown[] };
      direct ??= directStatement(text, params, fields, rendered.joinsNotNullableMap);
      return (await runDirect(client, direct, statementName, values)) as Awaited<Query>;
    }
    const session = executor._.session as unknown as PreparingSession;
    const prepared = session.prepareQuery(query, fields, statementName, ...rest);
    prepared.joinsNotNullableMap = rendered.joinsNotNullableMap;
    return (await prepared.execute(values)) as Awaited<Query>;
  };
}
