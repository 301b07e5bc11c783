/**
 * A CPU profile of the kiosk's order path on the built server (issue 38): `node --cpu-prof`
 * on apps/server/dist/main.js over PostgreSQL with 50 shops (the demo shop and 49 copies),
 * while kiosks place orders spread over them and, with `pay`, pay each by the demo provider
 * (create -> payment -> approval). Prints the statements the server sent per order
 * (pg_stat_statements when the database has it, else pg_stat_database's transactions), the
 * server's CPU per order from /proc, and the profile's self time by function and by package,
 * leaving out the start and the first seconds. The profile stays in the folder it prints, for
 * Chrome's DevTools or speedscope.
 *
 *   npm run build -w @comanda/server && npx tsx bench/profile-orders.ts [pay] [seconds]
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createDatabase, withClient } from './lib/database';
import { seedShopCopies, shopsWithLine } from './lib/fleet-seed';
import { startServer, type RunningServer } from './lib/server';

const pay = process.argv.includes('pay');
const seconds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 15);
const kiosks = 10;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function send(server: RunningServer, host: string, path: string, body?: object) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: body ? 'POST' : 'GET',
        agent: keepAlive,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'idempotency-key': `profile-${randomUUID()}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}
const { Agent } = await import('node:http');
const keepAlive = new Agent({ keepAlive: true, maxSockets: kiosks });

/** The process's user and system CPU time so far, in ms (USER_HZ 100). */
function cpuMsOf(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

type Shop = { host: string; body: object };

/** One kiosk's customer: an order, and with `pay` its demo payment approved. */
async function customer(server: RunningServer, shop: Shop): Promise<void> {
  const placed = await send(server, shop.host, '/api/public/orders', shop.body);
  if (placed.status !== 201)
    throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
  if (!pay) return;
  const { id, publicToken: token } = placed.body as { id: string; publicToken: string };
  const payment = await send(server, shop.host, `/api/public/orders/${id}/payments`, {
    token,
    method: 'card',
  });
  if (payment.status !== 200) throw new Error(`payment: ${payment.status}`);
  const approved = await send(
    server,
    shop.host,
    `/api/public/orders/${id}/payments/${payment.body.id as string}/demo-outcome`,
    { token, outcome: 'approved' },
  );
  if (approved.status !== 200) throw new Error(`approval: ${approved.status}`);
}

/** `kiosks` customers at a time for `ms`, each to a shop picked at random; how many served. */
async function load(server: RunningServer, shops: Shop[], ms: number): Promise<number> {
  const until = Date.now() + ms;
  let served = 0;
  await Promise.all(
    Array.from({ length: kiosks }, async () => {
      while (Date.now() < until) {
        await customer(server, shops[Math.floor(Math.random() * shops.length)]!);
        served += 1;
      }
    }),
  );
  return served;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * V8 samples on a wall clock: on a loaded machine a process preempted inside a socket write
 * shows that write for as long as it waits to run again. /proc says the server's time is
 * mostly user CPU, so these leaves are left out of the shares.
 */
const offCpu = new Set(['writev', 'writeBuffer', '(idle)']);

const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`;

function packageOf({ url, functionName }: ProfileNode['callFrame']) {
  if (url.includes('/dist/') && !url.includes('node_modules/')) return 'server (dist)';
  if (!url.includes('node_modules/')) return url || functionName;
  const where = url.replace(/^.*node_modules\//, '').split('/');
  return where.slice(0, where[0]!.startsWith('@') ? 2 : 1).join('/');
}

const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Self time by package and function, time with callees by function, between two µs times. */
function summarise(file: string, fromUs: number, toUs: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const [byPackage, byFunction, withCallees] = [new Map(), new Map(), new Map<string, number>()];
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index]!;
    const leaf = byId.get(id)!.callFrame;
    if (at < fromUs || at > toUs || offCpu.has(leaf.functionName)) return;
    total += 1;
    add(byPackage, packageOf(leaf));
    add(byFunction, frameName(leaf));
    const stack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      stack.add(frameName(byId.get(node)!.callFrame));
    }
    for (const name of stack) add(withCallees, name);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => `  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(`self time by package (${total} samples on CPU):\n${top(byPackage, 25)}`);
  console.log(`self time by function:\n${top(byFunction, 40)}`);
  console.log(`time with callees by function:\n${top(withCallees, 100)}`);
}

let loadStarted = 0;
let loadEnded = 0;
let stoppedMs = 0;
const database = await createDatabase();
const profileDir = mkdtempSync(join(tmpdir(), 'comanda-profile-'));
const server = await startServer({
  databaseUrl: database.url,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  env: { DEMO_PAYMENT_DELAY_MS: '0' },
});
try {
  await seedShopCopies(database.url, 49);
  await withClient(database.url, (client) =>
    client.query('analyze establishments, categories, products, extras, ingredients'),
  );
  const demo = `demo.localhost:${server.port}`;
  const menu = (await send(server, demo, '/api/public/menu')).body as {
    products: { id: string; extras: { id: string }[]; ingredients: { id: string }[] }[];
  };
  const product = menu.products.find((p) => p.extras.length > 0 && p.ingredients.length > 0)!;
  const line = {
    productId: product.id,
    extraId: product.extras[0]!.id,
    ingredientId: product.ingredients[0]!.id,
  };
  const shops = (await shopsWithLine(database.url, line)).map((shop) => ({
    host: `${shop.subdomain}.localhost:${server.port}`,
    body: {
      items: [
        {
          productId: shop.line.productId,
          quantity: 1,
          extraIds: [shop.line.extraId],
          removedIngredientIds: [shop.line.ingredientId],
        },
      ],
    },
  }));
  // Warm: every shop's menu cached and the path compiled (JIT) before measuring.
  await load(server, shops, 10_000);
  const statements = () =>
    withClient(database.url, async (client) => {
      const { rows } = await client.query<{ n: string }>(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0]!.n);
    });
  const transactionsBefore = await statements();
  const cpuBefore = cpuMsOf(server.process.pid!);
  loadStarted = performance.now();
  const served = await load(server, shops, seconds * 1000);
  loadEnded = performance.now();
  const cpuAfter = cpuMsOf(server.process.pid!);
  const [user, system] = [cpuAfter.user - cpuBefore.user, cpuAfter.system - cpuBefore.system];
  const transactions = (await statements()) - transactionsBefore;
  console.log(
    `${served} ${pay ? 'orders placed and paid' : 'orders placed'} in ${seconds} s: ` +
      `${((user + system) / served).toFixed(2)} ms of server CPU each ` +
      `(${(user / served).toFixed(2)} user, ${(system / served).toFixed(2)} system), ` +
      `${(transactions / served).toFixed(1)} database transactions each`,
  );
} finally {
  await server.stop();
  stoppedMs = performance.now();
  await database.drop();
}
const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
console.log(`profile: ${join(profileDir, file!)}`);
// The profile's clock is the server's own: counted back from its end (the server's stop), the
// measured load is what ran between `loadStarted` and `loadEnded` on this side.
const { endTime } = JSON.parse(readFileSync(join(profileDir, file!), 'utf8')) as {
  endTime: number;
};
summarise(
  join(profileDir, file!),
  endTime - (stoppedMs - loadStarted) * 1000,
  endTime - (stoppedMs - loadEnded) * 1000,
);
