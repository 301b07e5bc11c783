import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches create their databases on (and drop them from). */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `work` on a client of its own at `url`, closed whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the bench's server: its URL, and how to drop it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `comanda_bench_${randomUUID().replaceAll('-', '')}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(adminUrl, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}
