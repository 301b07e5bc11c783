import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './client';
import { citusStatements, distributionProblems } from './distribution';

/*
 * Issue 37: the schema can be distributed by shop (Citus). Every tenant table's primary key,
 * unique keys and foreign keys include establishment_id; the platform's tables are reference
 * tables. Read from the migrated database's catalog, so every migration of every module is
 * checked, whoever adds the table.
 */
describe('a schema distributable by shop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keys every tenant table by establishment_id', async () => {
    expect(await distributionProblems(database.db)).toEqual([]);
  });

  it('fails on a tenant table added without establishment_id in its keys', async () => {
    await database.db.execute(sql`create table widgets (
      id uuid primary key,
      establishment_id uuid not null references establishments(id),
      code text not null unique
    )`);
    await database.db.execute(sql`create table widget_parts (
      establishment_id uuid not null,
      id uuid not null,
      widget_id uuid not null references widgets(id),
      primary key (establishment_id, id)
    )`);
    await database.db.execute(sql`create table loose_notes (id uuid primary key, body text)`);
    const problems = await distributionProblems(database.db);
    expect(problems).toEqual(
      expect.arrayContaining([
        'loose_notes: a tenant table without establishment_id',
        'widgets: primary key widgets_pkey (id) without establishment_id',
        'widgets: unique constraint widgets_code_key (code) without establishment_id',
        'widget_parts: foreign key widget_parts_widget_id_fkey (widget_id) without establishment_id',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('widget_parts: primary key'))).toBe(false);
  });
});

describe('docs/scaling.md', () => {
  it('has the Citus statement of every table of the schema', async () => {
    const database = await createTestDatabase();
    try {
      const doc = readFileSync(new URL('../../../../docs/scaling.md', import.meta.url), 'utf8');
      const missing = (await citusStatements(database.db)).filter((line) => !doc.includes(line));
      expect(missing, 'run the statements test and copy them into docs/scaling.md').toEqual([]);
    } finally {
      await database.close();
    }
  });
});
