import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
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
