import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { port as suitePort } from '../playwright.config';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Specs that start a server of their own take ports above the suite's shared server, one per
 * spec, so they run beside it (and beside each other) without colliding.
 */
export const ownServerPorts = {
  lifecycle: suitePort + 10,
  nfce: suitePort + 12,
  /** nginx; the instances, PgBouncer and the bucket take the next five (support/fleet.ts). */
  fleet: suitePort + 20,
} as const;

/** A pino log line as the server prints it. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  /** Every line printed so far on stdout and stderr. */
  output: string[];
  /** The lines that are pino JSON. */
  logLines(): LogLine[];
  waitForReady(timeoutMs?: number): Promise<void>;
  /** Whether the process has not exited yet. */
  running(): boolean;
  /** Sends the signal and resolves with the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** Removes the data folder (unless the next start reuses it). */
  cleanUp(): void;
}

/**
 * Starts the built server as `npm start` would (`node scripts/start.mjs`, or the bundle
 * itself), on its own port and a fresh data folder unless one is given.
 */
export function startServer(options: {
  port: number;
  entry: 'scripts/start.mjs' | 'apps/server/dist/main.js';
  dataDir?: string;
  env?: Record<string, string>;
}): ServerProcess {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'comanda-e2e-'));
  const child: ChildProcess = spawn('node', [options.entry], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_DOMAIN: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO_HISTORY: 'false',
      ...options.env,
    },
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      output.push(...lines);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://localhost:${options.port}`;

  return {
    url,
    dataDir,
    output,
    logLines: () =>
      output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine),
    async waitForReady(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) {
          throw new Error(`server exited with ${child.exitCode}:\n${output.join('\n')}`);
        }
        // This child listening, not a leftover server on the same port.
        const listening = output.some((line) => line.includes('Server listening at'));
        const ready =
          listening &&
          (await fetch(`${url}/api/ready`).then(
            (res) => res.ok,
            () => false,
          ));
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output.join('\n')}`);
    },
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(signal) {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    cleanUp() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
