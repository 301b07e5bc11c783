import { createHash } from 'node:crypto';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import {
  backupManifestSchema,
  backupNewerSchemaMessage,
  backupTamperedMessage,
  backupUnreadableMessage,
  backupUnsignedMessage,
  type BackupManifest,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { sniffImageFormat } from '../uploads';

/*
 * The archive: a zip holding manifest.json, establishment.json (the shop's settings),
 * data/<table>.json (rows as PostgreSQL's to_jsonb writes them) and uploads/images/* (the
 * shop's uploaded images). The manifest lists the sha256 of every other file, and manifest.sig
 * signs the manifest for the shop it came from.
 */

/**
 * Signs a manifest for the shop it names, with a key only this platform holds (derived from
 * SECRETS_KEY): what the manifest says (whose shop, which files) cannot be rewritten, and an
 * archive of another platform is not taken for one of this one.
 */
export interface ManifestSigner {
  sign(shopId: string, manifest: Uint8Array): string;
  verify(shopId: string, manifest: Uint8Array, signature: string): boolean;
}

const signedValue = (shopId: string, manifest: Uint8Array) => `${shopId}:${sha256(manifest)}`;

export function manifestSigner(box: {
  token(purpose: string, value: string): string;
  verifyToken(purpose: string, value: string, token: string): boolean;
}): ManifestSigner {
  return {
    sign: (shopId, manifest) => box.token('backup-manifest', signedValue(shopId, manifest)),
    verify: (shopId, manifest, signature) =>
      box.verifyToken('backup-manifest', signedValue(shopId, manifest), signature),
  };
}

export const manifestPath = 'manifest.json';
/** The manifest's signature: HMAC with a key derived from SECRETS_KEY (see ManifestSigner). */
export const signaturePath = 'manifest.sig';
export const establishmentPath = 'establishment.json';
export const tablePath = (table: string) => `data/${table}.json`;
export const imagePath = (file: string) => `uploads/images/${file}`;

export type Row = Record<string, unknown>;

export interface ArchiveContent {
  manifest: BackupManifest;
  establishment: Row;
  tables: Map<string, Row[]>;
  /** Image file name → bytes. */
  images: Map<string, Uint8Array>;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** Writes the archive; the manifest's `files` is filled here from the bytes written. */
export function writeArchive(
  manifest: Omit<BackupManifest, 'files'>,
  establishment: Row,
  tables: Map<string, Row[]>,
  images: Map<string, Uint8Array>,
  signer: ManifestSigner,
): Uint8Array {
  const files: Record<string, Uint8Array> = { [establishmentPath]: encode(establishment) };
  for (const [table, rows] of tables) files[tablePath(table)] = encode(rows);
  for (const [file, bytes] of images) files[imagePath(file)] = bytes;
  const listed: BackupManifest['files'] = {};
  for (const [path, bytes] of Object.entries(files)) {
    listed[path] = { sha256: sha256(bytes), bytes: bytes.length };
  }
  const manifestBytes = encode({ ...manifest, files: listed });
  const zippable: Zippable = {
    [manifestPath]: manifestBytes,
    [signaturePath]: new TextEncoder().encode(
      signer.sign(manifest.establishment.id, manifestBytes),
    ),
  };
  // Images are already compressed (webp): stored as they are.
  for (const [path, bytes] of Object.entries(files)) {
    zippable[path] = path.startsWith('uploads/') ? [bytes, { level: 0 }] : bytes;
  }
  return zipSync(zippable, { level: 6 });
}

const unreadable = () => new AppError('VALIDATION_FAILED', backupUnreadableMessage);
const tampered = () => new AppError('VALIDATION_FAILED', backupTamperedMessage);

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (!bytes) throw tampered();
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw tampered();
  }
}

/**
 * Reads and checks an archive before anything is written: a zip with a manifest of this
 * format, a schema not newer than `schemaVersion`, every file present with its checksum and
 * nothing unlisted, and the row counts the manifest states. `maxBytes` bounds what the zip may
 * unpack to, so a small upload cannot claim gigabytes.
 */
export function readArchive(
  data: Uint8Array,
  options: { schemaVersion: number; maxBytes: number; signer: ManifestSigner },
): ArchiveContent {
  let entries: Record<string, Uint8Array>;
  try {
    let claimed = 0;
    entries = unzipSync(data, {
      filter: (file) => {
        claimed += file.originalSize;
        if (claimed > options.maxBytes) throw new Error('too large');
        return true;
      },
    });
  } catch {
    throw unreadable();
  }
  if (!entries[manifestPath]) throw unreadable();
  const parsed = backupManifestSchema.safeParse(parseJson(entries[manifestPath]));
  if (!parsed.success) throw unreadable();
  const manifest = parsed.data;
  const signature = entries[signaturePath];
  if (
    !signature ||
    !options.signer.verify(
      manifest.establishment.id,
      entries[manifestPath],
      new TextDecoder().decode(signature),
    )
  ) {
    throw new AppError('VALIDATION_FAILED', backupUnsignedMessage);
  }
  if (manifest.schemaVersion > options.schemaVersion) {
    throw new AppError('VALIDATION_FAILED', backupNewerSchemaMessage);
  }
  const paths = Object.keys(entries).filter(
    (path) => path !== manifestPath && path !== signaturePath && !path.endsWith('/'),
  );
  if (paths.length !== Object.keys(manifest.files).length) throw tampered();
  for (const path of paths) {
    const listed = manifest.files[path];
    if (!listed || listed.sha256 !== sha256(entries[path]!)) throw tampered();
  }

  const establishment = parseJson(entries[establishmentPath]);
  if (!isRow(establishment)) throw tampered();
  const tables = new Map<string, Row[]>();
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    const content = parseJson(entries[tablePath(table)]);
    if (!Array.isArray(content) || content.length !== rows || !content.every(isRow)) {
      throw tampered();
    }
    tables.set(table, content);
  }
  const images = new Map<string, Uint8Array>();
  for (const path of paths) {
    const match = path.match(/^uploads\/images\/([0-9a-f-]{36}(?:\.lg)?\.webp)$/);
    if (!match) continue;
    // Uploads are re-encoded WEBP: an archive must not slip any other file under /uploads/.
    if (sniffImageFormat(Buffer.from(entries[path]!)) !== 'webp') throw tampered();
    images.set(match[1]!, entries[path]!);
  }
  return { manifest, establishment, tables, images };
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
