import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupForeignShopMessage,
  backupNewerSchemaMessage,
  backupTamperedMessage,
  backupTargetNotEmptyMessage,
  backupUnsignedMessage,
  businessDateOf,
  type AuditEntry,
  type KioskPayment,
  type PlacedOrder,
  type RestorePlan,
  type StockItem,
} from '@comanda/shared';
import { establishments, fiscalSettings, orders, products } from '../../db/schema';
import { seedDemoData } from '../../seed/seed';
import { send, signUp } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { kioskCall, requestPayment } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { manifestSigner } from './archive';
import { restoreRunningMessage } from './restore-gate';

/*
 * The demo shop with orders (paid, pending), stock moved by sales and a purchase, a supplier
 * and an uploaded image, exported and restored as a new shop in the same database: what the
 * new shop's kiosk, reports and stock screens show must equal the original's, ids aside.
 */

const superEmail = 'plataforma@comanda.test';
let t: TestApp;
let demo: { id: string; host: string; cookie: string };
const today = businessDateOf(new Date());
const uploadsDir = () => join(t.config.DATA_DIR, 'uploads');

const admin = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });

/** Into the admin's own shop, or (`into`) as the super admin into that shop. */
function restore(cookie: string, archive: Uint8Array, mode: 'dry-run' | 'apply', into?: string) {
  return t.app.inject({
    method: 'POST',
    url: into
      ? `/api/superadmin/establishments/${into}/backup/restore?mode=${mode}`
      : `/api/admin/backup/restore?mode=${mode}`,
    payload: Buffer.from(archive),
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      cookie,
      'content-type': 'application/zip',
      // What a browser sends: a restore's answer still goes uncompressed (ADR 091).
      'accept-encoding': 'br, gzip',
    },
  });
}

async function exportOf(cookie: string): Promise<Uint8Array> {
  const res = await admin(cookie, 'GET', '/api/admin/backup/export');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.rawPayload;
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** What a screen shows, ids and uploaded image names aside (a new shop has new ones). */
const withoutIds = (value: unknown) => JSON.parse(JSON.stringify(value).replace(uuid, '<id>'));

/** The three screens the acceptance compares: kiosk menu, orders report, stock levels. */
async function screensOf(host: string, cookie: string) {
  const menu = await kioskCall(t.app, host, 'GET', '/api/public/menu');
  const report = await admin(cookie, 'GET', `/api/admin/reports?from=${today}&to=${today}`);
  const stock = await admin(cookie, 'GET', '/api/admin/stock/items');
  for (const res of [menu, report, stock]) expect(res.statusCode, res.body).toBe(200);
  return {
    menu: withoutIds(menu.json()),
    report: withoutIds(report.json()),
    stock: withoutIds(stock.json<StockItem[]>()),
  };
}

async function placeAndPay(productId: string, quantity: number, approve: boolean) {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: { items: [{ productId, quantity }] },
    headers: { host: demo.host, origin: `http://${demo.host}`, 'idempotency-key': randomUUID() },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<PlacedOrder>();
  const payment = (await requestPayment(t.app, demo, order, 'pix')).json<KioskPayment>();
  if (approve) {
    const res = await kioskCall(
      t.app,
      demo.host,
      'POST',
      `/api/public/orders/${order.id}/payments/${payment.id}/demo-outcome`,
      { token: order.publicToken, outcome: 'approved' },
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function countOrders(establishmentId: string) {
  return (await t.app.db.select().from(orders).where(eq(orders.establishmentId, establishmentId)))
    .length;
}

let superCookie: Promise<string> | undefined;
const asSuperAdmin = () =>
  (superCookie ??= signUp(t.app, { email: superEmail }).then(({ cookie }) => cookie));

/** The archive changed by `change`, and signed again as this platform would (unless told). */
function rezip(
  archive: Uint8Array,
  change: (files: Record<string, Uint8Array>) => void,
  { sign = true } = {},
) {
  const files = unzipSync(archive);
  change(files);
  if (sign) {
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    files['manifest.sig'] = strToU8(
      manifestSigner(t.app.secretBox).sign(manifest.establishment.id, files['manifest.json']!),
    );
  }
  return zipSync(files);
}

let shopImage: Buffer;
let shopImageLarge: Buffer;

beforeAll(async () => {
  shopImage = await sharp({
    create: { width: 4, height: 4, channels: 3, background: '#c00' },
  })
    .webp()
    .toBuffer();
  shopImageLarge = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#0c0' },
  })
    .webp()
    .toBuffer();
  t = await createTestApp({ SUPER_ADMIN_EMAIL: superEmail });
  expect(await seedDemoData(t.app.db, { uploads: t.app.storage.uploads })).toBe(true);
  const [shop] = await t.app.db.select().from(establishments);
  demo = { id: shop!.id, host: `${shop!.subdomain}.localhost:3000`, cookie: '' };
  demo.cookie = await signUpAdminOf(t.app, shop!.id);

  // An uploaded image on the first product (the seeded ones are the demo's shared files).
  const shopProducts = await t.app.db
    .select()
    .from(products)
    .where(eq(products.establishmentId, demo.id));
  // Two plain burgers (no choice to make), named: the query has no order of its own.
  const named = (name: string) => shopProducts.find((product) => product.name === name);
  const [burger, drink] = [named('Clássico da Casa'), named('Cheddar Bacon')];
  const image = `${randomUUID()}.webp`;
  mkdirSync(join(uploadsDir(), 'images'), { recursive: true });
  writeFileSync(join(uploadsDir(), 'images', image), shopImage);
  // Its larger size (decision 028): travels with it and follows its new name.
  writeFileSync(join(uploadsDir(), 'images', image.replace('.webp', '.lg.webp')), shopImageLarge);
  await t.app.db
    .update(products)
    .set({ imageUrl: `/uploads/images/${image}` })
    .where(eq(products.id, burger!.id));

  // Stock: an item bought from a supplier, taken by the burger's recipe when sold.
  const item = await admin(demo.cookie, 'POST', '/api/admin/stock/items', {
    name: 'Pão',
    unit: 'un',
    costCents: 0,
    minimumMilli: 0,
  });
  expect(item.statusCode, item.body).toBe(201);
  const bread = item.json<StockItem>();
  const supplier = await admin(demo.cookie, 'POST', '/api/admin/suppliers', {
    name: 'Padaria Central',
    taxId: '11.222.333/0001-81',
  });
  expect(supplier.statusCode, supplier.body).toBe(201);
  const purchase = await admin(
    demo.cookie,
    'POST',
    `/api/admin/suppliers/${supplier.json<{ id: string }>().id}/purchases`,
    {
      items: [{ stockItemId: bread.id, quantityMilli: 50_000, totalCents: 5000 }],
      firstDueDate: '2026-12-31',
      installments: 2,
    },
  );
  expect(purchase.statusCode, purchase.body).toBe(201);
  const recipe = await admin(demo.cookie, 'PUT', `/api/admin/stock/recipes/${burger!.id}`, {
    lines: [{ stockItemId: bread.id, quantityMilli: 1000 }],
    extras: [],
  });
  expect(recipe.statusCode, recipe.body).toBe(200);

  await placeAndPay(burger!.id, 2, true);
  await placeAndPay(drink!.id, 3, true);
  await placeAndPay(burger!.id, 1, false);
});

afterAll(async () => {
  await t?.close();
});

describe('round trip: the demo shop exported and restored as a new shop', () => {
  let archive: Uint8Array;
  let newShop: { id: string; host: string; cookie: string };

  beforeAll(async () => {
    archive = await exportOf(demo.cookie);
    const shop = await insertEstablishment(t.app.db, { name: 'Loja Nova' });
    newShop = {
      id: shop.id,
      host: `${shop.subdomain}.localhost:3000`,
      cookie: await signUpAdminOf(t.app, shop.id),
    };
  });

  it('writes a manifest with the schema version, row counts and a sha256 of every file', () => {
    const files = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest).toMatchObject({
      format: 'comanda-shop-backup',
      establishment: { id: demo.id, name: 'Burger Demo' },
    });
    expect(manifest.schemaVersion).toBeGreaterThan(0);
    expect(manifest.tables.orders.rows).toBe(3);
    expect(manifest.tables.products.rows).toBeGreaterThan(0);
    expect(manifest.tables.purchases.rows).toBe(1);
    const paths = Object.keys(files).filter(
      (path) => path !== 'manifest.json' && path !== 'manifest.sig',
    );
    expect(Object.keys(manifest.files).sort()).toEqual(paths.sort());
    expect(paths.some((path) => path.startsWith('uploads/images/'))).toBe(true);
    // Secrets and device credentials stay out.
    const establishment = JSON.parse(strFromU8(files['establishment.json']!));
    expect(establishment).not.toHaveProperty('mercadopago_access_token');
    expect(establishment).not.toHaveProperty('demo_payments');
    expect(files['data/order_devices.json']).toBeUndefined();
  });

  it('dry run: says what each table gains and changes nothing', async () => {
    const res = await restore(await asSuperAdmin(), archive, 'dry-run', newShop.id);
    expect(res.statusCode, res.body).toBe(200);
    // Outside the compression hooks (bench goal 8: event-loop time while a check runs).
    expect(res.headers['content-encoding']).toBeUndefined();
    const plan = res.json<RestorePlan>();
    expect(plan).toMatchObject({ applied: false, sameShop: false, images: 1 });
    expect(plan.tables.find((row) => row.table === 'orders')).toEqual({
      table: 'orders',
      removed: 0,
      added: 3,
    });
    // Into another shop the name stays the target's: the super admin would see two 'Burger Demo'.
    expect(plan.settingsChanged).not.toContain('name');
    expect(await countOrders(newShop.id)).toBe(0);
  });

  it('checks one restore at a time per shop: a second one meanwhile is 409 (issue 31, item 5)', async () => {
    const cookie = await asSuperAdmin();
    const answers = await Promise.all([
      restore(cookie, archive, 'dry-run', newShop.id),
      restore(cookie, archive, 'dry-run', newShop.id),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().detail).toBe(
      restoreRunningMessage,
    );
  });

  it("restores: the new shop's kiosk menu, orders report and stock equal the demo's", async () => {
    const res = await restore(await asSuperAdmin(), archive, 'apply', newShop.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RestorePlan>().applied).toBe(true);
    // The menu version moved: every server's cached menu of the shop is dropped.
    const [restored] = await t.app.db
      .select()
      .from(establishments)
      .where(eq(establishments.id, newShop.id));
    expect(restored!.menuVersion).toBeGreaterThan(0);
    expect(restored).toMatchObject({ name: 'Loja Nova', subdomain: newShop.host.split('.')[0] });

    const original = await screensOf(demo.host, demo.cookie);
    const copy = await screensOf(newShop.host, newShop.cookie);
    expect(copy.menu).toEqual(original.menu);
    expect(copy.report).toEqual(original.report);
    expect(copy.stock).toEqual(original.stock);
    expect(original.report.totals.paidOrders).toBe(2);
    expect(original.report.byProduct).toHaveLength(2);
    expect(original.stock[0]).toMatchObject({ name: 'Pão', levelMilli: 48_000 });
    // The demo's own rows are untouched.
    expect(await countOrders(demo.id)).toBe(3);
    expect(await countOrders(newShop.id)).toBe(3);
  });

  it("copies uploaded images under new names: one shop's deletion cannot break the other", async () => {
    const [product] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.establishmentId, newShop.id))
      .orderBy(products.imageUrl);
    const urls = (
      await t.app.db.select().from(products).where(eq(products.establishmentId, newShop.id))
    )
      .map((row) => row.imageUrl)
      .filter((url) => url?.startsWith('/uploads/images/'));
    expect(product).toBeDefined();
    expect(urls).toHaveLength(1);
    const demoUrls = (
      await t.app.db.select().from(products).where(eq(products.establishmentId, demo.id))
    ).map((row) => row.imageUrl);
    expect(demoUrls).not.toContain(urls[0]);
    expect(readFileSync(join(uploadsDir(), urls[0]!.slice('/uploads/'.length)))).toEqual(shopImage);
    const large = urls[0]!.slice('/uploads/'.length).replace('.webp', '.lg.webp');
    expect(readFileSync(join(uploadsDir(), large))).toEqual(shopImageLarge);
  });

  it('refuses to restore into another shop that already has data', async () => {
    const res = await restore(
      await asSuperAdmin(),
      await exportOf(demo.cookie),
      'dry-run',
      newShop.id,
    );
    // newShop is not the archive's shop and now has data.
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(backupTargetNotEmptyMessage);
  });
});

describe('refused archives change nothing', () => {
  let archive: Uint8Array;
  beforeAll(async () => {
    archive = await exportOf(demo.cookie);
  });

  it('a tampered file (checksum) is refused', async () => {
    const tampered = rezip(archive, (files) => {
      const rows = JSON.parse(strFromU8(files['data/orders.json']!));
      rows[0].total_cents = 1;
      files['data/orders.json'] = strToU8(JSON.stringify(rows));
    });
    for (const mode of ['dry-run', 'apply'] as const) {
      const res = await restore(demo.cookie, tampered, mode);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(backupTamperedMessage);
    }
    expect(await countOrders(demo.id)).toBe(3);
  });

  it('an archive from a newer schema is refused', async () => {
    const newer = rezip(archive, (files) => {
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      manifest.schemaVersion += 1;
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    const res = await restore(demo.cookie, newer, 'apply');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(backupNewerSchemaMessage);
    expect(await countOrders(demo.id)).toBe(3);
  });

  it('an image that is no WEBP is refused, checksums and all', async () => {
    const disguised = rezip(archive, (files) => {
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      const path = Object.keys(files).find((name) => name.startsWith('uploads/images/'))!;
      files[path] = strToU8('<script>alert(1)</script>');
      manifest.files[path] = { sha256: sha256(files[path]!), bytes: files[path]!.length };
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    const res = await restore(demo.cookie, disguised, 'apply');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(backupTamperedMessage);
  });

  it('a restore that fails half way (a duplicate caught by the database) changes nothing', async () => {
    // Two of the archive's orders with one tracking token: unique in the shop.
    const clashing = rezip(archive, (files) => {
      const rows = JSON.parse(strFromU8(files['data/orders.json']!));
      rows.at(-1).public_token = rows.at(0).public_token;
      files['data/orders.json'] = strToU8(JSON.stringify(rows));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      manifest.files['data/orders.json'] = {
        sha256: sha256(files['data/orders.json']!),
        bytes: files['data/orders.json']!.length,
      };
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    const before = await screensOf(demo.host, demo.cookie);
    // The dry run cannot see it; applying deletes every table, inserts the menu, then fails.
    expect((await restore(demo.cookie, clashing, 'dry-run')).statusCode).toBe(200);
    const res = await restore(demo.cookie, clashing, 'apply');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('Nada foi alterado');
    expect(await screensOf(demo.host, demo.cookie)).toEqual(before);
    expect(await countOrders(demo.id)).toBe(3);
  });

  it('a file that is no zip is refused', async () => {
    const res = await restore(demo.cookie, strToU8('not a zip'), 'apply');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('não é um backup do Comanda');
  });

  it("an archive pointing at another shop's rows is refused", async () => {
    const other = await insertEstablishment(t.app.db);
    const cookie = await signUpAdminOf(t.app, other.id);
    const crafted = rezip(await exportOf(cookie), (files) => {
      // Rewritten consistently, checksums included: only the reference gives it away.
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      const demoFiles = unzipSync(archive);
      const items = JSON.parse(strFromU8(demoFiles['data/order_items.json']!));
      const orderRows = JSON.parse(strFromU8(demoFiles['data/orders.json']!));
      files['data/orders.json'] = strToU8(JSON.stringify(orderRows));
      files['data/order_items.json'] = strToU8(JSON.stringify(items));
      for (const path of ['data/orders.json', 'data/order_items.json']) {
        manifest.files[path] = { sha256: sha256(files[path]!), bytes: files[path]!.length };
      }
      manifest.tables.orders.rows = orderRows.length;
      manifest.tables.order_items.rows = items.length;
      files['manifest.json'] = strToU8(JSON.stringify(manifest));
    });
    // order_items point at the demo's products, which this archive does not carry.
    const res = await restore(cookie, crafted, 'apply');
    expect(res.statusCode).toBe(400);
    expect(await countOrders(other.id)).toBe(0);
  });
});

describe('restore into the same shop', () => {
  it('puts back what the archive holds, removing what came after', async () => {
    const archive = await exportOf(demo.cookie);
    const before = await screensOf(demo.host, demo.cookie);
    const [burger] = await t.app.db
      .select()
      .from(products)
      .where(and(eq(products.establishmentId, demo.id), eq(products.name, 'Clássico da Casa')));
    await placeAndPay(burger!.id, 1, true);
    expect(await countOrders(demo.id)).toBe(4);

    const plan = (await restore(demo.cookie, archive, 'dry-run')).json<RestorePlan>();
    expect(plan.sameShop).toBe(true);
    expect(plan.tables.find((row) => row.table === 'orders')).toMatchObject({
      removed: 4,
      added: 3,
    });
    const res = await restore(demo.cookie, archive, 'apply');
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOrders(demo.id)).toBe(3);
    expect(await screensOf(demo.host, demo.cookie)).toEqual(before);

    // Issue 32: the restore (not its dry run) is in the audit log, which it did not erase.
    const log = (await admin(demo.cookie, 'GET', '/api/admin/audit?kind=backup.restore')).json<
      AuditEntry[]
    >();
    const total = (count: (row: RestorePlan['tables'][number]) => number) =>
      plan.tables.reduce((sum, row) => sum + count(row), 0);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'backup.restore',
      subject: `Backup de ${plan.source.name} (${plan.source.createdAt})`,
    });
    expect(log[0]!.actor).not.toBeNull();
    expect(JSON.parse(log[0]!.before!)).toEqual({ registros: total((row) => row.removed) });
    expect(JSON.parse(log[0]!.after!)).toMatchObject({ registros: total((row) => row.added) });
  });
});

describe('the super admin', () => {
  it('exports any shop and restores it into a new shop that has no admin yet', async () => {
    const cookie = await asSuperAdmin();
    const exported = await send(
      t.app,
      'GET',
      `/api/superadmin/establishments/${demo.id}/backup/export`,
      {
        cookie,
      },
    );
    expect(exported.statusCode).toBe(200);
    const shop = await insertEstablishment(t.app.db, { name: 'Filial' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/establishments/${shop.id}/backup/restore?mode=apply`,
      payload: exported.rawPayload,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie,
        'content-type': 'application/zip',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOrders(shop.id)).toBe(await countOrders(demo.id));
    // A shop admin cannot reach another shop through these routes.
    const denied = await send(
      t.app,
      'GET',
      `/api/superadmin/establishments/${demo.id}/backup/export`,
      {
        cookie: demo.cookie,
      },
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe("a restore never carries another shop's identity (issue 31, 2)", () => {
  const sealedOf = async (establishmentId: string) => {
    const [row] = await t.app.db
      .select({
        cscId: fiscalSettings.cscId,
        csc: fiscalSettings.cscSealed,
        certificate: fiscalSettings.certificateSealed,
        password: fiscalSettings.certificatePasswordSealed,
        cnpj: fiscalSettings.certificateCnpj,
      })
      .from(fiscalSettings)
      .where(eq(fiscalSettings.establishmentId, establishmentId));
    return row ?? null;
  };
  const fiscalOf = (establishmentId: string, who: string) => ({
    establishmentId,
    enabled: true,
    cnpj: who === 'A' ? '11222333000181' : '44555666000172',
    cscId: `csc-id-${who}`,
    cscSealed: `csc-${who}`,
    certificateSealed: `certificado-${who}`,
    certificatePasswordSealed: `senha-${who}`,
    certificateCnpj: who === 'A' ? '11222333000181' : '44555666000172',
  });
  let shopA: { id: string; cookie: string };
  let shopB: { id: string; cookie: string };
  let archiveA: Uint8Array;
  let archiveB: Uint8Array;
  let sealedB: Awaited<ReturnType<typeof sealedOf>>;

  beforeAll(async () => {
    for (const [name, who] of [
      ['Loja A', 'A'],
      ['Loja B', 'B'],
    ] as const) {
      const shop = await insertEstablishment(t.app.db, { name });
      await t.app.db.insert(fiscalSettings).values(fiscalOf(shop.id, who));
      const entry = { id: shop.id, cookie: await signUpAdminOf(t.app, shop.id) };
      if (who === 'A') shopA = entry;
      else shopB = entry;
    }
    archiveA = await exportOf(shopA.cookie);
    archiveB = await exportOf(shopB.cookie);
    sealedB = await sealedOf(shopB.id);
    expect(sealedB?.certificate).toBe('certificado-B');
  });

  it('an archive carries no sealed secret', () => {
    const text = strFromU8(unzipSync(archiveA)['data/fiscal_settings.json']!);
    expect(text).toContain('11222333000181');
    for (const secret of ['csc-A', 'certificado-A', 'senha-A', 'csc-id-A']) {
      expect(text).not.toContain(secret);
    }
  });

  /** B's own archive with A's whole fiscal row, sealed columns as a copy of A's database holds. */
  const withFiscalRowOfA = (files: Record<string, Uint8Array>) => {
    const rows = JSON.parse(strFromU8(files['data/fiscal_settings.json']!));
    rows[0] = {
      ...rows[0],
      cnpj: '11222333000181',
      csc_id: 'csc-id-A',
      csc_sealed: 'csc-A',
      certificate_sealed: 'certificado-A',
      certificate_password_sealed: 'senha-A',
      certificate_cnpj: '11222333000181',
    };
    files['data/fiscal_settings.json'] = strToU8(JSON.stringify(rows));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    manifest.files['data/fiscal_settings.json'] = {
      sha256: sha256(files['data/fiscal_settings.json']!),
      bytes: files['data/fiscal_settings.json']!.length,
    };
    files['manifest.json'] = strToU8(JSON.stringify(manifest));
  };

  it('a tampered archive (checksums rewritten, no signature of ours) is refused', async () => {
    const tampered = rezip(archiveB, withFiscalRowOfA, { sign: false });
    for (const mode of ['dry-run', 'apply'] as const) {
      const res = await restore(shopB.cookie, tampered, mode);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(backupUnsignedMessage);
    }
    expect(await sealedOf(shopB.id)).toEqual(sealedB);
  });

  it("a shop admin cannot restore another shop's archive", async () => {
    const res = await restore(shopB.cookie, archiveA, 'apply');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(backupForeignShopMessage);
    expect(await sealedOf(shopB.id)).toEqual(sealedB);
  });

  it("a foreign fiscal row, even in a signed archive, leaves the shop's certificate and CSC", async () => {
    const signed = rezip(archiveB, withFiscalRowOfA);
    const res = await restore(shopB.cookie, signed, 'apply');
    expect(res.statusCode, res.body).toBe(200);
    expect(await sealedOf(shopB.id)).toEqual(sealedB);
  });

  it('the super admin restores a signed archive into an empty shop, without its secrets', async () => {
    const empty = await insertEstablishment(t.app.db, { name: 'Loja Vazia' });
    const res = await restore(await asSuperAdmin(), archiveA, 'apply', empty.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sealedOf(empty.id)).toMatchObject({
      csc: null,
      certificate: null,
      password: null,
    });
    const unsigned = rezip(archiveA, (files) => delete files['manifest.sig'], { sign: false });
    const other = await insertEstablishment(t.app.db, { name: 'Outra Vazia' });
    const refused = await restore(await asSuperAdmin(), unsigned, 'apply', other.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(backupUnsignedMessage);
  });
});

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
