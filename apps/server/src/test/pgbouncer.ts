import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPgBouncer {
  /** `url` (a database on the PostgreSQL server) as reached through the pooler. */
  urlOf(url: string): string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Debian's PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl`, on
 * `fixedPort` of 127.0.0.1 (a free one unless given), with `serverConnections` server connections per
 * database: fewer than the app's pool, so every server connection serves several clients in
 * turn, as a managed database's pooler does.
 */
export async function startPgBouncer(
  serverUrl: string,
  serverConnections = 2,
  fixedPort?: number,
): Promise<TestPgBouncer> {
  const server = new URL(serverUrl);
  const port = fixedPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'comanda-pgbouncer-'));
  // PgBouncer refuses to run as root: as root it runs as postgres, which must read the file.
  chmodSync(dir, 0o755);
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${decodeURIComponent(server.username) || 'postgres'}${server.password ? ` password=${decodeURIComponent(server.password)}` : ''}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; !(await answers(port)); attempt += 1) {
    if (child.exitCode !== null || attempt === 100) {
      child.kill();
      throw new Error(`pgbouncer did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    urlOf(url) {
      const target = new URL(url);
      target.hostname = '127.0.0.1';
      target.port = String(port);
      return target.toString();
    },
    async close() {
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
