import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { RunningServer } from './server';

/**
 * The demo shop's own signed export with one table's file swapped for `megabytes` of zeros
 * (deflated to about a thousandth): its signature holds, so the check goes past the manifest,
 * to the zip's directory, where the entry's size is not the listed one ("tampered", ADR 055).
 */
export async function tamperedArchive(server: RunningServer, cookie: string, megabytes: number) {
  const origin = `http://127.0.0.1:${server.port}`;
  const res = await fetch(`${origin}/api/admin/backup/export`, { headers: { origin, cookie } });
  if (!res.ok) throw new Error(`demo shop export: ${res.status}`);
  const files: Zippable = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const table = Object.keys(files).find((path) => path.startsWith('data/'));
  if (!table) throw new Error('the demo shop export holds no table');
  files[table] = [new Uint8Array(megabytes * 1024 * 1024), { level: 9 }];
  return zipSync(files);
}
