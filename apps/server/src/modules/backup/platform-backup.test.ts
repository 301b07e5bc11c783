import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signUp } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const superEmail = 'plataforma@comanda.test';
const restoreScript = fileURLToPath(
  new URL('../../../scripts/restore-pglite.mjs', import.meta.url),
);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
  cookie = (await signUp(t.app, { email: superEmail })).cookie;
  await insertEstablishment(t.app.db, { name: 'Loja Um' });
  await insertEstablishment(t.app.db, { name: 'Loja Dois' });
});
afterAll(async () => {
  await t?.close();
});

describe('full-platform backup (super admin)', () => {
  it('is the super admin’s only', async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpAdminOf(t.app, shop.id);
    expect((await get(t.app, '/api/superadmin/backup/platform', admin)).statusCode).toBe(403);
  });

  it('downloads the whole database: PGlite data directory, or pg_dump for PostgreSQL', async () => {
    const res = await get(t.app, '/api/superadmin/backup/platform', cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const data = res.rawPayload;
    if (t.database.driver === 'pglite') {
      expect(res.headers['content-type']).toBe('application/gzip');
      expect([...data.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      // The documented restore brings both shops back in a new data folder.
      const dir = mkdtempSync(join(tmpdir(), 'comanda-restore-'));
      const file = join(dir, 'plataforma.tar.gz');
      writeFileSync(file, data);
      const out = execFileSync('node', [restoreScript, file, join(dir, 'data')], {
        encoding: 'utf8',
      });
      expect(out).toContain('3 estabelecimento(s)');
    } else {
      // pg_dump's custom format starts with its magic word.
      expect(data.subarray(0, 5).toString()).toBe('PGDMP');
    }
  }, 120_000);
});
