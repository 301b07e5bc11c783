import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { backupManifestSchema, type BackupManifest } from '@comanda/shared';
// Not through the uploads module: its index would load sharp and Fastify into the worker.
import { sniffImageFormat } from '../../lib/image-format';

/*
 * The heavy half of reading an archive (issue 31, item 5): unzipping, hashing and parsing,
 * bounded in entries, bytes and JSON nesting. It runs in a worker thread (archive-worker.ts),
 * so a crafted archive costs that thread, never the event loop every shop's requests share.
 * Pure: no database, no secrets; the caller checks the manifest's signature between the two
 * steps (inspectManifest, then inspectContent), so unsigned bytes are never inflated beyond it.
 */

export type Row = Record<string, unknown>;

export interface ArchiveLimits {
  /** What all entries may unpack to together, in bytes. */
  maxBytes: number;
  /** Files in the zip (a shop's archive: its tables and two files per image). */
  maxEntries: number;
  /** Nesting of arrays and objects in any JSON file. */
  maxDepth: number;
}

export const defaultArchiveLimits = { maxEntries: 20_000, maxDepth: 64 } as const;

export const manifestPath = 'manifest.json';
export const signaturePath = 'manifest.sig';
export const establishmentPath = 'establishment.json';
export const tablePath = (table: string) => `data/${table}.json`;
export const imagePath = (file: string) => `uploads/images/${file}`;

export interface ArchiveContent {
  manifest: BackupManifest;
  establishment: Row;
  tables: Map<string, Row[]>;
  /** Image file name → bytes. */
  images: Map<string, Uint8Array>;
}

/** The first step: the manifest and its signature, nothing else inflated yet. */
export type ManifestInspection =
  | { kind: 'unreadable' }
  | { kind: 'over-limits' }
  | {
      kind: 'manifest';
      manifest: BackupManifest;
      manifestBytes: Uint8Array;
      signature: string | null;
    };

/** The second step, once the caller has accepted the manifest's signature. */
export type ContentInspection =
  | { kind: 'over-limits' }
  /** A file is missing, unlisted, altered or malformed. */
  | { kind: 'tampered' }
  | { kind: 'content'; content: Omit<ArchiveContent, 'manifest'> };

class OverLimits extends Error {}
class Tampered extends Error {}

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The deepest nesting of arrays and objects in JSON text, read once, without recursion. */
export function jsonDepth(bytes: Uint8Array, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return deepest;
}

function parseJson(bytes: Uint8Array | undefined, limits: ArchiveLimits): unknown {
  if (!bytes) throw new Tampered();
  if (jsonDepth(bytes, limits.maxDepth) > limits.maxDepth) throw new OverLimits();
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Tampered();
  }
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isManifestFile = (path: string) => path === manifestPath || path === signaturePath;

/**
 * Unzips the files `wanted` picks, within the limits: the whole central directory is counted
 * before anything is inflated.
 */
function unzipWithin(
  data: Uint8Array,
  limits: ArchiveLimits,
  wanted: (path: string, bytes: number) => boolean,
): Record<string, Uint8Array> {
  let entries = 0;
  let claimed = 0;
  // fflate reads the whole central directory (calling filter) before it inflates a byte.
  return unzipSync(data, {
    filter: (file) => {
      entries += 1;
      claimed += file.originalSize;
      if (entries > limits.maxEntries || claimed > limits.maxBytes) throw new OverLimits();
      return wanted(file.name, file.originalSize);
    },
  });
}

function readContent(
  entries: Record<string, Uint8Array>,
  manifest: BackupManifest,
  limits: ArchiveLimits,
): Omit<ArchiveContent, 'manifest'> {
  const paths = Object.keys(entries).filter((path) => !path.endsWith('/'));
  if (paths.length !== Object.keys(manifest.files).length) throw new Tampered();
  for (const path of paths) {
    const listed = manifest.files[path];
    if (!listed || listed.sha256 !== sha256(entries[path]!)) throw new Tampered();
  }
  const establishment = parseJson(entries[establishmentPath], limits);
  if (!isRow(establishment)) throw new Tampered();
  const tables = new Map<string, Row[]>();
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    const content = parseJson(entries[tablePath(table)], limits);
    if (!Array.isArray(content) || content.length !== rows || !content.every(isRow)) {
      throw new Tampered();
    }
    tables.set(table, content);
  }
  const images = new Map<string, Uint8Array>();
  for (const path of paths) {
    const match = path.match(/^uploads\/images\/([0-9a-f-]{36}(?:\.lg)?\.webp)$/);
    if (!match) continue;
    // Uploads are re-encoded WEBP: an archive must not slip any other file under /uploads/.
    if (sniffImageFormat(Buffer.from(entries[path]!)) !== 'webp') throw new Tampered();
    images.set(match[1]!, entries[path]!);
  }
  return { establishment, tables, images };
}

/**
 * Reads an archive's manifest and signature within `limits`, inflating nothing else: until
 * the caller has checked the signature, the archive is anyone's bytes (a zip bomb costs
 * seconds of CPU once inflated).
 */
export function inspectManifest(data: Uint8Array, limits: ArchiveLimits): ManifestInspection {
  try {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipWithin(data, limits, isManifestFile);
    } catch (error) {
      if (error instanceof OverLimits) throw error;
      return { kind: 'unreadable' };
    }
    const manifestBytes = entries[manifestPath];
    if (!manifestBytes) return { kind: 'unreadable' };
    let manifestJson: unknown;
    try {
      manifestJson = parseJson(manifestBytes, limits);
    } catch (error) {
      if (error instanceof OverLimits) throw error;
      return { kind: 'unreadable' };
    }
    const parsed = backupManifestSchema.safeParse(manifestJson);
    if (!parsed.success) return { kind: 'unreadable' };
    const signatureBytes = entries[signaturePath];
    return {
      kind: 'manifest',
      manifest: parsed.data,
      manifestBytes,
      signature: signatureBytes ? new TextDecoder().decode(signatureBytes) : null,
    };
  } catch (error) {
    if (error instanceof OverLimits || error instanceof RangeError) return { kind: 'over-limits' };
    throw error;
  }
}

/**
 * Unzips, parses and checks the rest of an archive whose manifest was accepted: every listed
 * file against its checksum, nothing unlisted, the row counts and the images.
 */
export function inspectContent(
  data: Uint8Array,
  manifest: BackupManifest,
  limits: ArchiveLimits,
): ContentInspection {
  try {
    const entries = unzipWithin(data, limits, (path, bytes) => {
      if (isManifestFile(path)) return false;
      // The signed manifest states each file's size: an entry claiming another size is not
      // that file, and is refused before it is inflated (a signed archive with one file
      // swapped for a zip bomb costs its directory, not the bomb; ADR 055).
      if (!path.endsWith('/') && manifest.files[path]?.bytes !== bytes) throw new Tampered();
      return true;
    });
    return { kind: 'content', content: readContent(entries, manifest, limits) };
  } catch (error) {
    if (error instanceof OverLimits || error instanceof RangeError) return { kind: 'over-limits' };
    // Ours, or fflate's (a corrupt entry; its errors carry a numeric code): either way not
    // the files the signed manifest lists.
    if (error instanceof Tampered || typeof (error as { code?: unknown }).code === 'number') {
      return { kind: 'tampered' };
    }
    throw error;
  }
}
