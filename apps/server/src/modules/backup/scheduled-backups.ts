import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, businessDateOf, type ScheduledBackup } from '@comanda/shared';
import type { Database } from '../../db/client';
import type { ManifestSigner } from './archive';
import { exportShop } from './backup.service';

export interface ScheduledBackupDeps {
  db: Database;
  uploadsDir: string;
  /** BACKUP_DIR, or DATA_DIR/backups. */
  dir: string;
  keepDays: number;
  signer: ManifestSigner;
}

const fileName = /^(\d{4}-\d{2}-\d{2})\.zip$/;
const shopFolder = (dir: string, establishmentId: string) => join(dir, establishmentId);

/**
 * One archive per active shop per business day (`<dir>/<shop id>/<YYYY-MM-DD>.zip`), written
 * once (a day already on disk is skipped, so running it every hour costs one look), and
 * archives older than `keepDays` removed. Answers what it did.
 */
export async function runScheduledBackups(
  deps: ScheduledBackupDeps,
  now = new Date(),
): Promise<{ written: number; removed: number }> {
  const today = businessDateOf(now);
  const oldestKept = addDays(today, 1 - deps.keepDays);
  const result = (await deps.db.execute(
    sql`select id from establishments where active order by created_at`,
  )) as unknown as { rows: { id: string }[] };
  let written = 0;
  let removed = 0;
  for (const { id } of result.rows) {
    const folder = shopFolder(deps.dir, id);
    await mkdir(folder, { recursive: true });
    const target = join(folder, `${today}.zip`);
    if (!(await exists(target))) {
      const { archive } = await exportShop(deps, id, now);
      // Written aside then renamed: a crash never leaves half an archive under a day's name.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, archive);
      await rename(partial, target);
      written += 1;
    }
    for (const name of await readdir(folder)) {
      const date = name.match(fileName)?.[1];
      if (date && date < oldestKept) {
        await rm(join(folder, name), { force: true });
        removed += 1;
      }
    }
  }
  return { written, removed };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The shop's scheduled backups, newest first. */
export async function listScheduledBackups(
  dir: string,
  establishmentId: string,
): Promise<ScheduledBackup[]> {
  const folder = shopFolder(dir, establishmentId);
  const names = await readdir(folder).catch(() => [] as string[]);
  const backups: ScheduledBackup[] = [];
  for (const name of names
    .filter((n) => fileName.test(n))
    .sort()
    .reverse()) {
    const info = await stat(join(folder, name));
    backups.push({ name, createdAt: info.mtime.toISOString(), bytes: info.size });
  }
  return backups;
}

/** A scheduled backup's path; the name was validated by the route (a date and `.zip`). */
export const scheduledBackupPath = (dir: string, establishmentId: string, name: string) =>
  join(shopFolder(dir, establishmentId), name);
