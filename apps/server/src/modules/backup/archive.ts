import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { buildSync } from 'esbuild';
import { zipSync, type Zippable } from 'fflate';
import {
  backupForeignShopMessage,
  backupNewerSchemaMessage,
  backupTamperedMessage,
  backupUnreadableMessage,
  backupUnsignedMessage,
  type BackupManifest,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import {
  defaultArchiveLimits,
  establishmentPath,
  imagePath,
  manifestPath,
  sha256,
  signaturePath,
  tablePath,
  type ArchiveContent,
  type ArchiveLimits,
  type ContentInspection,
  type ManifestInspection,
  type Row,
} from './archive-inspect';

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

export {
  establishmentPath,
  imagePath,
  manifestPath,
  signaturePath,
  tablePath,
  type ArchiveContent,
  type Row,
} from './archive-inspect';
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

export const backupOverLimitsMessage =
  'Este arquivo de backup passa dos limites de uma restauração (tamanho, número de arquivos ou aninhamento dos dados). Nada foi alterado.';
const overLimitsError = () => new AppError('VALIDATION_FAILED', backupOverLimitsMessage);
export const backupCheckTimeoutMessage =
  'A verificação deste arquivo de backup demorou demais e foi interrompida. Nada foi alterado.';

export interface ReadArchiveOptions {
  schemaVersion: number;
  maxBytes: number;
  signer: ManifestSigner;
  /** Files and JSON nesting an archive may hold (defaultArchiveLimits). */
  maxEntries?: number;
  maxDepth?: number;
  /** How long the check may take once started before it is ended (a minute by default). */
  timeoutMs?: number;
  /**
   * The shop the archive must be signed for (a shop admin's restore): another shop's archive
   * is refused at its manifest, before anything else is inflated. Unset: any shop's.
   */
  shopId?: string;
  /**
   * The caller hands `data` over (a request's body, read nowhere else): its memory is moved to
   * the checking thread instead of copied, and `data` is left empty (ADR 055).
   */
  handOver?: boolean;
}

/**
 * The worker: the bundle's archive-worker.js once built. In the sources (tsx, tests) the
 * TypeScript file is bundled once per process by esbuild, as build.mjs does, and each worker
 * evaluates that bundle: starting every worker through tsx's hooks compiled and loaded the
 * worker's imports (@comanda/shared, zod) again each time, seconds per check (decision 045).
 */
let threadsStarted = 0;

/** How many checking threads this process has started (tests, bench). */
export const checkerThreadsStarted = () => threadsStarted;

function startWorker(): Worker {
  threadsStarted += 1;
  const options = { resourceLimits: { maxOldGenerationSizeMb: 1024 } };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./archive-worker.js', import.meta.url), options);
  }
  return new Worker(sourceWorkerBundle(), { ...options, eval: true });
}

let sourceBundle: string | undefined;

/** archive-worker.ts and its imports as one CommonJS script (a worker's eval code). */
function sourceWorkerBundle(): string {
  if (sourceBundle) return sourceBundle;
  // Through createRequire: esbuild is a development tool, never part of the server's bundle.
  const esbuild = createRequire(import.meta.url)('esbuild') as { buildSync: typeof buildSync };
  sourceBundle = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./archive-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
  }).outputFiles[0]!.text;
  return sourceBundle;
}

/*
 * One thread checks every archive, one at a time, kept between checks and ended after a
 * while without any (ADR 046): starting a thread per check cost ~80 ms of CPU at normal
 * priority before it could lower its own, and two checks at once would take both cores.
 * The restore gate already admits at most two restores, so at most one check waits here.
 */
const idleMs = 30_000;
let checker: { worker: Worker; idle?: NodeJS.Timeout } | undefined;
let queue: Promise<unknown> = Promise.resolve();

function checkerThread(): Worker {
  if (checker) {
    clearTimeout(checker.idle);
    checker.worker.ref();
    return checker.worker;
  }
  const worker = startWorker();
  const started = { worker };
  checker = started;
  // A check listens for its own errors; between checks an error only ends the thread.
  worker.on('error', () => {});
  worker.once('exit', () => {
    if (checker === started) checker = undefined;
  });
  return worker;
}

/** Ends the thread now; the next check starts another. */
function endChecker(worker: Worker) {
  if (checker?.worker === worker) checker = undefined;
  void worker.terminate();
}

/** Whether a thread is kept ready between checks (the server asks for it at start). */
let keptReady = false;

/**
 * Starts the checking thread now and keeps one ready from then on: a thread spends its first
 * ~50-80 ms bootstrapping at normal priority, before it can lower its own, and started by a
 * check that time came out of the kiosks' answers during the check (bench goal 8). After 30 s
 * without checks the used thread (and its heap) is replaced by a fresh one, started while
 * nothing is being checked. Tests do not call this: each check starts the thread it needs.
 */
export function keepArchiveCheckerReady(): void {
  keptReady = true;
  if (!checker) checkerThread().unref();
}

function idleChecker() {
  if (!checker) return;
  checker.worker.unref();
  const { worker } = checker;
  checker.idle = setTimeout(() => {
    endChecker(worker);
    if (keptReady) checkerThread().unref();
  }, idleMs).unref();
}

type Accept = (manifest: ManifestInspection & { kind: 'manifest' }) => void;
type Checked = { manifest: BackupManifest; content: ContentInspection };

/**
 * Runs one inspection on the checking thread under a deadline and a heap limit: the
 * manifest first, handed to `accept` (which throws to refuse it), then the rest.
 */
function inspectOnChecker(
  data: Uint8Array,
  limits: ArchiveLimits,
  timeoutMs: number,
  accept: Accept,
  handOver: boolean,
): Promise<Checked> {
  const worker = checkerThread();
  let deadline: NodeJS.Timeout | undefined;
  let onMessage: (message: ManifestInspection | ContentInspection) => void = () => {};
  let onError: (error: Error & { code?: string }) => void = () => {};
  let onExit: () => void = () => {};
  return new Promise<Checked>((resolve, reject) => {
    deadline = setTimeout(() => {
      reject(new AppError('VALIDATION_FAILED', backupCheckTimeoutMessage));
      endChecker(worker);
    }, timeoutMs);
    let manifest: BackupManifest | undefined;
    onMessage = (message) => {
      if (message.kind === 'over-limits') return reject(overLimitsError());
      if (message.kind === 'unreadable') return reject(unreadable());
      if (message.kind !== 'manifest') return resolve({ manifest: manifest!, content: message });
      try {
        accept(message);
      } catch (error) {
        worker.postMessage('drop');
        return reject(error);
      }
      manifest = message.manifest;
      worker.postMessage('go on');
    };
    onError = (error) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? reject(overLimitsError()) : reject(error);
    onExit = () => reject(unreadable()); // only when it ended without an answer
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage({ data, limits }, handOver && ownsItsMemory(data) ? [data.buffer] : []);
  }).finally(() => {
    clearTimeout(deadline);
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    idleChecker();
  });
}

/**
 * Whether `data` spans its whole ArrayBuffer, so moving that buffer moves nothing else: a
 * small Buffer is a slice of Node's shared pool, which must never be moved.
 */
const ownsItsMemory = (data: Uint8Array): data is Uint8Array<ArrayBuffer> =>
  data.buffer instanceof ArrayBuffer &&
  data.byteOffset === 0 &&
  data.byteLength === data.buffer.byteLength;

/** Checks wait for the one before them; each has its own deadline once it starts. */
function inspectInTurn(...args: Parameters<typeof inspectOnChecker>): Promise<Checked> {
  const turn = queue.then(() => inspectOnChecker(...args));
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Reads and checks an archive before anything is written: a zip with a manifest of this
 * format, signed for the shop it names, a schema not newer than `schemaVersion`, every file
 * present with its checksum and nothing unlisted, and the row counts the manifest states.
 * Unzipping and parsing run on a thread of their own at the lowest priority, bounded in bytes
 * (`maxBytes`), files, JSON nesting and time (issue 31, item 5), and nothing past the
 * manifest is inflated before its signature is checked: a crafted archive never blocks the
 * event loop (ADR 046).
 */
export async function readArchive(
  data: Uint8Array,
  options: ReadArchiveOptions,
): Promise<ArchiveContent> {
  const { manifest, content } = await inspectInTurn(
    data,
    {
      maxBytes: options.maxBytes,
      maxEntries: options.maxEntries ?? defaultArchiveLimits.maxEntries,
      maxDepth: options.maxDepth ?? defaultArchiveLimits.maxDepth,
    },
    options.timeoutMs ?? 60_000,
    ({ manifest, manifestBytes, signature }) => {
      if (
        !signature ||
        !options.signer.verify(manifest.establishment.id, manifestBytes, signature)
      ) {
        throw new AppError('VALIDATION_FAILED', backupUnsignedMessage);
      }
      if (options.shopId !== undefined && manifest.establishment.id !== options.shopId) {
        throw new AppError('FORBIDDEN', backupForeignShopMessage);
      }
      if (manifest.schemaVersion > options.schemaVersion) {
        throw new AppError('VALIDATION_FAILED', backupNewerSchemaMessage);
      }
    },
    options.handOver ?? false,
  );
  if (content.kind === 'over-limits') throw overLimitsError();
  if (content.kind === 'tampered') throw new AppError('VALIDATION_FAILED', backupTamperedMessage);
  return { manifest, ...content.content };
}
