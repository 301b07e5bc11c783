import type { ImageUploadFormat } from '@comanda/shared';

/**
 * The format by its first bytes, whatever the file name or declared type says. Checked before
 * sharp sees the data, so SVG (XML for librsvg) and other formats are never even decoded.
 */
export function sniffImageFormat(data: Buffer): ImageUploadFormat | null {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1');
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
