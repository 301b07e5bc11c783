import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf, imageVariants, type ScheduledBackups } from '@comanda/shared';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { establishments } from './db/schema';
import { copyObjects, localObjectStorage } from './lib/object-storage';
import { manifestSigner } from './modules/backup/archive';
import { runScheduledBackups } from './modules/backup/scheduled-backups';
import { mainHost, mainOrigin, send } from './test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from './test/factories';
import { startTestS3, type TestS3 } from './test/s3-server';
import { createTestApp, type TestApp } from './test/test-app';
import { bluePng, uploadPng } from './test/uploads';

/*
 * Issue 37: with S3_BUCKET set, uploads, restores and daily backups live in the bucket, so two
 * instances on one database and one bucket serve the same files. Instance A is the usual test
 * app; instance B is a second app on the same database with its own, empty, data folder.
 */

let s3: TestS3;
let a: TestApp;
let b: FastifyInstance;
let bDatabase: DatabaseHandle | null = null;
let bDataDir: string;
let shopId: string;
let cookie: string;

const sharedSecrets = {
  AUTH_SECRET: 'fleet-test-auth-secret-0123456789abcdef',
  SECRETS_KEY: 'fleet-test-secrets-key-0123456789abcdef',
};

beforeAll(async () => {
  s3 = await startTestS3();
  a = await createTestApp({ ...s3.env, ...sharedSecrets });
  bDataDir = mkdtempSync(join(tmpdir(), 'comanda-instance-b-'));
  // The same settings (bucket, secrets), another data folder.
  const config: Config = { ...a.config, DATA_DIR: bDataDir };
  // Its own connections on PostgreSQL; on in-memory PGlite the one database there is.
  const url = (a.database as { url?: string }).url;
  bDatabase = url ? await openDatabase({ url, poolSize: 2 }) : null;
  b = await buildApp({ config, database: bDatabase ?? a.database, webDistDir: null });
  await b.ready();
  shopId = (await insertEstablishment(a.app.db)).id;
  cookie = await signUpAdminOf(a.app, shopId);
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
  await s3?.close();
  rmSync(bDataDir, { recursive: true, force: true });
});

const uploadThroughA = async () => uploadPng(a.app, cookie, await bluePng(1200, 900));

const getFrom = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: mainHost, ...headers } });

describe('uploads with S3_BUCKET set', () => {
  it('a picture uploaded through instance A is served by instance B, from the bucket', async () => {
    const url = await uploadThroughA();
    const name = url.replace('/uploads/images/', '');
    expect(await s3.keys('uploads/images/')).toEqual(
      [`uploads/images/${name}`, `uploads/images/${name.replace('.webp', '.lg.webp')}`].sort(),
    );
    // Neither instance's disk holds it.
    expect(existsSync(join(a.config.DATA_DIR, 'uploads', 'images'))).toBe(false);
    expect(existsSync(join(bDataDir, 'uploads', 'images'))).toBe(false);

    const served = await getFrom(b, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });

    // The browser's revalidation: 304 without the bytes, from either instance.
    const etag = String(served.headers.etag);
    const again = await getFrom(a.app, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await getFrom(b, url, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const large = await getFrom(b, imageVariants(url)!.large);
    expect(large.statusCode).toBe(200);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1200 });
  });

  it('answers 404 for a missing picture and never leaves the bucket prefix', async () => {
    const missing = await getFrom(b, '/uploads/images/00000000-0000-4000-8000-000000000000.webp');
    expect(missing.statusCode).toBe(404);
    const traversal = await getFrom(b, '/uploads/..%2Fbackups%2Fx.zip');
    expect(traversal.statusCode).toBe(404);
  });
});

describe('backups with S3_BUCKET set', () => {
  it('restores the pictures of an export into the bucket, served by the other instance', async () => {
    const url = await uploadThroughA();
    await a.app.db
      .update(establishments)
      .set({ logoUrl: url })
      .where(eq(establishments.id, shopId));
    const exported = await send(a.app, 'GET', '/api/admin/backup/export', { cookie });
    expect(exported.statusCode, exported.body).toBe(200);

    // The bucket loses the logo; the restore through B puts it back.
    const name = url.replace('/uploads/images/', '');
    await s3.remove(`uploads/images/${name}`);
    await s3.remove(`uploads/images/${name.replace('.webp', '.lg.webp')}`);
    expect((await getFrom(a.app, url)).statusCode).toBe(404);

    const restored = await b.inject({
      method: 'POST',
      url: '/api/admin/backup/restore?mode=apply',
      payload: exported.rawPayload,
      headers: { host: mainHost, origin: mainOrigin, cookie, 'content-type': 'application/zip' },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ images: number }>().images).toBe(1);
    expect(await s3.keys(`uploads/images/${name.slice(0, 36)}`)).toHaveLength(2);
    const served = await getFrom(a.app, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('writes the daily backup into the bucket, listed and downloaded through the other instance', async () => {
    const now = new Date();
    const deps = {
      db: a.app.db,
      uploads: a.app.storage.uploads,
      backups: a.app.storage.backups,
      keepDays: 2,
      signer: manifestSigner(a.app.secretBox),
    };
    const old = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
    await runScheduledBackups(deps, old);
    const result = await runScheduledBackups(deps, now);
    expect(result.written).toBeGreaterThanOrEqual(1);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    const today = `${businessDateOf(now)}.zip`;
    expect(await s3.keys(`backups/${shopId}/`)).toEqual([`backups/${shopId}/${today}`]);
    expect(existsSync(join(a.config.DATA_DIR, 'backups'))).toBe(false);

    const list = await send(b, 'GET', '/api/admin/backup/scheduled', { cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ScheduledBackups>().backups.map((backup) => backup.name)).toEqual([today]);
    const file = await send(b, 'GET', `/api/admin/backup/scheduled/${today}`, { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    // A zip archive, the daily backup's bytes as written.
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // And restores through the other instance.
    const restored = await b.inject({
      method: 'POST',
      url: '/api/admin/backup/restore?mode=dry-run',
      payload: file.rawPayload,
      headers: { host: mainHost, origin: mainOrigin, cookie, 'content-type': 'application/zip' },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('copying an existing data/uploads into the bucket', () => {
  it('copies every file once, and skips what is already there when run again', async () => {
    const uploadsDir = join(mkdtempSync(join(tmpdir(), 'comanda-old-uploads-')), 'uploads');
    mkdirSync(join(uploadsDir, 'images'), { recursive: true });
    mkdirSync(join(uploadsDir, 'demo'), { recursive: true });
    const name = '11111111-2222-4333-8444-555555555555.webp';
    writeFileSync(join(uploadsDir, 'images', name), 'old image');
    writeFileSync(join(uploadsDir, 'demo', 'logo.webp'), 'demo logo');

    const local = localObjectStorage(uploadsDir);
    expect(await copyObjects(local, a.app.storage.uploads)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyObjects(local, a.app.storage.uploads)).toEqual({ copied: 0, skipped: 2 });
    const served = await getFrom(b, `/uploads/images/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('old image');
    expect((await getFrom(b, '/uploads/demo/logo.webp')).body).toBe('demo logo');
    rmSync(uploadsDir, { recursive: true, force: true });
  });
});
