import { imageUploadField, uploadedImageSchema, type UploadedImage } from '@comanda/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * Sends an image to one of the upload endpoints (multipart, field `file`). The server checks
 * the content and re-encodes it; refusals come back as problems with a Portuguese message.
 */
export function uploadImageTo(endpoint: string, file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(imageUploadField, file);
  return apiFetch(endpoint, { method: 'POST', body, schema: uploadedImageSchema });
}
