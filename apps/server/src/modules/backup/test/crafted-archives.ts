import { randomUUID } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { backupFormat, type BackupManifest } from '@comanda/shared';

/*
 * Archives built to cost a server time (issue 31, item 5): each is a few hundred KB at most,
 * and the checks used to unzip and parse them on the event loop for seconds. The unit tests
 * and the bench (bench/server.ts, goal 8) send these.
 */

/** A manifest of a new shop's archive made now, with `tables`, before its files are listed. */
export const testManifest = (
  tables: BackupManifest['tables'] = {},
): Omit<BackupManifest, 'files'> => ({
  format: backupFormat,
  formatVersion: 1,
  schemaVersion: 1,
  schemaTag: '0000_init',
  createdAt: new Date().toISOString(),
  establishment: { id: randomUUID(), name: 'Loja' },
  tables,
});

const manifest = (files: Record<string, { sha256: string; bytes: number }> = {}) =>
  new TextEncoder().encode(JSON.stringify({ ...testManifest(), files }));

/** A zip bomb: one entry of `megabytes` of zeros, deflated to about a thousandth of it. */
export function zipBomb(megabytes: number): Uint8Array {
  const zippable: Zippable = {
    'manifest.json': manifest(),
    'data/orders.json': [new Uint8Array(megabytes * 1024 * 1024), { level: 9 }],
  };
  return zipSync(zippable);
}

/** A zip of `count` empty files: its central directory alone is the work. */
export function manyEntries(count: number): Uint8Array {
  const zippable: Zippable = { 'manifest.json': manifest() };
  for (let i = 0; i < count; i++) zippable[`data/t${i}.json`] = new Uint8Array(0);
  return zipSync(zippable, { level: 0 });
}

/** A manifest nested `depth` arrays deep (parsers that recurse overflow; others crawl). */
export function deepManifest(depth: number): Uint8Array {
  return zipSync({
    'manifest.json': new TextEncoder().encode('['.repeat(depth) + ']'.repeat(depth)),
  });
}
