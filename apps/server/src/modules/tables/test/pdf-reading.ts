import jsQR from 'jsqr';
import { unzlibSync } from 'fflate';

/*
 * Reads back what a PDF shows, for tests: the text of each text-showing operation (Tj / TJ,
 * one line each) and the QR codes its images hold, decoded from their pixels with jsQR. Reads
 * the file's objects and streams, as a viewer does, not the code that drew them; it knows the
 * parts of the format our files use (Flate streams, WinAnsi text, RGB images).
 */

interface PdfStream {
  dict: string;
  data: Uint8Array;
}

function streamsOf(pdf: Buffer): PdfStream[] {
  const text = pdf.toString('latin1');
  const streams: PdfStream[] = [];
  let at = text.indexOf('>>\nstream\n');
  while (at !== -1) {
    const dict = text.slice(text.lastIndexOf(' obj', at), at + 2);
    const start = at + '>>\nstream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(start, start + length);
    if (/\/DecodeParms/.test(dict)) throw new Error(`unsupported stream: ${dict}`);
    streams.push({ dict, data: /\/FlateDecode/.test(dict) ? unzlibSync(raw) : raw });
    // Past the stream's bytes: its data never reads as the next object.
    at = text.indexOf('>>\nstream\n', start + length);
  }
  return streams;
}

/** WinAnsi's bytes that Latin-1 reads otherwise. */
const winAnsi: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decodeBytes = (bytes: number[]) =>
  bytes.map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('');

function stringOperand(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1);
    return decodeBytes(hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);
  }
  const body = token.slice(1, -1).replace(/\\([()\\])/g, '$1');
  return decodeBytes([...body].map((char) => char.charCodeAt(0)));
}

/** Each text operation's string, in drawing order (PDFKit writes one per line of text). */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const { dict, data } of streamsOf(pdf)) {
    if (/\/Subtype/.test(dict)) continue; // images and fonts, not page content
    const content = Buffer.from(data).toString('latin1');
    const operations = content.matchAll(
      /(\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj)/g,
    );
    for (const [operation] of operations) {
      const strings = operation.match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      lines.push(strings.map(stringOperand).join(''));
    }
  }
  return lines;
}

/** How many pages the file has. */
export const pdfPageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** The RGB images of the file (their soft masks aside), as RGBA pixels. */
export function pdfImages(
  pdf: Buffer,
): { width: number; height: number; rgba: Uint8ClampedArray }[] {
  return streamsOf(pdf)
    .filter(({ dict }) => /\/Subtype \/Image/.test(dict) && /\/ColorSpace \/DeviceRGB/.test(dict))
    .map(({ dict, data }) => {
      const width = Number(/\/Width (\d+)/.exec(dict)![1]);
      const height = Number(/\/Height (\d+)/.exec(dict)![1]);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel++) {
        rgba.set(data.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
        rgba[pixel * 4 + 3] = 255;
      }
      return { width, height, rgba };
    });
}

/** What the QR codes among the file's images say; images that hold none are left out. */
export function pdfQrCodes(pdf: Buffer): string[] {
  return pdfImages(pdf)
    .map((image) => jsQR(image.rgba, image.width, image.height)?.data)
    .filter((data): data is string => data !== undefined);
}
