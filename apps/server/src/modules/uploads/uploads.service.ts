import { randomUUID } from 'node:crypto';
import type { ObjectStorage } from '../../lib/object-storage';
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
export async function storeImage(uploads: ObjectStorage, data: Buffer): Promise<string> {
  const { card, large } = await reencodeImage(data);
  const name = `${randomUUID()}.webp`;
  // The large file first: the URL is only answered once both exist.
  await uploads.put(`${imagesFolder}/${largeImageName(name)}`, large, 'image/webp');
  await uploads.put(`${imagesFolder}/${name}`, card, 'image/webp');
  return `/uploads/${imagesFolder}/${name}`;
}

/**
 * Deletes an image stored by storeImage, given its URL (a replaced or removed logo). URLs of
 * anything else (the demo images, a foreign path) are left alone; a file already gone is fine.
 */
export async function deleteStoredImage(uploads: ObjectStorage, url: string | null): Promise<void> {
  const match = url?.match(/^\/uploads\/images\/([0-9a-f-]{36}\.webp)$/);
  if (!match) return;
  await uploads.delete(`${imagesFolder}/${match[1]!}`);
  await uploads.delete(`${imagesFolder}/${largeImageName(match[1]!)}`);
}
