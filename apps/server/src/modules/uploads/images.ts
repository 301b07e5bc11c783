import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { sniffImageFormat } from '../../lib/image-format';

/** Kiosk cards and category tiles never show an image larger than this. */
export const imageMaxOutputSide = 800;
/**
 * The customisation screen's hero is about 1000 pixels wide on a 1080x1920 kiosk: its own
 * file, so the cards never download it (`imageVariants` of @comanda/shared, decision 028).
 */
export const imageLargeOutputSide = 1600;
/** Decompression bombs: a small file may still declare billions of pixels. */
export const imageMaxInputSide = 8000;
export const imageMaxInputPixels = 40_000_000;

export const unsupportedFormatMessage = 'Formato de imagem não suportado. Use PNG, JPG ou WEBP.';
export const tooManyPixelsMessage = `A imagem deve ter no máximo ${imageMaxInputSide} pixels de largura e de altura (${imageMaxInputPixels / 1_000_000} megapixels)`;

function refuse(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);
}

export interface ReencodedImage {
  /** At most 800x800: cards, tiles, logos. */
  card: Buffer;
  /** At most 1600x1600: the customisation screen's hero. */
  large: Buffer;
}

/**
 * Re-encodes an uploaded image for the kiosk: WEBP in two sizes, at most 800x800 and
 * 1600x1600 (never enlarged), turned upright from its EXIF orientation, without metadata
 * (sharp drops EXIF, GPS and ICC text unless asked to keep them). Anything else than a
 * readable PNG, JPEG or WEBP is refused.
 */
export async function reencodeImage(data: Buffer): Promise<ReencodedImage> {
  const sniffed = sniffImageFormat(data);
  if (!sniffed) throw refuse(unsupportedFormatMessage);
  // metadata() reads the header only; the pixel limit below also guards the real decoding.
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== sniffed) throw refuse(unsupportedFormatMessage);
  const { width, height } = metadata;
  if (
    width > imageMaxInputSide ||
    height > imageMaxInputSide ||
    width * height > imageMaxInputPixels
  ) {
    throw refuse(tooManyPixelsMessage);
  }
  const resized = (side: number) =>
    sharp(data, { limitInputPixels: imageMaxInputPixels })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [card, large] = await Promise.all([
      resized(imageMaxOutputSide),
      resized(imageLargeOutputSide),
    ]);
    return { card, large };
  } catch {
    // Truncated or corrupt data behind a valid header.
    throw refuse('Não foi possível ler a imagem. Envie outro arquivo.');
  }
}
