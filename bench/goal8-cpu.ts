/**
 * Goal 8's per-request cost on the server's main thread (ADR 064): what the event loop spends
 * on one crafted-archive restore (dry run, signed-in demo admin), on a settings read and on the
 * kiosk menu, read from /proc/<pid>/task/<pid>/stat around N requests sent one at a time. On a
 * loaded machine this moves far less than a p99 does. `GOAL8_CPU_DATABASE_URL` runs it on
 * PostgreSQL (a database of its own), else PGlite; `GOAL8_CPU_N` requests per kind (default 40);
 * `GOAL8_CPU_PROF=<dir>` writes the server's --cpu-prof there (every
 * `GOAL8_CPU_PROF_INTERVAL` µs, default 1000); `GOAL8_CPU_ONLY=<part of a name>`
 * measures only those kinds.
 *
 *   nice npm run build && nice npx tsx bench/goal8-cpu.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deepManifest,
  manyEntries,
  zipBomb,
} from '../apps/server/src/modules/backup/test/crafted-archives';
import { createDatabase } from './lib/database';
import { startServer, type RunningServer } from './lib/server';
import { tamperedArchive } from './lib/tampered-archive';

const n = Number(process.env.GOAL8_CPU_N ?? 40);
const clockTicksPerSecond = 100;

/** One thread's CPU time so far (user + system), in ms. */
function threadCpuMs(pid: number, tid = pid): number {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/** A thread's nice value (19: where the checking thread puts itself). */
function threadNice(pid: number, tid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/**
 * The other threads' CPU so far (ms): those at the lowest priority (nice 19: the checking
 * thread) and the rest (V8's helpers, whose garbage collection serves every thread's heap,
 * libuv's pool), each at the process's priority.
 */
function otherThreadsCpuMs(pid: number): { idle: number; normal: number } {
  const sum = { idle: 0, normal: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`).map(Number)) {
    if (tid === pid) continue;
    try {
      sum[threadNice(pid, tid) === 19 ? 'idle' : 'normal'] += threadCpuMs(pid, tid);
    } catch {
      // The thread ended in between.
    }
  }
  return sum;
}

async function signIn(server: RunningServer): Promise<string> {
  const { email, password } = JSON.parse(
    readFileSync(join(server.dataDir, 'demo-admin.json'), 'utf8'),
  ) as { email: string; password: string };
  const origin = `http://127.0.0.1:${server.port}`;
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface Kind {
  name: string;
  send(): Promise<Response>;
}

async function kinds(server: RunningServer, cookie: string): Promise<Kind[]> {
  const origin = `http://127.0.0.1:${server.port}`;
  const restore = (bytes: Uint8Array) => () =>
    fetch(`${origin}/api/admin/backup/restore?mode=dry-run`, {
      method: 'POST',
      headers: { 'content-type': 'application/zip', origin, cookie },
      body: bytes,
    });
  const kioskHost = `demo.localhost:${server.port}`;
  return [
    {
      name: 'menu (kiosk)',
      send: () =>
        fetch(`${origin}/api/public/menu`, {
          headers: { host: kioskHost, origin: `http://${kioskHost}`, 'accept-encoding': 'br' },
        }),
    },
    {
      name: 'settings read',
      send: () => fetch(`${origin}/api/admin/settings`, { headers: { origin, cookie } }),
    },
    { name: 'zip bomb', send: restore(zipBomb(190)) },
    { name: '15,000 entries', send: restore(manyEntries(15_000)) },
    { name: 'deep manifest', send: restore(deepManifest(300_000)) },
    { name: 'signed, one file swapped', send: restore(await tamperedArchive(server, cookie, 100)) },
  ];
}

async function measure(server: RunningServer, kind: Kind) {
  const pid = server.process.pid!;
  for (let i = 0; i < 5; i++) await (await kind.send()).arrayBuffer();
  const before = threadCpuMs(pid);
  const othersBefore = otherThreadsCpuMs(pid);
  const statuses = new Set<number>();
  for (let i = 0; i < n; i++) {
    const res = await kind.send();
    await res.arrayBuffer();
    statuses.add(res.status);
  }
  const ms = (threadCpuMs(pid) - before) / n;
  const othersAfter = otherThreadsCpuMs(pid);
  const idle = (othersAfter.idle - othersBefore.idle) / n;
  const normal = (othersAfter.normal - othersBefore.normal) / n;
  console.log(
    `${kind.name}: ${ms.toFixed(2)} ms main thread per request, other threads ` +
      `${normal.toFixed(2)} ms at normal priority and ${idle.toFixed(2)} ms at the lowest ` +
      `(${[...statuses]})`,
  );
}

const databaseUrl = process.env.GOAL8_CPU_DATABASE_URL;
const database = databaseUrl ? await createDatabase() : undefined;
const prof = process.env.GOAL8_CPU_PROF;
const server = await startServer({
  databaseUrl: database?.url,
  env: { RESTORES_PER_MINUTE: '0' },
  nodeArgs: prof
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${prof}`,
        `--cpu-prof-interval=${process.env.GOAL8_CPU_PROF_INTERVAL ?? 1000}`,
      ]
    : [],
});
try {
  const cookie = await signIn(server);
  console.log(`${database ? 'PostgreSQL' : 'PGlite'}, ${n} each, one at a time`);
  const only = process.env.GOAL8_CPU_ONLY;
  for (const kind of (await kinds(server, cookie)).filter((k) => !only || k.name.includes(only))) {
    await measure(server, kind);
    // A gap the profile shows between two kinds.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
} finally {
  await server.stop();
  await database?.drop();
}
