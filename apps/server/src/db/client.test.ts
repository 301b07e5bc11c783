import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { besideTransaction, openDatabase } from './client';
import { establishments } from './schema';

describe('openDatabase with PGlite in a data folder', () => {
  it('keeps the data across a restart and migrates only once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db
        .insert(establishments)
        .values({ name: 'Persistente', subdomain: 'persistente' });
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db
        .select({ name: establishments.name })
        .from(establishments)
        .where(eq(establishments.subdomain, 'persistente'));
      expect(rows).toEqual([{ name: 'Persistente' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two PGlite boots on disk plus every migration: seconds alone, far more on a loaded machine.
  }, 120_000);
});

describe('PGlite on the event loop (ADR 055)', () => {
  it("serves other work between one caller's statements, in a transaction too", async () => {
    const database = await openDatabase({ memory: true });
    try {
      // Other work waiting on the event loop: a ticker that re-queues itself each turn.
      let turns = 0;
      let ticking = true;
      const tick = () => {
        turns += 1;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const turnsDuring = async (work: () => Promise<unknown>) => {
        const before = turns;
        await work();
        return turns - before;
      };
      const fiveStatements = async (executor: Pick<typeof database.db, 'execute'>) => {
        for (let i = 0; i < 5; i++) await executor.execute(sql`select ${i}::int`);
      };
      // Before, PGlite's answers resolved as microtasks: five statements, not one turn between.
      expect(await turnsDuring(() => fiveStatements(database.db))).toBeGreaterThanOrEqual(5);
      expect(
        await turnsDuring(() => database.db.transaction((tx) => fiveStatements(tx))),
      ).toBeGreaterThanOrEqual(5);
      ticking = false;
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('reads beside an open transaction', () => {
  it('on PGlite go through the transaction, which holds its one connection', async () => {
    const database = await openDatabase({ memory: true });
    try {
      const answer = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(1)`);
        const beside = besideTransaction(database.db, tx);
        expect(beside).toBe(tx);
        // Through the database instead, this read would wait for the transaction forever.
        return beside.execute(sql`select 1 as one`);
      });
      expect(answer).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL go through the pool, side by side with it',
    async () => {
      const { createTestDatabase } = await import('../test/test-app');
      const database = await createTestDatabase();
      try {
        await database.db.transaction(async (tx) => {
          expect(besideTransaction(database.db, tx)).toBe(database.db);
        });
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
