/**
 * The order status page's live stage (issue 35: "the status page changes within 1 s of a KDS
 * bump ... measured in `npm run bench`"; decision 072): a paired kitchen display bumps a paid
 * kiosk order (received → em preparo → pronto) and the time is taken from sending the bump to
 * the status page's stream (`/api/public/orders/:id/status/events`) delivering `order.status`
 * with the new stage. The anchor, measured on the same bumps, is the kitchen display's own
 * stream (`/api/device/events`) delivering the bump's `order.stage`: the same server, NOTIFY
 * and SSE path without the status page's own work (its read of the order and its estimate).
 * Printed: the medians and 95th percentiles of both, the ratio of the medians, and the 1 s goal;
 * on PGlite and, when BENCH_DATABASE_URL's server answers, on PostgreSQL (LISTEN/NOTIFY).
 *
 *   npm run build && npx tsx bench/status-page.ts        # or: npm run status-page -w @comanda/bench
 *   BENCH_STATUS_ORDERS=40 npx tsx bench/status-page.ts  # orders bumped twice each (default 20)
 */
import { request, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { demoAdminCookie, paidKioskOrder, waitForDemoHistory } from './lib/demo-dashboard';
import { createDatabase } from './lib/database';
import { call, json } from './lib/http';
import { startServer, type RunningServer } from './lib/server';

const ordersPerRun = Number(process.env.BENCH_STATUS_ORDERS ?? 20);
const kiosk = 'demo.localhost';

interface SseEvent {
  type: string;
  data: unknown;
}

/** An open Server-Sent Events stream: each event handed to `onEvent` as it is parsed. */
interface Stream {
  close(): void;
}

function openStream(
  server: RunningServer,
  host: string,
  path: string,
  onEvent: (event: SseEvent) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        headers: { host: `${host}:${server.port}`, accept: 'text/event-stream' },
      },
      (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${path}: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length === 0) continue;
            onEvent({ type, data: JSON.parse(data.join('\n')) as unknown });
          }
        });
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

/** Resolves once `test` holds for an event seen from now on (or rejects after 10 s). */
function waiter() {
  const pending: { test: (event: SseEvent) => boolean; resolve: (at: number) => void }[] = [];
  return {
    feed(event: SseEvent) {
      const at = performance.now();
      for (const entry of [...pending]) {
        if (entry.test(event)) {
          pending.splice(pending.indexOf(entry), 1);
          entry.resolve(at);
        }
      }
    },
    next(test: (event: SseEvent) => boolean): Promise<number> {
      return new Promise((resolve, reject) => {
        const entry = { test, resolve };
        pending.push(entry);
        setTimeout(() => {
          if (pending.includes(entry)) reject(new Error('no event within 10 s'));
        }, 10_000);
      });
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function measure(server: RunningServer): Promise<{ page: number[]; kds: number[] }> {
  const cookie = await demoAdminCookie(server);
  // The demo's past days are written after the server answers: not beside the measurement.
  if (!(await waitForDemoHistory(server, cookie))) console.log('(demo history not seeded)');
  const device = await json<{ token: string }>(
    call(server, 'localhost', '/api/admin/order-devices', {
      cookie,
      body: { name: 'Bench chapa', kind: 'kitchen' },
    }),
    'kitchen display',
  );
  const menu = await json<{
    products: { id: string; choiceGroups: { minChoices: number }[] }[];
  }>(call(server, kiosk, '/api/public/menu'), 'menu');
  const product = menu.products.find((candidate) =>
    candidate.choiceGroups.every((group) => group.minChoices === 0),
  )!;
  const kds = waiter();
  const kdsStream = await openStream(
    server,
    kiosk,
    `/api/device/events?token=${encodeURIComponent(device.token)}`,
    (event) => kds.feed(event),
  );
  const figures = { page: [] as number[], kds: [] as number[] };
  try {
    // One unrecorded order first: the server's first reads and JIT are not the figure.
    for (let round = -1; round < ordersPerRun; round++) {
      const order = await paidKioskOrder(server, [{ productId: product.id, quantity: 1 }]);
      const page = waiter();
      const opened = page.next((event) => event.type === 'order.status');
      const pageStream = await openStream(
        server,
        kiosk,
        `/api/public/orders/${order.id}/status/events?token=${encodeURIComponent(order.publicToken)}`,
        (event) => page.feed(event),
      );
      try {
        await opened;
        for (const stage of ['preparing', 'ready']) {
          const ofThis = (event: SseEvent) =>
            (event.data as { orderId?: string; stage?: string; id?: string }).stage === stage &&
            ((event.data as { orderId?: string }).orderId === order.id ||
              (event.data as { id?: string }).id === order.id);
          const onPage = page.next((event) => event.type === 'order.status' && ofThis(event));
          const onKds = kds.next((event) => event.type === 'order.stage' && ofThis(event));
          const sent = performance.now();
          await json(
            call(server, kiosk, '/api/device/bump', {
              headers: { authorization: `Bearer ${device.token}` },
              body: { orderId: order.id },
            }),
            'bump',
          );
          const [pageAt, kdsAt] = await Promise.all([onPage, onKds]);
          if (round >= 0) {
            figures.page.push(pageAt - sent);
            figures.kds.push(kdsAt - sent);
          }
        }
      } finally {
        pageStream.close();
      }
    }
  } finally {
    kdsStream.close();
  }
  return figures;
}

function print(label: string, figures: { page: number[]; kds: number[] }) {
  const pageMedian = percentile(figures.page, 50);
  const kdsMedian = percentile(figures.kds, 50);
  console.log(
    `Status page after a KDS bump (${label}, ${figures.page.length} bumps): median ` +
      `${pageMedian.toFixed(1)} ms, p95 ${percentile(figures.page, 95).toFixed(1)} ms, max ` +
      `${Math.max(...figures.page).toFixed(1)} ms (goal < 1000 ms) | anchor, the kitchen ` +
      `display's stream: median ${kdsMedian.toFixed(1)} ms, p95 ` +
      `${percentile(figures.kds, 95).toFixed(1)} ms | ratio of medians ` +
      `${(pageMedian / kdsMedian).toFixed(2)}x`,
  );
}

export async function runStatusPage(): Promise<void> {
  console.log(
    `Load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
  const pglite = await startServer();
  try {
    print('PGlite', await measure(pglite));
  } finally {
    await pglite.stop();
  }
  const database = await createDatabase().catch((error: unknown) => {
    console.log(`(PostgreSQL figure skipped: ${(error as Error).message})`);
    return null;
  });
  if (database) {
    const server = await startServer({ databaseUrl: database.url });
    try {
      print('PostgreSQL', await measure(server));
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  console.log(
    `Load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runStatusPage();
