import { imageUploadMaxBytes } from '@comanda/shared';

/** What the upload endpoint accepts, as browsers name it. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type ImageFileProblem = 'unsupported' | 'tooLarge';

/**
 * What is certainly wrong with a picked file, before sending it: a declared type that is not
 * PNG, JPEG or WEBP (an SVG, a PDF...) or more than 5 MB. The server still checks the content,
 * which also catches a text file renamed to .png; a file without a declared type goes there.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  const type = file.type.toLowerCase();
  if (type !== '' && !(acceptedImageTypes as readonly string[]).includes(type)) {
    return 'unsupported';
  }
  if (file.size > imageUploadMaxBytes) return 'tooLarge';
  return null;
}
