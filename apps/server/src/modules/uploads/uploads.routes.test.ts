import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from '@comanda/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mainHost, mainOrigin, signUp } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(file: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } });

describe('POST /api/admin/uploads/images', () => {
  let t: TestApp;
  let cookie: string;

  const upload = async (file: Buffer, filename: string, type: string, field?: string) => {
    const body = await multipart(file, filename, type, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      payload: body.payload,
      headers: { host: mainHost, origin: mainOrigin, cookie, 'content-type': body.contentType },
    });
  };
  const expectRefused = (res: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: message });
  };
  const storedImages = () => {
    const folder = join(t.config.DATA_DIR, 'uploads', 'images');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertEstablishment(t.app.db);
    cookie = await signUpAdminOf(t.app, shop.id);
  });
  afterAll(() => t.close());

  it('re-encodes a large PNG to WEBPs that fit 800x800 and 1600x1600, with a long cache', async () => {
    const png = await solid(2000, 1500).png().toBuffer();
    const res = await upload(png, 'foto.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url, headers: { host: mainHost } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });

    // The hero's size, at the address imageVariants (@comanda/shared) derives.
    const large = await t.app.inject({
      method: 'GET',
      url: imageVariants(url)!.large,
      headers: { host: mainHost },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['cache-control']).toContain('immutable');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1200,
    });
  });

  it('accepts JPEG and WEBP, never enlarges, and strips metadata', async () => {
    const jpeg = await solid(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Segredo do fotógrafo' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const webp = await solid(300, 500).webp().toBuffer();

    for (const [file, name, type, size] of [
      [jpeg, 'foto.jpg', 'image/jpeg', { width: 400, height: 300 }],
      [webp, 'foto.webp', 'image/webp', { width: 300, height: 500 }],
    ] as const) {
      const res = await upload(file, name, type);
      expect(res.statusCode, res.body).toBe(201);
      const stored = join(t.config.DATA_DIR, res.json<{ url: string }>().url);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...size });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('refuses an SVG, even one named .png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const before = storedImages().length;
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      expectRefused(
        await upload(svg, name!, type!),
        'Formato de imagem não suportado. Use PNG, JPG ou WEBP.',
      );
    }
    expect(storedImages()).toHaveLength(before);
  });

  it('refuses a text file renamed .png and a GIF', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    for (const [file, name] of [
      [Buffer.from('isto não é uma imagem'), 'foto.png'],
      [gif, 'anim.gif'],
    ] as const) {
      expectRefused(
        await upload(file, name, 'image/png'),
        'Formato de imagem não suportado. Use PNG, JPG ou WEBP.',
      );
    }
  });

  it('refuses a PNG whose header promises a PNG but whose data is broken', async () => {
    const png = await solid(100, 100).png().toBuffer();
    const res = await upload(png.subarray(0, 60), 'quebrada.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a file above 5 MB', async () => {
    const noise = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((i * 2654435761) >>> 0, i);
    const big = await sharp(noise, { raw: { width: 1024, height: 2048, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expectRefused(await upload(big, 'grande.png', 'image/png'), 'A imagem deve ter no máximo 5 MB');
  });

  it('refuses images with too many pixels, however small the file', async () => {
    for (const [width, height] of [
      [8001, 10],
      [7000, 7000],
    ]) {
      const png = await solid(width!, height!).png().toBuffer();
      expect(png.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload(png, 'enorme.png', 'image/png');
      expect(res.statusCode, `${width}x${height}`).toBe(400);
      expect(res.json().detail).toMatch(/^A imagem deve ter no máximo 8000 pixels/);
    }
  });

  it('asks for a file when the form has none or the body is not multipart', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expectRefused(
      await upload(png, 'foto.png', 'image/png', 'imagem'),
      'Selecione uma imagem PNG, JPG ou WEBP',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      payload: { file: 'x' },
      headers: { host: mainHost, origin: mainOrigin, cookie },
    });
    expectRefused(json, 'Selecione uma imagem PNG, JPG ou WEBP');
  });

  it('is for admins linked to a shop only', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const body = await multipart(png, 'foto.png', 'image/png');
    const headers = { host: mainHost, origin: mainOrigin, 'content-type': body.contentType };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      payload: body.payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const unlinked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      payload: body.payload,
      headers: { ...headers, cookie: (await signUp(t.app)).cookie },
    });
    expect(unlinked.statusCode).toBe(403);
  });
});
