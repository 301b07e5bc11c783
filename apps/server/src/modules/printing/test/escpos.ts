/*
 * Reads ESC/POS bytes back as a printer would: the text in code page 860, and the commands seen
 * (cut, bold...). Tests use it to check what a receipt really says on paper.
 */

// The upper half of code page 860 that Portuguese text uses (0x80-0xAF); the rest is drawing.
const cp860High = 'ÇüéâãàÁçêÊèÍÔìÃÂ' + 'ÉÀÈôõòÚùÌÕÜ¢£Ù₧Ó' + 'áíóúñÑªº¿Ò¬½¼¡«»';

/** Parameter bytes after each command prefix the encoder emits. */
const commandParams: Record<string, number> = {
  '1b40': 0, // initialize
  '1c2e': 0, // cancel Kanji mode
  '1b4d': 1, // font
  '1b74': 1, // code page
  '1b61': 1, // align
  '1b45': 1, // bold
  '1b21': 1, // print mode
  '1b64': 1, // feed lines
  '1b33': 1, // line spacing
  '1b32': 0, // default line spacing
  '1d21': 1, // character size
  '1b2d': 1, // underline
  '1b7b': 1, // upside down
  '1d42': 1, // invert
};

export interface DecodedEscPos {
  text: string;
  /** Code pages selected (ESC t n): 3 is cp860 on Epson-compatible printers. */
  codepages: number[];
  cuts: number;
}

export function decodeEscPos(bytes: Uint8Array): DecodedEscPos {
  let text = '';
  const codepages: number[] = [];
  let cuts = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x1b || byte === 0x1c || byte === 0x1d) {
      const key = byte.toString(16) + bytes[i + 1]!.toString(16).padStart(2, '0');
      if (key === '1d56') {
        cuts += 1;
        // GS V m, plus a feed amount when m is 65 or 66.
        i += bytes[i + 2]! >= 65 ? 3 : 2;
        continue;
      }
      const params = commandParams[key];
      if (params === undefined) throw new Error(`unknown ESC/POS command ${key} at ${i}`);
      if (key === '1b74') codepages.push(bytes[i + 2]!);
      i += 1 + params;
      continue;
    }
    if (byte === 0x0d) continue;
    if (byte === 0x0a) text += '\n';
    else if (byte < 0x80) text += String.fromCharCode(byte);
    else text += cp860High[byte - 0x80] ?? '?';
  }
  return { text, codepages, cuts };
}
