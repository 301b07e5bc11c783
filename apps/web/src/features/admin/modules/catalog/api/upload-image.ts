import type { UploadedImage } from '@comanda/shared';
import { uploadImageTo } from '@/lib/upload-image';

/** POST /api/admin/uploads/images: a category's or product's image. */
export function uploadImage(file: File): Promise<UploadedImage> {
  return uploadImageTo('/api/admin/uploads/images', file);
}
