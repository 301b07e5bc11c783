import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** One stored object's facts, as a listing or a HEAD answers them. */
export interface ObjectInfo {
  /** The key below the storage's root, with `/` separators. */
  key: string;
  size: number;
  modified: Date;
}

export interface StoredObject extends ObjectInfo {
  data: Buffer;
  /** A strong validator for the object's bytes (S3's ETag, quoted). */
  etag: string | null;
}

/**
 * Where files live (issue 37): uploaded images, daily backups. The local disk by default, or
 * an S3-compatible bucket when several instances must see the same files. Keys are relative
 * paths with `/` (`images/<uuid>.webp`, `<shop id>/<date>.zip`); writes are whole objects,
 * never seen half-written.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** The folder the objects are in, on the local disk only (served as static files). */
  readonly localRoot: string | null;
  put(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's facts without its bytes, or null when there is none. */
  head(key: string): Promise<(ObjectInfo & { etag: string | null }) | null>;
  /** Deletes the object; one already gone is fine. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder: `images/`), in key order. */
  list(prefix: string): Promise<ObjectInfo[]>;
}

/** A key never leaves its root: no `..`, no absolute path, no backslash, no empty segment. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Objects as files below `root` (as Comanda always kept them). */
export function localObjectStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    localRoot: root,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed: a crash never leaves half a file under the key's name.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, info] = await Promise.all([readFile(path), stat(path)]);
        return { key, data, size: info.size, modified: info.mtime, etag: null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      const info = await stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { key, size: info.size, modified: info.mtime, etag: null } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
      const base = folder === '' || folder === '.' ? root : pathOf(folder);
      const names = await readdir(base, { recursive: true }).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      const found: ObjectInfo[] = [];
      for (const name of names) {
        const path = join(base, name);
        const key = relative(root, path).split(sep).join('/');
        if (!key.startsWith(prefix) || key.endsWith('.partial')) continue;
        const info = await stat(path).catch(() => null);
        if (info?.isFile()) found.push({ key, size: info.size, modified: info.mtime });
      }
      return found.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces...); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** One client per process and settings: it keeps its connections. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where the S3 API requires them: many S3-compatible services refuse the
    // CRC32 headers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3 bucket, below `prefix` (`uploads/`, `backups/`). */
export function s3ObjectStorage(client: S3Client, bucket: string, prefix: string): ObjectStorage {
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    kind: 's3',
    localRoot: null,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType ?? 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        const data = Buffer.from(await answer.Body!.transformToByteArray());
        return {
          key,
          data,
          size: data.length,
          modified: answer.LastModified ?? new Date(0),
          etag: answer.ETag ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }),
        );
        return {
          key,
          size: answer.ContentLength ?? 0,
          modified: answer.LastModified ?? new Date(0),
          etag: answer.ETag ?? null,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async list(listPrefix) {
      const found: ObjectInfo[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${listPrefix}`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          found.push({
            key: item.Key.slice(prefix.length),
            size: item.Size ?? 0,
            modified: item.LastModified ?? new Date(0),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
  };
}

/** Every kind of file the server keeps, each in its own storage. */
export interface Storages {
  /** Uploaded and demo images, served at /uploads/{key}. */
  uploads: ObjectStorage;
  /** Daily backups: `<shop id>/<YYYY-MM-DD>.zip`. */
  backups: ObjectStorage;
  /** Lets go of the bucket's connections (the app's onClose). */
  close(): void;
}

export interface StorageConfig {
  DATA_DIR: string;
  BACKUP_DIR?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** The bucket's settings when S3_BUCKET is set; null: the local disk. */
export function s3SettingsOf(config: StorageConfig): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  };
}

/**
 * The local disk (DATA_DIR/uploads, BACKUP_DIR or DATA_DIR/backups), or, with S3_BUCKET, one
 * bucket holding `uploads/` and `backups/`.
 */
export function storagesOf(config: StorageConfig): Storages {
  const s3 = s3SettingsOf(config);
  if (!s3) {
    return {
      uploads: localObjectStorage(join(config.DATA_DIR, 'uploads')),
      backups: localObjectStorage(config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups')),
      close: () => undefined,
    };
  }
  const client = s3Client(s3);
  return {
    uploads: s3ObjectStorage(client, s3.bucket, 'uploads/'),
    backups: s3ObjectStorage(client, s3.bucket, 'backups/'),
    close: () => client.destroy(),
  };
}

/**
 * Copies every object of `from` (the local data/uploads) into `to` (the bucket), skipping
 * those already there with the same size: run again after a failure, it goes on where it
 * stopped. Answers what it did.
 */
export async function copyObjects(
  from: ObjectStorage,
  to: ObjectStorage,
  log: (line: string) => void = () => undefined,
): Promise<{ copied: number; skipped: number }> {
  const present = new Map((await to.list('')).map((item) => [item.key, item.size]));
  let copied = 0;
  let skipped = 0;
  for (const item of await from.list('')) {
    if (present.get(item.key) === item.size) {
      skipped += 1;
      continue;
    }
    const stored = await from.get(item.key);
    if (!stored) continue;
    const type = item.key.endsWith('.webp') ? 'image/webp' : undefined;
    await to.put(item.key, stored.data, item.key.endsWith('.zip') ? 'application/zip' : type);
    copied += 1;
    log(item.key);
  }
  return { copied, skipped };
}
