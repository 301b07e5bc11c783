import { z } from 'zod';

/**
 * Images are files we stored ourselves (uploads or demo images), referenced by path: the
 * content security policy only lets the kiosk show same-origin images anyway.
 */
export const imageUrl = z
  .string()
  .trim()
  .regex(/^\/uploads\/(?!.*\.\.)[\w./-]+$/, 'Imagem inválida')
  .nullable()
  .default(null);
