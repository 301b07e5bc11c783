import { spawn } from 'node:child_process';
import { businessDateOf } from '@comanda/shared';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';

export interface PlatformDump {
  data: Buffer;
  fileName: string;
  contentType: string;
}

const pgDumpMissing =
  'pg_dump não está instalado neste servidor. Faça o backup com pg_dump na máquina do banco (veja o README).';
const pgDumpFailed = 'O pg_dump falhou; veja o log do servidor.';

/**
 * The whole platform, every shop and account: PGlite's data directory as a .tar.gz, or
 * PostgreSQL's `pg_dump --format=custom` when pg_dump is installed here. Uploaded images and
 * the secrets key live in DATA_DIR, outside the database: the README says how to keep them.
 */
export async function dumpPlatform(
  database: DatabaseHandle,
  log: { error: (obj: object, msg: string) => void },
  now = new Date(),
): Promise<PlatformDump> {
  const stamp = businessDateOf(now);
  if (database.dumpDataDir) {
    const blob = await database.dumpDataDir();
    return {
      data: Buffer.from(await blob.arrayBuffer()),
      fileName: `comanda-plataforma-${stamp}.tar.gz`,
      contentType: 'application/gzip',
    };
  }
  if (!database.connectionUrl) throw new AppError('SERVICE_UNAVAILABLE', pgDumpMissing);
  return {
    data: await pgDump(database.connectionUrl, log),
    fileName: `comanda-plataforma-${stamp}.dump`,
    contentType: 'application/octet-stream',
  };
}

/** The password goes by environment, not argv, so `ps` never shows it. */
function pgDump(url: string, log: { error: (obj: object, msg: string) => void }): Promise<Buffer> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${target.toString()}`],
      { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } },
    );
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new AppError('SERVICE_UNAVAILABLE', error.code === 'ENOENT' ? pgDumpMissing : pgDumpFailed),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(chunks));
      log.error({ code, stderr: errors.slice(0, 2000) }, 'pg_dump failed');
      reject(new AppError('SERVICE_UNAVAILABLE', pgDumpFailed));
    });
  });
}
