import { existsSync, mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledBackups } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { manifestSigner } from './archive';
import { runScheduledBackups } from './scheduled-backups';

let t: TestApp;
let dir: string;
let shopId: string;
let cookie: string;
const day = (date: string) => new Date(`${date}T15:00:00Z`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-backups-'));
  t = await createTestApp({ BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '0' });
  shopId = (await insertEstablishment(t.app.db)).id;
  cookie = await signUpAdminOf(t.app, shopId);
  await insertEstablishment(t.app.db, { active: false });
});

afterAll(async () => {
  await t?.close();
});

const deps = () => ({
  db: t.app.db,
  uploads: t.app.storage.uploads,
  backups: t.app.storage.backups,
  keepDays: 3,
  signer: manifestSigner(t.app.secretBox),
});

describe('daily backups', () => {
  it('writes one archive per active shop per business day, once', async () => {
    expect(await runScheduledBackups(deps(), day('2026-11-20'))).toEqual({
      written: 1,
      removed: 0,
    });
    expect(await runScheduledBackups(deps(), day('2026-11-20'))).toEqual({
      written: 0,
      removed: 0,
    });
    expect(readdirSync(join(dir, shopId))).toEqual(['2026-11-20.zip']);
  });

  it('keeps the last N days', async () => {
    await runScheduledBackups(deps(), day('2026-11-21'));
    await runScheduledBackups(deps(), day('2026-11-22'));
    expect(await runScheduledBackups(deps(), day('2026-11-23'))).toEqual({
      written: 1,
      removed: 1,
    });
    expect(readdirSync(join(dir, shopId)).sort()).toEqual([
      '2026-11-21.zip',
      '2026-11-22.zip',
      '2026-11-23.zip',
    ]);
  });

  it("lists and downloads the shop's own backups only", async () => {
    const list = await send(t.app, 'GET', '/api/admin/backup/scheduled', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ScheduledBackups>().backups.map((b) => b.name)).toEqual([
      '2026-11-23.zip',
      '2026-11-22.zip',
      '2026-11-21.zip',
    ]);
    const file = await send(t.app, 'GET', '/api/admin/backup/scheduled/2026-11-22.zip', { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');

    // Another shop's folder is not reachable: the name is a date, the folder the admin's shop.
    const other = await insertEstablishment(t.app.db);
    mkdirSync(join(dir, other.id), { recursive: true });
    writeFileSync(join(dir, other.id, '2026-11-19.zip'), 'x');
    const missing = await send(t.app, 'GET', '/api/admin/backup/scheduled/2026-11-19.zip', {
      cookie,
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await send(
      t.app,
      'GET',
      `/api/admin/backup/scheduled/..%2F${other.id}%2F2026-11-19.zip`,
      { cookie },
    );
    expect(traversal.statusCode).toBe(400);
    expect(existsSync(join(dir, other.id, '2026-11-19.zip'))).toBe(true);
  });
});
