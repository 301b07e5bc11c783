import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { startPgBouncer, type TestPgBouncer } from '../../apps/server/src/test/pgbouncer';
import { repositoryRoot, startServer, type LogLine, type ServerProcess } from './server-process';

/*
 * The platform's shape on one machine (issue 37, decision 054): a fresh PostgreSQL database,
 * Debian's PgBouncer in transaction mode in front of it, an S3-compatible bucket (s3rver),
 * three instances of the built server and Debian's nginx in front of them, rendered from
 * deploy/nginx/comanda.conf.template. Everything runs as the current user (PgBouncer as
 * postgres when that is root: it refuses root), with its files in temporary folders.
 */

/** What the fleet needs from the machine and is missing: empty when it can start. */
export function fleetNeedsMissing(): string[] {
  const has = (command: string) =>
    spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  const missing = ['nginx', 'pgbouncer', 'psql'].filter((command) => !has(command));
  if (!process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL (a PostgreSQL server)');
  return missing;
}

/** Ports from `base` up: the proxy on `base`, the rest above it. */
export function fleetPorts(base: number) {
  return {
    proxy: base,
    instances: [base + 1, base + 2, base + 3],
    pgbouncer: base + 4,
    s3: base + 5,
  };
}

export interface Fleet {
  /** The main site through nginx. */
  url: string;
  instances: ServerProcess[];
  nginx: { errorLog(): string };
  /** The running instance that received the latest request whose address starts with `path`. */
  instanceServing(path: string): ServerProcess | undefined;
  stop(): Promise<void>;
}

/** Starts everything; on any failure stops what started and throws. */
export async function startFleet(base: number): Promise<Fleet> {
  const ports = fleetPorts(base);
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const databaseUrl = freshDatabase(`comanda_e2e_fleet_${base}`);
    stops.push(() => dropDatabase(databaseUrl));
    const bouncer: TestPgBouncer = await startPgBouncer(databaseUrl, 4, ports.pgbouncer);
    stops.push(() => bouncer.close());
    const bucket = await startBucket(ports.s3);
    stops.push(bucket.close);
    const instances = startInstances(ports, {
      DATABASE_URL: bouncer.urlOf(databaseUrl),
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: databaseUrl,
      ...bucket.env,
    });
    stops.push(async () => {
      for (const instance of instances) {
        await instance.stop('SIGKILL');
        instance.cleanUp();
      }
    });
    // Three at once on an empty database: the first to take the migrations' lock migrates, the
    // others wait for it; only the first seeds the demo shop.
    await Promise.all(instances.map((instance) => instance.waitForReady(150_000)));
    const nginx = await startNginx(ports);
    stops.push(nginx.stop);
    return {
      url: `http://localhost:${ports.proxy}`,
      instances,
      nginx,
      instanceServing: (path) => latestServing(instances, path),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function psql(serverUrl: string, statement: string) {
  const result = spawnSync('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** An empty database named `name` on TEST_DATABASE_URL's server (dropped first if left over). */
function freshDatabase(name: string): string {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  psql(serverUrl, `drop database if exists ${name} with (force)`);
  psql(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dropDatabase(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  psql(process.env.TEST_DATABASE_URL!, `drop database if exists ${name} with (force)`);
}

/** s3rver with one bucket: the instances keep no files of their own (decision 054). */
async function startBucket(port: number) {
  const directory = mkdtempSync(join(tmpdir(), 'comanda-fleet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: 'comanda-fleet' }],
  });
  await server.run();
  return {
    // s3rver's one key pair; it checks every request's signature with it.
    env: {
      S3_BUCKET: 'comanda-fleet',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Three instances sharing their secrets and the public address (the proxy's). */
function startInstances(ports: ReturnType<typeof fleetPorts>, shared: Record<string, string>) {
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  return ports.instances.map((port, index) =>
    startServer({
      port,
      entry: 'apps/server/dist/main.js',
      env: {
        ...shared,
        ...secrets,
        PUBLIC_URL: `http://localhost:${ports.proxy}`,
        // Only nginx, on this machine, sets the forwarded headers the instances read.
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: index === 0 ? 'true' : 'false',
        // Debug logs name every request's address: which instance served which stream.
        LOG_LEVEL: 'debug',
        DEMO_PAYMENT_DELAY_MS: '0',
        RATE_LIMIT_PER_ADDRESS: '600',
        RATE_LIMIT_PER_SHOP: '6000',
      },
    }),
  );
}

/** The template rendered as envsubst would, failing on a placeholder left without a value. */
export function renderNginxTemplate(values: Record<string, string>): string {
  const template = readFileSync(join(repositoryRoot, 'deploy/nginx/comanda.conf.template'), 'utf8');
  return template
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\$\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`no value for \${${name}} in the nginx template`);
      return values[name]!;
    });
}

/** nginx in the foreground, its configuration, pid, logs and temporary files in one folder. */
async function startNginx(ports: ReturnType<typeof fleetPorts>) {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-fleet-nginx-'));
  // As root the workers run as nobody and create their temporary files under it.
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'comanda.conf'),
    renderNginxTemplate({
      COMANDA_LISTEN: String(ports.proxy),
      COMANDA_UPSTREAM_SERVERS: ports.instances
        .map((port) => `server 127.0.0.1:${port};`)
        .join(' '),
    }),
  );
  const errorLog = join(dir, 'error.log');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      `  include ${join(dir, 'comanda.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => readFileSync(errorLog, 'utf8');
  const nginx = {
    errorLog: () => {
      try {
        return readLog();
      } catch {
        return '';
      }
    },
    stop: async () => {
      // Fast shutdown: open event streams would hold a graceful one (SIGQUIT) up.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const url = `http://localhost:${ports.proxy}/api/ready`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null || attempt === 100) {
      const why = `${stderr}${nginx.errorLog()}`;
      await nginx.stop();
      throw new Error(`nginx did not start: ${why}`);
    }
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The running instance whose log has the latest incoming request for an address under `path`. */
function latestServing(instances: ServerProcess[], path: string): ServerProcess | undefined {
  let latest: { instance: ServerProcess; time: number } | undefined;
  for (const instance of instances) {
    if (!instance.running()) continue;
    for (const line of instance.logLines()) {
      if (!servesPath(line, path)) continue;
      const time = Number(line.time);
      if (!latest || time >= latest.time) latest = { instance, time };
    }
  }
  return latest?.instance;
}

/** Whether `line` is an instance's debug line for an incoming request under `path`. */
export function servesPath(line: LogLine, path: string, since = 0): boolean {
  const request = line.req as { url?: string } | undefined;
  return (
    line.msg === 'incoming request' &&
    Number(line.time) >= since &&
    typeof request?.url === 'string' &&
    request.url.startsWith(path)
  );
}
