/**
 * The owner's numbers at scale (issue 17, decision 022): the demo shop with 100,000 paid orders
 * over the last year (with their items, payments, receivables, a stock ledger and payables),
 * on PostgreSQL, and the response times of the back office's money screens:
 *
 *   - GET /api/admin/dashboard (today, live);
 *   - GET /api/admin/reports for the last 30 days and for the whole year;
 *   - GET /api/admin/reports/xlsx/product for the year;
 *   - GET /api/admin/finance/overview (cash flow by day and result) for the last 30 days;
 *   - GET /api/admin/finance/receivables and /payables of the month.
 *
 * Each is printed as its median of 15 calls (after 3 warm-ups) against the 300 ms goal, and as a
 * ratio to GET /api/ready measured in turns on the same server (a busy machine slows both).
 *
 * Needs the production build (`npm run build`) and a PostgreSQL server at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), on which it creates and drops a database.
 * Run alone: `npm run reports -w @comanda/bench`. BENCH_ORDERS changes the 100,000.
 */
import { call } from './lib/http';
import { createDatabase, withClient } from './lib/database';
import { startServer, type RunningServer } from './lib/server';

const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const goalMs = 300;
const calls = 15;

/**
 * The demo shop's year: `orderCount` paid orders spread over 365 business days (8h-21h), one to
 * three lines each, a payment each (Pix or card; one in 20 a counter sale split between cash
 * and card, two payments), the receivable finance would have made, a
 * stock 'sale' movement, and 40 payables a month. Plain SQL: seeding through the API would
 * take longer than the measurement.
 */
async function seed(url: string) {
  await withClient(url, async (client) => {
    await client.query(`
      do $$
      declare
        demo uuid := (select id from establishments where subdomain = 'demo');
        item uuid;
      begin
        create temporary table menu as
          select id, name, price_cents, (row_number() over (order by name)) - 1 as k
          from products where establishment_id = demo;
        insert into stock_items (establishment_id, name, unit, cost_cents, minimum_milli, level_milli)
          values (demo, 'Pão', 'un', 80, 50000, 20000) returning id into item;

        insert into orders (establishment_id, order_number, business_date, total_cents,
            payment_status, origin, public_token, created_at, paid_at, paid_method, stage)
          select demo, i / 365 + 1, day, 0, 'paid', case when i % 10 = 0 then 'pdv' else 'totem' end::order_origin,
            'bench-' || i, placed, placed + interval '1 minute',
            case when i % 20 = 0 then 'split' when i % 3 = 0 then 'card' else 'pix' end,
            'delivered'
          from generate_series(0, ${orderCount - 1}) i,
            lateral (select (now() at time zone 'America/Sao_Paulo')::date - (i % 365) as day) d,
            lateral (select ((day + time '08:00' + ((i * 7) % 780) * interval '1 minute')
              at time zone 'America/Sao_Paulo') as placed) p;

        insert into order_items (establishment_id, order_id, product_id, product_name, quantity,
            unit_price_cents)
          select demo, o.id, m.id, m.name, 1 + (o.order_number + line) % 2, m.price_cents
          from orders o
          cross join generate_series(0, 2) line
          join menu m on m.k = (o.order_number * 3 + line) % (select count(*) from menu)
          where o.establishment_id = demo and line <= o.order_number % 3;

        update orders o set total_cents = s.total
          from (select order_id, sum(quantity * unit_price_cents) total from order_items
                group by order_id) s
          where s.order_id = o.id;

        insert into payment_attempts (establishment_id, order_id, method, provider, status,
            amount_cents, provider_idempotency_key, expires_at, settled_at, created_at)
          select demo, id, paid_method::payment_method, 'demo', 'approved', total_cents,
            'bench-' || id, paid_at, paid_at, created_at
          from orders where establishment_id = demo and paid_method <> 'split';
        -- Counter sales split half in cash, the rest by card (ADR 021).
        insert into payment_attempts (establishment_id, order_id, method, provider, status,
            amount_cents, provider_idempotency_key, expires_at, settled_at, created_at)
          select demo, id, part.method::payment_method, 'counter', 'approved', part.cents,
            'bench-' || part.method || '-' || id, paid_at, paid_at, created_at
          from orders,
            lateral (values ('cash', total_cents / 2), ('card', total_cents - total_cents / 2))
              part(method, cents)
          where establishment_id = demo and paid_method = 'split';

        insert into receivables (establishment_id, order_id, payment_id, method, sale_date,
            due_date, gross_cents, fee_cents, net_cents, status, received_on)
          select demo, a.order_id, a.id, a.method::text, o.business_date,
            o.business_date + case when a.method = 'card' then 30 else 0 end,
            a.amount_cents, fee, a.amount_cents - fee,
            case when a.method = 'card' and o.business_date + 30 > current_date
              then 'open' else 'received' end::receivable_status,
            case when a.method = 'card' and o.business_date + 30 > current_date then null
              else o.business_date + case when a.method = 'card' then 30 else 0 end end
          from payment_attempts a join orders o on o.id = a.order_id,
            lateral (select case when a.method = 'card'
              then round(a.amount_cents * 0.035)::int else 0 end as fee) f
          where a.establishment_id = demo;

        insert into stock_movements (establishment_id, stock_item_id, kind, quantity_milli,
            level_after_milli, cost_cents, order_id, created_at)
          select demo, item, 'sale', -1000, 20000, 80, id, paid_at
          from orders where establishment_id = demo;

        insert into payables (establishment_id, description, category, due_date, amount_cents,
            group_id, status, paid_on)
          select demo, 'Conta ' || n, (array['rent','payroll','energy','water','other'])[1 + n % 5]::payable_category,
            current_date - (n % 395), 10000 + n, gen_random_uuid(),
            case when n % 4 = 0 then 'open' else 'paid' end::payable_status,
            case when n % 4 = 0 then null else current_date - (n % 395) end
          from generate_series(1, 520) n;
        drop table menu;
      end $$;
      analyze;
    `);
    const { rows } = await client.query<{ orders: string; items: string }>(
      'select (select count(*) from orders) orders, (select count(*) from order_items) items',
    );
    console.log(`  seeded: ${rows[0]!.orders} orders, ${rows[0]!.items} order lines`);
  });
}

/** A request to the main address (Host `localhost:<port>`, which fetch() cannot set). */
const callMain = (server: RunningServer, path: string, options?: Parameters<typeof call>[3]) =>
  call(server, 'localhost', path, options);

/** An admin of the demo shop, signed up through the API and linked as the super admin would. */
async function adminCookie(server: RunningServer, url: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const res = await callMain(server, '/api/auth/sign-up/email', {
    body: { name: 'Bench', email, password: 'senha-do-bench-1' },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.body}`);
  await withClient(url, (client) =>
    client.query(
      `update profiles set establishment_id = (select id from establishments where subdomain = 'demo')
       where email = $1`,
      [email],
    ),
  );
  return res.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed(server: RunningServer, path: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await callMain(server, path, { cookie });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 300)}`);
  return performance.now() - started;
}

const day = (offset: number) => {
  const date = new Date(Date.now() - 3 * 3_600_000 + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
};

async function main() {
  const database = await createDatabase();
  // The year below is the demo shop's whole history: the demo's own past days (seeded at start
  // by default) would share its days' order numbers.
  const server = await startServer({
    databaseUrl: database.url,
    env: { SEED_DEMO_HISTORY: 'false' },
  });
  try {
    await seed(database.url);
    const cookie = await adminCookie(server, database.url);
    const month = `from=${day(-29)}&to=${day(0)}`;
    const year = `from=${day(-364)}&to=${day(0)}`;
    const paths = [
      '/api/admin/dashboard',
      `/api/admin/reports?${month}`,
      `/api/admin/reports?${year}`,
      `/api/admin/reports/xlsx/product?${year}`,
      `/api/admin/finance/overview?${month}&by=day`,
      `/api/admin/finance/overview?${year}&by=month`,
      `/api/admin/finance/receivables?${month}`,
      `/api/admin/finance/payables?${month}`,
    ];
    const failures: string[] = [];
    for (const path of paths) {
      const subject: number[] = [];
      const anchor: number[] = [];
      for (let i = 0; i < 3; i++) await timed(server, path, cookie);
      for (let i = 0; i < calls; i++) {
        subject.push(await timed(server, path, cookie));
        anchor.push(await timed(server, '/api/ready', ''));
      }
      const ms = median(subject);
      const ratio = ms / median(anchor);
      const ok = ms < goalMs;
      if (!ok) failures.push(path);
      console.log(
        `${path}: ${ms.toFixed(0)} ms median of ${calls} (max ${Math.max(...subject).toFixed(0)} ms)` +
          ` = ${ratio.toFixed(1)}x GET /api/ready; goal < ${goalMs} ms ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN; its address is printed.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

await main();
