import type { UploadedImage } from '@comanda/shared';
import { uploadImageTo } from '@/lib/upload-image';

/** POST /api/superadmin/uploads/images: a shop's logo, for a shop the super admin is not in. */
export function uploadLogo(file: File): Promise<UploadedImage> {
  return uploadImageTo('/api/superadmin/uploads/images', file);
}
