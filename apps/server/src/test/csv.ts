/** A CSV's cells as the exporter writes them (BOM, `;`, CRLF), quotes undone. */
export function csvCells(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)]
        .filter((match, index, all) => index < all.length - 1 || match[0] !== '')
        .map(([, cell]) =>
          cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!,
        ),
    );
}
