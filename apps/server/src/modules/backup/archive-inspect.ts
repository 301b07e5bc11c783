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

/**
 * What a manifest may unpack to: a shop's real one lists each file of its archive in ~150
 * bytes, and each table with its columns in ~600 (the demo shop's: 13.5 KB for 47 files, 44
 * of them tables). Until its signature is checked a manifest is anyone's bytes, and its size
 * is what inflating it costs: without this bound a 1 KB zip unpacked 600 KB of brackets (2.7
 * ms in one stretch; ADR 096).
 */
export const manifestMaxBytes = (entries: number) => 128 * 1024 + 256 * entries;

/**
 * Called between pieces of a check's work (each entry, file, table): the checking thread
 * passes a `pacer`.
 */
export type Pause = () => void;
const noPause: Pause = () => {};

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => void Atomics.wait(sleepCell, 0, 0, ms);

/**
 * A pause that sleeps `restMs` once `workMs` have passed since its last sleep. Lowering the
 * checking thread's priority is not enough on a machine of two cores: Linux's scheduler
 * (EEVDF with RUN_TO_PARITY, 6.6+) lets a running thread, nice 19 or not, keep its slice (1.5
 * ms on 2 cores) when the event loop wakes beside it, and that slice is kiosk answers waiting;
 * a thread that sleeps hands its core over at once (ADR 096).
 */
export function pacer(
  workMs: number,
  restMs: number,
  clock = { now: () => performance.now(), sleep },
): Pause {
  let since = clock.now();
  return () => {
    if (clock.now() - since < workMs) return;
    clock.sleep(restMs);
    since = clock.now();
  };
}

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

/** A file's sha256, hashed in pieces of 256 KB with a pause between them. */
export function sha256(data: Uint8Array, pause: Pause = noPause): string {
  const hash = createHash('sha256');
  for (let at = 0; at < data.length; at += 256 * 1024) {
    pause();
    hash.update(data.subarray(at, at + 256 * 1024));
  }
  return hash.digest('hex');
}

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
 * The number of entries a zip's end record states (0xffff: see its zip64 record), or null
 * without one, or when its central directory is too small to hold them (46 bytes each at
 * least): a count that would raise `manifestMaxBytes` costs its bytes. The record is the last
 * 22 bytes, before a comment of up to 65,535.
 */
export function statedEntries(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let at = data.length - 22; at >= 0 && data.length - at <= 65_557; at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    return entries * 46 <= view.getUint32(at + 12, true) ? entries : null;
  }
  return null;
}

/**
 * Unzips the files `wanted` picks, within the limits. fflate walks the central directory and
 * inflates each wanted entry as it reaches it, so every entry is counted, and its claimed
 * size added, before it is inflated: nothing unpacks past the limits.
 */
function unzipWithin(
  data: Uint8Array,
  limits: ArchiveLimits,
  wanted: (path: string, bytes: number) => boolean,
  pause: Pause,
): Record<string, Uint8Array> {
  let entries = 0;
  let claimed = 0;
  return unzipSync(data, {
    filter: (file) => {
      pause();
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
  pause: Pause,
): Omit<ArchiveContent, 'manifest'> {
  const paths = Object.keys(entries).filter((path) => !path.endsWith('/'));
  if (paths.length !== Object.keys(manifest.files).length) throw new Tampered();
  for (const path of paths) {
    const listed = manifest.files[path];
    if (!listed || listed.sha256 !== sha256(entries[path]!, pause)) throw new Tampered();
  }
  const establishment = parseJson(entries[establishmentPath], limits);
  if (!isRow(establishment)) throw new Tampered();
  const tables = new Map<string, Row[]>();
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    pause();
    const content = parseJson(entries[tablePath(table)], limits);
    if (!Array.isArray(content) || content.length !== rows || !content.every(isRow)) {
      throw new Tampered();
    }
    tables.set(table, content);
  }
  const images = new Map<string, Uint8Array>();
  for (const path of paths) {
    pause();
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
 * seconds of CPU once inflated), so the manifest itself may unpack only to what a manifest of
 * that many files needs (`manifestMaxBytes`).
 */
export function inspectManifest(
  data: Uint8Array,
  limits: ArchiveLimits,
  pause: Pause = noPause,
): ManifestInspection {
  try {
    const stated = statedEntries(data);
    if (stated === null) return { kind: 'unreadable' };
    const manifestLimit = manifestMaxBytes(Math.min(stated, limits.maxEntries));
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipWithin(
        data,
        limits,
        (path, bytes) => {
          if (path === manifestPath && bytes > manifestLimit) throw new OverLimits();
          return isManifestFile(path);
        },
        pause,
      );
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
  pause: Pause = noPause,
): ContentInspection {
  try {
    const entries = unzipWithin(
      data,
      limits,
      (path, bytes) => {
        if (isManifestFile(path)) return false;
        // The signed manifest states each file's size: an entry claiming another size is not
        // that file, and is refused before it is inflated (a signed archive with one file
        // swapped for a zip bomb costs its directory, not the bomb; ADR 055).
        if (!path.endsWith('/') && manifest.files[path]?.bytes !== bytes) throw new Tampered();
        return true;
      },
      pause,
    );
    return { kind: 'content', content: readContent(entries, manifest, limits, pause) };
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
