import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskPayment, PlacedOrder } from '@comanda/shared';
import type { DatabaseHandle } from '../../db/client';
import { categories, orderDevices, products } from '../../db/schema';
import { insertEstablishment } from '../../test/factories';
import { openEventStream } from '../../test/server-sent-events';
import { createTestDatabase } from '../../test/test-app';

/*
 * Two real server processes on one PostgreSQL database: an event raised by process A must
 * reach a kiosk streaming from process B (LISTEN/NOTIFY). PostgreSQL only: PGlite is embedded
 * in one process.
 *
 * The processes run the server bundled as `npm run build` bundles it (build.mjs), into a folder
 * of this file's own: through tsx each process compiled every source file again, most of this
 * file's time (decision 043).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Bundles the server into a fresh folder under node_modules (its packages resolve from there). */
function bundleServer(): string {
  const outDir = join(serverRoot, 'node_modules', '.cache', `two-instances-${randomUUID()}`);
  execFileSync(process.execPath, ['build.mjs', outDir], { cwd: serverRoot, stdio: 'pipe' });
  return outDir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      server.close(() => resolve(address.port));
    });
  });
}

function call<T>(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; json: T }>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(path === '/api/public/orders' ? { 'idempotency-key': `k-${randomUUID()}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as T }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitUntilReady(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    const ready = await call(port, 'localhost', 'GET', '/api/health').catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${log()}`);
}

describe.skipIf(!onPostgres)('realtime across two server processes (PostgreSQL only)', () => {
  let database: DatabaseHandle & { url?: string };
  let databaseUrl: string;
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  let bundleDir: string | undefined;
  let portA: number;
  let portB: number;
  let host: string;
  let productId: string;
  let shopId: string;

  async function startServer(port: number) {
    const dataDir = mkdtempSync(join(tmpdir(), 'comanda-instance-'));
    dataDirs.push(dataDir);
    let output = '';
    const child = spawn(process.execPath, [join(bundleDir!, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        SECRETS_KEY: secret,
        AUTH_SECRET: secret,
        DEMO_PAYMENT_DELAY_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
    await waitUntilReady(port, child, () => output);
  }
  const secret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    bundleDir = bundleServer();
    database = await createTestDatabase();
    databaseUrl = database.url!;
    const shop = await insertEstablishment(database.db, {
      subdomain: `duas-${randomUUID().slice(0, 6)}`,
      demoPayments: true,
    });
    const [category] = await database.db
      .insert(categories)
      .values({ establishmentId: shop.id, name: 'Lanches' })
      .returning();
    const [product] = await database.db
      .insert(products)
      .values({ establishmentId: shop.id, categoryId: category!.id, name: 'X', priceCents: 1500 })
      .returning();
    productId = product!.id;
    shopId = shop.id;
    [portA, portB] = [await freePort(), await freePort()];
    host = `${shop.subdomain}.localhost:${portA}`;
    await Promise.all([startServer(portA), startServer(portB)]);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  /** A Lanche ordered through instance A, with its Pix payment started there. */
  async function orderWithPixOnA() {
    const placed = await call<PlacedOrder>(portA, host, 'POST', '/api/public/orders', {
      items: [{ productId, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    const order = placed.json;
    const payment = await call<KioskPayment>(
      portA,
      host,
      'POST',
      `/api/public/orders/${order.id}/payments`,
      { token: order.publicToken, method: 'pix' },
    );
    expect(payment.status).toBe(200);
    return { order, paymentId: payment.json.id };
  }

  /** The demo provider approves the payment, asked through instance A. */
  const approveOnA = (order: PlacedOrder, paymentId: string) =>
    call<KioskPayment>(
      portA,
      host,
      'POST',
      `/api/public/orders/${order.id}/payments/${paymentId}/demo-outcome`,
      { token: order.publicToken, outcome: 'approved' },
    );

  it('delivers a payment approved through A to a kiosk streaming from B', async () => {
    const hostB = host.replace(`:${portA}`, `:${portB}`);
    const { order, paymentId } = await orderWithPixOnA();

    const stream = await openEventStream(
      `http://127.0.0.1:${portB}/api/public/orders/${order.id}/events?token=${encodeURIComponent(order.publicToken)}`,
      { host: hostB },
    );
    expect(stream.status).toBe(200);
    expect((await stream.events.next()).event).toBe('order.updated');
    expect((await stream.events.next()).event).toBe('payment.updated');

    const approved = await approveOnA(order, paymentId);
    expect(approved.json.status).toBe('approved');
    // A generous limit for a loaded machine: the latency itself is a bench figure (bench/server.ts).
    const events = [await stream.events.next(10_000), await stream.events.next(10_000)];
    expect(events).toEqual([
      expect.objectContaining({
        event: 'payment.updated',
        data: expect.objectContaining({ status: 'approved' }),
      }),
      expect.objectContaining({
        event: 'order.updated',
        data: expect.objectContaining({ paymentStatus: 'paid' }),
      }),
    ]);
    stream.close();
  }, 30_000);

  it('a bump on a kitchen display on A reaches a status board streaming from B', async () => {
    const hostB = host.replace(`:${portA}`, `:${portB}`);
    const device = async (kind: 'kitchen' | 'board') => {
      const token = `cdv_${randomBytes(16).toString('hex')}`;
      await database.db.insert(orderDevices).values({
        establishmentId: shopId,
        name: kind,
        kind,
        tokenHash: createHash('sha256').update(token).digest('hex'),
      });
      return token;
    };
    const [kitchen, board] = [await device('kitchen'), await device('board')];
    const { order, paymentId } = await orderWithPixOnA();
    await approveOnA(order, paymentId);

    const stream = await openEventStream(
      `http://127.0.0.1:${portB}/api/device/events?token=${encodeURIComponent(board)}`,
      { host: hostB },
    );
    expect(stream.status).toBe(200);
    const bump = await call<{ stage: string }>(
      portA,
      host,
      'POST',
      '/api/device/bump',
      { orderId: order.id },
      { authorization: `Bearer ${kitchen}` },
    );
    expect(bump.json).toEqual({ stage: 'preparing' });
    const heard = await stream.events.next(10_000);
    expect(heard).toEqual({
      event: 'order.stage',
      data: expect.objectContaining({
        orderId: order.id,
        stage: 'preparing',
        previous: 'received',
      }),
    });
    stream.close();
  }, 30_000);
});
