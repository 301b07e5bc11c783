import { imageUploadField, uploadedImageSchema, type UploadedImage } from '@comanda/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/admin/uploads/images (multipart, field `file`). The server checks the content and
 * re-encodes it; refusals come back as problems with a Portuguese message.
 */
export function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(imageUploadField, file);
  return apiFetch('/api/admin/uploads/images', {
    method: 'POST',
    body,
    schema: uploadedImageSchema,
  });
}

export function useUploadImage() {
  // Not retried: a refused file is refused again, and a 5 MB upload is not sent twice.
  return useMutation({ mutationFn: uploadImage, retry: false });
}
