import { readFileSync } from 'node:fs';

// Beside this file in src/db, beside the bundle in dist (build.mjs copies the migrations).
const journalUrl = new URL('./migrations/meta/_journal.json', import.meta.url);

export interface SchemaVersion {
  /** How many migrations make the current schema: a backup from a larger number is newer. */
  version: number;
  /** The last migration's name, for people reading a manifest. */
  tag: string;
}

let known: SchemaVersion | undefined;

/**
 * The schema this server runs on (openDatabase applies every migration before it starts).
 * Read once: the migrations ship with the build, and a restore used to read and parse the
 * journal on the event loop each time (ADR 064).
 */
export function currentSchemaVersion(): SchemaVersion {
  if (known) return known;
  const journal = JSON.parse(readFileSync(journalUrl, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.at(-1);
  known = { version: journal.entries.length, tag: last?.tag ?? '' };
  return known;
}
