import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ObjectStorage } from '../../lib/object-storage';
import { deleteStoredImage } from './uploads.service';
import { uploads } from './uploads.tables';

/*
 * Uploads belong to a shop (issue 31, item 3). Settings took any `/uploads/...` path and
 * deleted the replaced file, so one shop's admin could point a field at another shop's logo
 * and delete it by saving again. Now a form takes only the shop's own images, and a file is
 * deleted only by its owner, and only once no row of any shop shows it.
 */

/** The port app.ts answers (decision 037): whether any row of any shop shows this image. */
export interface ImageUsagePort {
  isImageInUse(db: Executor, url: string): Promise<boolean>;
}

export const notOwnImageMessage = 'Imagem inválida: envie a imagem novamente';

/** The demo images ship with the server, are shared by every shop and are never deleted. */
const isDemoImage = (url: string) => /^\/uploads\/demo\/(?!.*\.\.)[\w.-]+$/.test(url);

/** Records a stored image as a shop's (null: a super admin's, until a shop takes it). */
export async function recordUploads(
  db: Executor,
  establishmentId: string | null,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  await db
    .insert(uploads)
    .values(urls.map((path) => ({ path, establishmentId })))
    .onConflictDoNothing();
}

export interface ImageField {
  /** The form field, for the message beside it. */
  path: string;
  url: string | null | undefined;
  /** What the row shows now: kept as it is, whoever stored it. */
  current: string | null;
}

/**
 * Refuses, with a 400 on the field, an image this shop did not upload. The value the row
 * already shows and the demo images pass. `claimUnowned` (the super admin's forms) also takes
 * an image uploaded by the super admin and gives it to the shop.
 */
export async function assertOwnImages(
  db: Executor,
  establishmentId: string,
  fields: readonly ImageField[],
  options: { claimUnowned?: boolean } = {},
): Promise<void> {
  const claimed: string[] = [];
  for (const field of fields) {
    const url = field.url ?? null;
    if (url === null || url === field.current || isDemoImage(url)) continue;
    const [row] = await db
      .select({ owner: uploads.establishmentId })
      .from(uploads)
      .where(eq(uploads.path, url))
      .limit(1);
    if (row?.owner === establishmentId) continue;
    if (row && row.owner === null && options.claimUnowned) {
      claimed.push(url);
      continue;
    }
    throw new AppError('VALIDATION_FAILED', notOwnImageMessage, [
      { path: field.path, message: notOwnImageMessage },
    ]);
  }
  if (claimed.length === 0) return;
  await db
    .update(uploads)
    .set({ establishmentId })
    .where(and(inArray(uploads.path, claimed), isNull(uploads.establishmentId)));
}

export interface ReleaseDeps {
  db: Executor;
  /** Where the images live: a released image's files are deleted there. */
  uploads: ObjectStorage;
  imageUsage: ImageUsagePort;
}

/**
 * A shop no longer shows `url` (a replaced logo): its file is deleted when the shop owns it
 * and no row of any shop still shows it. Anything else is left alone.
 */
export async function releaseImage(
  deps: ReleaseDeps,
  establishmentId: string,
  url: string | null,
): Promise<void> {
  if (!url) return;
  const [owned] = await deps.db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.path, url), eq(uploads.establishmentId, establishmentId)))
    .limit(1);
  if (!owned || (await deps.imageUsage.isImageInUse(deps.db, url))) return;
  await deps.db.delete(uploads).where(eq(uploads.path, url));
  await deleteStoredImage(deps.uploads, url);
}
