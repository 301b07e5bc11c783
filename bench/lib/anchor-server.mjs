// The anchors the server's figures are divided by: a bare Fastify server that does only the
// database work, in raw SQL, with no framework around it.
//   GET  /menu   one SELECT of the demo shop's active products
//   POST /orders the writes of one kiosk order (the body's product with one extra and one
//                removed ingredient), priced from targeted reads, in one transaction, for the
//                shop of the Host's subdomain (found in memory; the demo shop when none is)
// Usage: node anchor-server.mjs <port> postgres <url> | node anchor-server.mjs <port> pglite <dir>
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const [port, kind, target] = process.argv.slice(2);

async function openDatabase() {
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    return {
      query: (text, params) => pool.query(text, params).then((result) => result.rows),
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work((text, params) =>
            client.query(text, params).then((r) => r.rows),
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(`${target}/pglite`);
  return {
    query: (text, params) => client.query(text, params).then((result) => result.rows),
    transaction: (work) =>
      client.transaction((tx) =>
        work((text, params) => tx.query(text, params).then((r) => r.rows)),
      ),
  };
}

const db = await openDatabase();
const shops = new Map(
  (await db.query('select id, subdomain from establishments')).map((s) => [s.subdomain, s.id]),
);
const demoId = shops.get('demo');
/** The shop of the request's Host (`loja1.localhost:port`): a map read once at start. */
const shopOf = (request) => shops.get(request.headers.host?.split('.')[0]) ?? demoId;
const app = Fastify();

app.get('/menu', () =>
  db.query(
    `select id, category_id, name, description, price_cents, image_url, featured
       from products where establishment_id = $1 and active`,
    [demoId],
  ),
);

app.post('/orders', async (request, reply) => {
  const { productId, extraId, ingredientId } = request.body;
  const key = request.headers['idempotency-key'];
  const shopId = shopOf(request);
  const order = await db.transaction(async (query) => {
    await query('select pg_advisory_xact_lock(724310100, hashtext($1))', [`${shopId}:${key}`]);
    await query('select order_id from idempotency_keys where establishment_id = $1 and key = $2', [
      shopId,
      key,
    ]);
    const [product] = await query(
      'select name, price_cents from products where id = $1 and establishment_id = $2 and active',
      [productId, shopId],
    );
    const [extra] = await query(
      'select name, price_cents from extras where id = $1 and establishment_id = $2 and active',
      [extraId, shopId],
    );
    const [ingredient] = await query(
      'select name from ingredients where id = $1 and establishment_id = $2',
      [ingredientId, shopId],
    );
    const unitPrice = product.price_cents + extra.price_cents;
    const [counter] = await query(
      `insert into order_counters (establishment_id, business_date, last_number)
       values ($1, current_date, 1)
       on conflict (establishment_id, business_date)
       do update set last_number = order_counters.last_number + 1 returning last_number`,
      [shopId],
    );
    const [row] = await query(
      `insert into orders (establishment_id, order_number, business_date, total_cents,
         payment_status, origin, public_token)
       values ($1, $2, current_date, $3, 'pending', 'totem', $4) returning id, order_number`,
      [shopId, counter.last_number, unitPrice, randomBytes(32).toString('base64url')],
    );
    const itemId = randomUUID();
    await query(
      `insert into order_items (id, establishment_id, order_id, product_id, product_name,
         quantity, unit_price_cents) values ($1, $2, $3, $4, $5, 1, $6)`,
      [itemId, shopId, row.id, productId, product.name, unitPrice],
    );
    await query(
      `insert into order_item_extras (establishment_id, order_item_id, extra_id, name, price_cents)
       values ($1, $2, $3, $4, $5)`,
      [shopId, itemId, extraId, extra.name, extra.price_cents],
    );
    await query(
      `insert into order_item_removals (establishment_id, order_item_id, ingredient_id,
         ingredient_name) values ($1, $2, $3, $4)`,
      [shopId, itemId, ingredientId, ingredient.name],
    );
    await query(
      `insert into idempotency_keys (establishment_id, key, request_hash, order_id)
       values ($1, $2, $3, $4)`,
      [shopId, key, 'anchor', row.id],
    );
    return row;
  });
  return reply.code(201).send(order);
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
