import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  formatCents,
  formatDateTime,
  orderChannelLabels,
  orderFulfilmentLabels,
  type OrderChannel,
  type OrderFulfilment,
  type PrinterKind,
} from '@comanda/shared';

/*
 * One receipt model, two renderers: `receiptLines` lays a document out in lines (text,
 * alignment, emphasis, size) for a paper width; `renderEscPos` turns them into the bytes a
 * thermal printer takes and `renderText` into the preview the admin reads. Both show exactly
 * the same words in the same places.
 */

export interface ReceiptItem {
  quantity: number;
  name: string;
  /** One unit with its extras and add-on products, as charged. */
  unitPriceCents: number;
  extras: { name: string; priceCents: number }[];
  removals: string[];
  notes: string | null;
}

/** What a job prints, snapshotted when it is queued. */
export type ReceiptDocument =
  | {
      type: 'order';
      establishmentName: string;
      orderNumber: number;
      /** ISO instant the order was placed. */
      placedAt: string;
      items: ReceiptItem[];
      notes: string | null;
      /** The customer's first name and dine-in or takeaway, when asked; absent on older jobs. */
      customerName?: string | null;
      dineIn?: boolean | null;
      /** Where it came from (issue 34) and the platform's own code of a marketplace order. */
      channel?: OrderChannel;
      externalCode?: string | null;
      /** How it leaves, when known (asked, or said by the channel); else `dineIn` decides. */
      fulfilment?: OrderFulfilment | null;
      /** A delivery's phone and address. */
      customerPhone?: string | null;
      deliveryAddress?: string | null;
      totalCents: number;
      /** A counter (PDV) discount, printed above the total; absent or 0 for none. */
      discountCents?: number;
      /** An online-menu delivery's fee ("Taxa de entrega"), inside the total; absent for none. */
      deliveryFeeCents?: number;
      /** The shop's own closing words (settings), under the thanks; absent on older jobs. */
      footer?: string | null;
    }
  | { type: 'test'; establishmentName: string; printerName: string; requestedAt: string }
  | {
      /** A report of label / value rows (the cash register's closing report). */
      type: 'report';
      establishmentName: string;
      title: string;
      subtitle: string;
      rows: { label: string; value: string; bold?: boolean }[];
      printedAt: string;
    }
  | {
      /**
       * A document laid out by another module for this printer's width (the DANFE NFC-e of
       * the fiscal module): printed as is.
       */
      type: 'lines';
      establishmentName: string;
      lines: ReceiptLine[];
    };

export interface RenderOptions {
  kind: PrinterKind;
  /** 58 mm paper: 32 columns; 80 mm: 48. */
  columns: number;
  /** A copy handed out again after a delivery that was never confirmed. */
  reprint: boolean;
  cut: boolean;
}

export interface ReceiptLine {
  text: string;
  align: 'left' | 'center' | 'right';
  bold: boolean;
  /** 2: double width and height, half as many characters per line. */
  size: 1 | 2;
  /** A QR code of this payload instead of text (ESC/POS GS ( k); `text` is its preview. */
  qr?: string;
}

export const reprintMark = '*** REIMPRESSÃO ***';
export const dineInLabel = 'COMER AQUI';
export const takeawayLabel = 'PARA LEVAR';
export const thankYouLine = 'Obrigado pela preferência!';

/** 'Canal: iFood - pedido 4821': the channel, and the platform's code the courier says. */
export const channelLine = (channel: OrderChannel, externalCode?: string | null) =>
  `Canal: ${orderChannelLabels[channel]}${externalCode ? ` - pedido ${externalCode}` : ''}`;

function whereLabel(document: { fulfilment?: OrderFulfilment | null; dineIn?: boolean | null }) {
  if (document.fulfilment) return orderFulfilmentLabels[document.fulfilment].toUpperCase();
  if (document.dineIn == null) return null;
  return document.dineIn ? dineInLabel : takeawayLabel;
}

export function columnsForPaperWidth(paperWidthMm: number): number {
  return paperWidthMm <= 58 ? 32 : 48;
}

/** Splits text into lines of at most `width` characters, breaking at spaces when it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (current) lines.push(current);
      current = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current += ` ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** Left text and right text on one line, the left one wrapped to leave room for the right. */
export function leftRight(left: string, right: string, columns: number, indent = ''): string[] {
  const wrapped = wrap(left, columns - right.length - 1 - indent.length).map((l) => indent + l);
  const last = wrapped.length - 1;
  wrapped[last] = wrapped[last]!.padEnd(columns - right.length) + right;
  return wrapped;
}

/** Lays a document out in lines for a paper width; the DANFE (fiscal module) uses it too. */
export class LineBuilder {
  readonly lines: ReceiptLine[] = [];
  constructor(readonly columns: number) {}

  /** Wrapped text; `indent` starts every wrapped line. */
  add(text: string, style: Partial<Omit<ReceiptLine, 'text'>> & { indent?: string } = {}) {
    const size = style.size ?? 1;
    const indent = style.indent ?? '';
    for (const line of wrap(text, Math.floor(this.columns / size) - indent.length)) {
      this.lines.push({
        text: indent + line,
        align: style.align ?? 'left',
        bold: style.bold ?? false,
        size,
      });
    }
  }

  raw(text: string, bold = false) {
    this.lines.push({ text, align: 'left', bold, size: 1 });
  }

  rule() {
    this.raw('-'.repeat(this.columns));
  }

  blank() {
    this.raw('');
  }

  /** A QR code, centred; the text preview shows `preview` in its place. */
  qr(payload: string, preview = '[QR Code]') {
    this.lines.push({ text: preview, align: 'center', bold: false, size: 1, qr: payload });
  }
}

/** The lines of a document for one printer. */
export function receiptLines(document: ReceiptDocument, options: RenderOptions): ReceiptLine[] {
  const out = new LineBuilder(options.columns);
  const center = { align: 'center' } as const;
  if (document.type === 'lines') {
    if (options.reprint) out.add(reprintMark, { ...center, bold: true });
    return [...out.lines, ...document.lines];
  }
  out.add(document.establishmentName, { ...center, bold: true, size: 2 });
  if (options.reprint) out.add(reprintMark, { ...center, bold: true });
  if (document.type === 'test') {
    out.rule();
    out.add('TESTE DE IMPRESSÃO', { ...center, bold: true });
    out.add(`Impressora: ${document.printerName}`, center);
    out.add(formatDateTime(document.requestedAt), center);
    out.add('Acentuação: ação, pão, café, maçã', center);
    out.rule();
    return out.lines;
  }
  if (document.type === 'report') {
    out.rule();
    out.add(document.title, { ...center, bold: true });
    out.add(document.subtitle, center);
    out.add(formatDateTime(document.printedAt), center);
    out.rule();
    for (const row of document.rows) {
      // Leading spaces indent a row under the one before (wrap() would drop them).
      const indent = /^ */.exec(row.label)![0];
      const label = row.label.trimStart();
      for (const line of leftRight(label, row.value, options.columns, indent)) {
        out.raw(line, row.bold ?? false);
      }
    }
    out.rule();
    return out.lines;
  }

  const kitchen = options.kind === 'kitchen';
  if (kitchen) out.add('COZINHA', { ...center, bold: true });
  out.rule();
  out.add('PEDIDO', center);
  out.add(`Nº ${document.orderNumber}`, { ...center, bold: true, size: 2 });
  out.add(formatDateTime(document.placedAt), center);
  if (document.channel) out.add(channelLine(document.channel, document.externalCode), center);
  if (document.customerName) out.add(`Nome: ${document.customerName}`, { ...center, bold: true });
  // Where it is eaten decides the packing: large on the kitchen's ticket.
  const where = whereLabel(document);
  if (where) out.add(where, { ...center, bold: true, size: kitchen ? 2 : 1 });
  if (document.customerPhone) out.add(`Tel: ${document.customerPhone}`, center);
  if (document.deliveryAddress) out.add(`Endereço: ${document.deliveryAddress}`);
  out.rule();
  for (const item of document.items) {
    if (kitchen) kitchenItem(out, item);
    else customerItem(out, item);
  }
  if (document.notes) {
    out.add(`OBSERVAÇÕES: ${document.notes}`, { bold: true });
    out.rule();
  }
  if (!kitchen) {
    if (document.discountCents) {
      const discount = `-${formatCents(document.discountCents)}`;
      for (const line of leftRight('Desconto', discount, options.columns)) out.raw(line);
    }
    if (document.deliveryFeeCents) {
      const fee = formatCents(document.deliveryFeeCents);
      for (const line of leftRight('Taxa de entrega', fee, options.columns)) out.raw(line);
    }
    for (const line of leftRight('TOTAL', formatCents(document.totalCents), options.columns)) {
      out.raw(line, true);
    }
    out.rule();
    out.add(thankYouLine, center);
    for (const paragraph of document.footer?.split('\n') ?? []) out.add(paragraph, center);
  }
  return out.lines;
}

/**
 * Every amount in the right-hand column adds up to the TOTAL: the item line carries the
 * product's own price times the quantity and each extra line its price times the quantity,
 * so an extra is never counted twice (once inside the unit price, once on its own line).
 */
function customerItem(out: LineBuilder, item: ReceiptItem) {
  const extrasCents = item.extras.reduce((sum, extra) => sum + extra.priceCents, 0);
  const baseCents = item.unitPriceCents - extrasCents;
  const baseTotal = formatCents(baseCents * item.quantity);
  for (const line of leftRight(`${item.quantity}x ${item.name}`, baseTotal, out.columns)) {
    out.raw(line, true);
  }
  if (item.quantity > 1) {
    out.add(`${formatCents(baseCents)} cada`, { indent: '   ' });
  }
  for (const extra of item.extras) {
    // A choice that costs nothing more (a combo's drink) is listed without a price.
    if (extra.priceCents === 0) {
      out.add(`+ ${extra.name}`, { indent: '   ' });
      continue;
    }
    const each = item.quantity > 1 ? ` (${item.quantity} x ${formatCents(extra.priceCents)})` : '';
    for (const line of leftRight(
      `+ ${extra.name}${each}`,
      formatCents(extra.priceCents * item.quantity),
      out.columns,
      '   ',
    )) {
      out.raw(line);
    }
  }
  for (const removal of item.removals) out.add(`Sem ${removal}`, { indent: '   ' });
  if (item.notes) out.add(`Obs: ${item.notes}`, { indent: '   ' });
  out.blank();
}

/** Kitchen tickets: no prices, item names large, what to change impossible to miss. */
function kitchenItem(out: LineBuilder, item: ReceiptItem) {
  out.add(`${item.quantity}x ${item.name}`, { bold: true, size: 2 });
  const indent = '  ';
  for (const extra of item.extras) out.add(`+ ${extra.name}`, { indent });
  for (const removal of item.removals) {
    out.add(`SEM ${removal.toUpperCase()}`, { indent, bold: true });
  }
  if (item.notes) out.add(`>> OBS: ${item.notes}`, { indent, bold: true });
  out.rule();
}

/** The preview: what the paper says, line by line (double-size text takes twice the room). */
export function renderText(lines: ReceiptLine[], columns: number): string {
  return lines
    .map(({ text, align, size }) => {
      if (align === 'left') return text.trimEnd();
      const room = Math.max(0, columns - text.length * size);
      const left = align === 'center' ? Math.floor(room / 2) : room;
      return ' '.repeat(left) + text;
    })
    .join('\n');
}

/** ESC/POS with code page 860 (Portuguese: ã, ç, é print as themselves). */
export function renderEscPos(lines: ReceiptLine[], options: RenderOptions): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: options.columns,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp860');
  for (const line of lines) {
    encoder.align(line.align).bold(line.bold).size(line.size, line.size);
    // Model 2, module size 4 (about 3 cm on 80 and 58 mm paper), error correction M.
    if (line.qr) encoder.qrcode(line.qr, 2, 4, 'm').newline();
    else encoder.line(line.text);
  }
  encoder
    .size(1, 1)
    .bold(false)
    .align('left')
    .newline(options.cut ? 0 : 4);
  if (options.cut) encoder.cut();
  return encoder.encode();
}

/** Both renderings of one document for one printer. */
export function renderReceipt(document: ReceiptDocument, options: RenderOptions) {
  const lines = receiptLines(document, options);
  return { bytes: renderEscPos(lines, options), text: renderText(lines, options.columns) };
}
