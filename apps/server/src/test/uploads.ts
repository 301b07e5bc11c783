import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { mainHost, mainOrigin } from './auth-helpers';

/** A plain blue PNG of the given size. */
export const bluePng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/**
 * Uploads `png` the browser's way (a multipart form with one `file`) and answers the stored
 * image's URL; the upload must succeed.
 */
export async function uploadPng(
  app: FastifyInstance,
  cookie: string,
  png: Buffer,
  url = '/api/admin/uploads/images',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'imagem.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      host: mainHost,
      origin: mainOrigin,
      cookie,
      'content-type': request.headers.get('content-type')!,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}
