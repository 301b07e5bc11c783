import { sql } from 'drizzle-orm';
import { addDays, businessDateOf, type ScheduledBackup } from '@comanda/shared';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../lib/object-storage';
import type { ManifestSigner } from './archive';
import { exportShop } from './backup.service';

export interface ScheduledBackupDeps {
  db: Database;
  uploads: ObjectStorage;
  /** BACKUP_DIR (or DATA_DIR/backups), or the bucket's `backups/`. */
  backups: ObjectStorage;
  keepDays: number;
  signer: ManifestSigner;
}

const fileName = /^(\d{4}-\d{2}-\d{2})\.zip$/;

/** A scheduled backup's key; the name was validated by the route (a date and `.zip`). */
export const scheduledBackupKey = (establishmentId: string, name: string) =>
  `${establishmentId}/${name}`;

/** The shop's stored archives: their names (`YYYY-MM-DD.zip`) and facts. */
async function archivesOf(backups: ObjectStorage, establishmentId: string) {
  const folder = `${establishmentId}/`;
  return (await backups.list(folder))
    .map((item) => ({ ...item, name: item.key.slice(folder.length) }))
    .filter((item) => fileName.test(item.name));
}

/**
 * One archive per active shop per business day (`<shop id>/<YYYY-MM-DD>.zip`), written once
 * (a day already stored is skipped, so running it every hour costs one look), and archives
 * older than `keepDays` removed. Every instance may run it: a day written twice at once is the
 * same day's archive, and each write is whole. Answers what it did.
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
    const key = scheduledBackupKey(id, `${today}.zip`);
    if (!(await deps.backups.head(key))) {
      const { archive } = await exportShop(deps, id, now);
      await deps.backups.put(key, archive, 'application/zip');
      written += 1;
    }
    for (const archiveFile of await archivesOf(deps.backups, id)) {
      const date = archiveFile.name.match(fileName)?.[1];
      if (date && date < oldestKept) {
        await deps.backups.delete(archiveFile.key);
        removed += 1;
      }
    }
  }
  return { written, removed };
}

/** The shop's scheduled backups, newest first. */
export async function listScheduledBackups(
  backups: ObjectStorage,
  establishmentId: string,
): Promise<ScheduledBackup[]> {
  return (await archivesOf(backups, establishmentId))
    .sort((a, b) => (a.name < b.name ? 1 : -1))
    .map((item) => ({
      name: item.name,
      createdAt: item.modified.toISOString(),
      bytes: item.size,
    }));
}
