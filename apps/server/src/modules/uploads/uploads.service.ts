import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reencodeImage } from './images';

/** Where images live below the uploads folder, and below `/uploads/` in URLs. */
const imagesFolder = 'images';

/** The larger file stored beside an image: `<uuid>.webp` → `<uuid>.lg.webp` (decision 028). */
export const largeImageName = (name: string) => name.replace(/\.webp$/, '.lg.webp');

/**
 * Stores an uploaded image, re-encoded, under a random name (nothing of the sender's file
 * name reaches the disk), with its larger size beside it; answers the URL it is served at,
 * with a one-year immutable cache since a name is never reused.
 */
export async function storeImage(uploadsDir: string, data: Buffer): Promise<string> {
  const { card, large } = await reencodeImage(data);
  const folder = join(uploadsDir, imagesFolder);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.webp`;
  // The large file first: the URL is only answered once both exist.
  await writeFile(join(folder, largeImageName(name)), large, { flag: 'wx' });
  await writeFile(join(folder, name), card, { flag: 'wx' });
  return `/uploads/${imagesFolder}/${name}`;
}

/**
 * Deletes an image stored by storeImage, given its URL (a replaced or removed logo). URLs of
 * anything else (the demo images, a foreign path) are left alone; a file already gone is fine.
 */
export async function deleteStoredImage(uploadsDir: string, url: string | null): Promise<void> {
  const match = url?.match(/^\/uploads\/images\/([0-9a-f-]{36}\.webp)$/);
  if (!match) return;
  await rm(join(uploadsDir, imagesFolder, match[1]!), { force: true });
  await rm(join(uploadsDir, imagesFolder, largeImageName(match[1]!)), { force: true });
}
