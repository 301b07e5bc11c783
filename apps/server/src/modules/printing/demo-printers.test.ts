import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { createTestDatabase } from '../../test/test-app';
import { printerSettings } from './printing.tables';
import { localObjectStorage } from '../../lib/object-storage';

describe('demo printers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds one virtual receipt printer and one virtual kitchen printer', async () => {
    const uploadsDir = join(mkdtempSync(join(tmpdir(), 'comanda-seed-')), 'uploads');
    await seedDemoData(database.db, { uploads: localObjectStorage(uploadsDir) });
    const printers = await database.db.select().from(printerSettings);
    expect(
      printers.map(({ kind, connectionType, active }) => ({ kind, connectionType, active })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'customer', connectionType: 'virtual', active: true },
        { kind: 'kitchen', connectionType: 'virtual', active: true },
      ]),
    );
    expect(printers).toHaveLength(2);
  });
});
