import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The distribution column (issue 37): every tenant table carries the shop it belongs to, and
 * with Citus each shop's rows of every table live together on one node.
 */
export const distributionColumn = 'establishment_id';

/**
 * Tables replicated whole to every node with Citus (`create_reference_table`): the platform's
 * (accounts, sessions, settings, rate limits) and the shops themselves, few rows each, read by
 * every shop's queries. Every other table is a tenant table, distributed by establishment_id.
 */
export const referenceTables = [
  'establishments',
  'users',
  'sessions',
  'accounts',
  'verifications',
  'two_factors',
  'login_failures',
  'profiles',
  'user_roles',
  'platform_settings',
  'rate_limit_counters',
  // Who owns each image: a super admin's upload has no shop until an establishment takes it.
  'uploads',
] as const;

interface KeyRow {
  table: string;
  kind: 'p' | 'u' | 'f' | 'i';
  name: string;
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
}

/** The public schema's tables, and their primary keys, unique keys and foreign keys. */
async function keysOf(db: Executor): Promise<{ tables: Map<string, string[]>; keys: KeyRow[] }> {
  const tableRows = (await db.execute(sql`
    select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname`)) as unknown as { rows: { table: string; columns: string[] }[] };
  const keyRows = (await db.execute(sql`
    select c.relname as table, con.contype as kind, con.conname as name,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(num, pos)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.pos) as columns,
      f.relname as foreign_table,
      case when con.contype = 'f' then array(select a.attname::text
        from unnest(con.confkey) with ordinality k(num, pos)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.pos)
      end as foreign_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class f on f.oid = con.confrelid
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
    union all
    select c.relname, 'i', i.relname,
      array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(num, pos)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.num order by k.pos),
      null, null
    from pg_index x
    join pg_class c on c.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and x.indisunique and not x.indisprimary
      and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)`)) as unknown as {
    rows: KeyRow[];
  };
  return {
    tables: new Map(tableRows.rows.map((row) => [row.table, row.columns])),
    keys: keyRows.rows,
  };
}

const kindName = { p: 'primary key', u: 'unique constraint', i: 'unique index', f: 'foreign key' };

/**
 * Why the schema cannot be distributed by shop, one line per problem; none when it can. The
 * condition Citus sets: a distributed table's primary key, unique constraints and unique
 * indexes include the distribution column, and its foreign keys to another distributed table
 * match on it; a reference table refers to reference tables only.
 */
export async function distributionProblems(
  db: Executor,
  reference: readonly string[] = referenceTables,
): Promise<string[]> {
  const { tables, keys } = await keysOf(db);
  const isReference = (table: string) => reference.includes(table);
  const problems: string[] = [];
  for (const [table, columns] of [...tables].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (isReference(table)) continue;
    if (!columns.includes(distributionColumn)) {
      problems.push(`${table}: a tenant table without ${distributionColumn}`);
      continue;
    }
    if (!keys.some((key) => key.table === table && key.kind === 'p')) {
      problems.push(`${table}: no primary key`);
    }
  }
  for (const key of keys) {
    if (!tables.has(key.table)) continue;
    if (isReference(key.table)) {
      if (key.kind === 'f' && key.foreign_table && !isReference(key.foreign_table)) {
        problems.push(
          `${key.table}: reference table with a foreign key to tenant table ${key.foreign_table} (${key.name})`,
        );
      }
      continue;
    }
    if (key.kind === 'f' && key.foreign_table && isReference(key.foreign_table)) continue;
    const at = key.columns.indexOf(distributionColumn);
    const matched =
      at >= 0 && (key.kind !== 'f' || key.foreign_columns?.[at] === distributionColumn);
    if (!matched) {
      problems.push(
        `${key.table}: ${kindName[key.kind]} ${key.name} (${key.columns.join(', ')}) without ${distributionColumn}`,
      );
    }
  }
  return problems;
}

/**
 * The Citus statements that distribute this schema by shop, in an order Citus accepts: each
 * table after the tables it refers to; reference tables whole on every node, tenant tables
 * sharded by establishment_id and colocated (a shop's rows of every table on one node, so its
 * joins and transactions stay on that node). docs/scaling.md lists them.
 */
export async function citusStatements(
  db: Executor,
  reference: readonly string[] = referenceTables,
): Promise<string[]> {
  const { tables, keys } = await keysOf(db);
  const parents = new Map<string, Set<string>>();
  for (const name of tables.keys()) parents.set(name, new Set());
  for (const key of keys) {
    if (key.kind === 'f' && key.foreign_table && key.foreign_table !== key.table) {
      parents.get(key.table)?.add(key.foreign_table);
    }
  }
  const ordered: string[] = [];
  const pending = [...tables.keys()].sort();
  while (pending.length > 0) {
    const ready = pending.filter((name) =>
      [...parents.get(name)!].every((parent) => ordered.includes(parent)),
    );
    if (ready.length === 0) throw new Error(`foreign keys form a cycle: ${pending.join(', ')}`);
    // Reference tables first: tenant tables refer to them.
    const next = ready.find((name) => reference.includes(name)) ?? ready[0]!;
    ordered.push(next);
    pending.splice(pending.indexOf(next), 1);
  }
  // Citus colocates by default the tables distributed on one column type with one shard
  // count: every tenant table lands with the others, which their foreign keys require.
  return ordered.map((name) =>
    reference.includes(name)
      ? `SELECT create_reference_table('${name}');`
      : `SELECT create_distributed_table('${name}', '${distributionColumn}');`,
  );
}
