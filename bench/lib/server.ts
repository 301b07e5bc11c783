import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mainJs = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
/** What `npm start` runs: builds only when the build is not current, then the server. */
const startJs = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  process: ChildProcess;
  dataDir: string;
  /** From spawning the process to /api/ready answering 200. */
  startMs: number;
  /** Ends the server; its data folder goes too unless `keepData` (to start again on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The production build (`npm run build` first) on its own port and data folder, with the demo
 * shop (`demo.localhost`): on PGlite, or on PostgreSQL when `databaseUrl` is given. `npmStart`
 * runs it as `npm start` does (scripts/start.mjs), checking the build first.
 */
export async function startServer(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    npmStart?: boolean;
    /** More environment for the server, over the defaults below. */
    env?: Record<string, string>;
    /** Options for node itself (e.g. `--cpu-prof`, which NODE_OPTIONS does not take). */
    nodeArgs?: string[];
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'comanda-bench-'));
  const started = performance.now();
  const child = spawn('node', [...(options.nodeArgs ?? []), options.npmStart ? startJs : mainJs], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DOMAIN: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // One client placing hundreds of orders a second: limits it never reaches, but still
      // counted, as production counts every kiosk order.
      RATE_LIMIT_PER_ADDRESS: '1000000000',
      RATE_LIMIT_PER_SHOP: '1000000000',
      // The daily backups write every shop's archive a minute after start (then once a day):
      // with 1,000 shops that is minutes of export inside the measurements, not the paths
      // being compared (ADR 016, seventh pass).
      BACKUP_KEEP_DAYS: '0',
      ...options.env,
    },
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    process: child,
    dataDir,
    startMs: performance.now() - started,
    stop: async ({ keepData = false } = {}) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
