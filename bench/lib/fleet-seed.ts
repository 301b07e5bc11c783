/**
 * Goal 9's fleets (issue 37, item 4): a database with the demo shop and `count` copies of it,
 * written in a few set-based statements (INSERT ... SELECT over generate_series), so that
 * 10,000 shops take seconds, not the minutes a loop per shop or the admin API would.
 */
import type pg from 'pg';
import { withClient } from './database';

/** The kiosk's catalogue, each table after the tables it refers to. */
const catalogueTables = [
  'categories',
  'products',
  'extras',
  'ingredients',
  'choice_groups',
  'choice_options',
];

/**
 * A copy's id for the template row's `id` (or reference): unique per shop, and computable
 * from the template's id alone, so that references between copied rows need no lookup.
 */
const copiedId = (shop: string, templateId: string) =>
  `md5(${shop}::text || ${templateId}::text)::uuid`;

async function columnsOf(client: pg.Client, table: string) {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows;
}

/** Shops `loja1` … `loja<count>`, each a copy of the template's settings. */
async function copyShops(client: pg.Client, template: string, count: number) {
  const columns = (await columnsOf(client, 'establishments'))
    .map((column) => column.name)
    .filter((name) => !['id', 'name', 'subdomain'].includes(name));
  await client.query(
    `insert into establishments (name, subdomain, ${columns.join(', ')})
     select 'Loja ' || i, 'loja' || i, ${columns.map((name) => `t.${name}`).join(', ')}
       from establishments t, generate_series(1, $2::int) i where t.id = $1`,
    [template, count],
  );
}

/**
 * Every row of `table` in the template shop, once per other shop. Every uuid column of the
 * catalogue but `establishment_id` is a row's id or a reference to a row of the same shop, so
 * each maps through `copiedId`; a null reference stays null.
 */
async function copyTable(client: pg.Client, table: string, template: string) {
  const columns = await columnsOf(client, table);
  const values = columns.map(({ name, type }) => {
    if (name === 'establishment_id') return 's.id';
    return type === 'uuid' ? copiedId('s.id', `t.${name}`) : `t.${name}`;
  });
  await client.query(
    `insert into ${table} (${columns.map((column) => column.name).join(', ')})
     select ${values.join(', ')}
       from ${table} t join establishments s on s.id <> $1 where t.establishment_id = $1`,
    [template],
  );
}

/**
 * `count` more shops on the database at `databaseUrl`, each with a copy of the demo shop's
 * settings and whole catalogue (categories, products, extras, ingredients, choice groups and
 * their options): every shop's menu is the demo's under other ids.
 */
export async function seedShopCopies(databaseUrl: string, count: number) {
  await withClient(databaseUrl, async (client) => {
    const template = await demoShopId(client);
    await client.query('begin');
    await skipForeignKeyChecks(client);
    await copyShops(client, template, count);
    for (const table of catalogueTables) await copyTable(client, table, template);
    await client.query('commit');
  });
}

/**
 * What pg_restore --disable-triggers does: the copies refer only to copies made in the same
 * statements, so the million foreign-key checks of 10,000 shops (half the seed's time) prove
 * nothing. Needs a superuser (the default BENCH_DATABASE_URL is one); else the checks run.
 * It also skips the establishments' NOTIFY trigger: no server has read the new shops yet.
 */
async function skipForeignKeyChecks(client: pg.Client) {
  await client.query('savepoint replica');
  await client
    .query('set local session_replication_role = replica')
    .catch(() => client.query('rollback to savepoint replica'));
}

async function demoShopId(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    "select id from establishments where subdomain = 'demo'",
  );
  return rows[0]!.id;
}

/** An order line by its template ids: product, extra and removed ingredient. */
export interface TemplateLine {
  productId: string;
  extraId: string;
  ingredientId: string;
}

/** Every shop's subdomain, with the template's order line under that shop's own ids. */
export async function shopsWithLine(databaseUrl: string, line: TemplateLine) {
  return withClient(databaseUrl, async (client) => {
    const template = await demoShopId(client);
    const idIn = (param: string) =>
      `case when s.id = $1 then ${param}::uuid else ${copiedId('s.id', `${param}::uuid`)} end`;
    const { rows } = await client.query<{ subdomain: string } & TemplateLine>(
      `select s.subdomain, ${idIn('$2')} as "productId", ${idIn('$3')} as "extraId",
              ${idIn('$4')} as "ingredientId"
         from establishments s order by s.subdomain`,
      [template, line.productId, line.extraId, line.ingredientId],
    );
    return rows.map(({ subdomain, ...shopLine }) => ({ subdomain, line: shopLine }));
  });
}
