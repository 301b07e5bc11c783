import { diningTableLabel, type DiningTable } from '@comanda/shared';
import { a4, printable, qrCodePng, renderPdf, type Pdf, type ShopBrand } from './pdf';

/*
 * The tables' QR codes as one PDF (issue 35 item 2): a card per table, six to an A4 page, to
 * cut along the dashed lines: the shop's logo (or name), the table's name in large type, its
 * QR code to /cardapio?mesa=<number>, and a line telling what to do with it.
 */

const columns = 2;
const rows = 3;
const qrSize = 150;

export interface TableQrCard {
  table: Pick<DiningTable, 'number' | 'name'>;
  /** What the QR code opens: `https://<shop host>/cardapio?mesa=<number>`. */
  url: string;
}

export async function tableQrSheet(brand: ShopBrand, cards: TableQrCard[]): Promise<Buffer> {
  const codes = await Promise.all(cards.map((card) => qrCodePng(card.url)));
  return renderPdf(`${brand.name} – QR codes das mesas`, (doc) => {
    // Read once: every card draws the same copy of the logo.
    const logo = brand.logo && doc.openImage(brand.logo);
    const width = (a4.width - 2 * a4.margin) / columns;
    const height = (a4.height - 2 * a4.margin) / rows;
    cards.forEach((card, index) => {
      const slot = index % (columns * rows);
      if (index > 0 && slot === 0) doc.addPage();
      const x = a4.margin + (slot % columns) * width;
      const y = a4.margin + Math.floor(slot / columns) * height;
      drawCard(doc, { name: brand.name, logo }, card, codes[index]!, { x, y, width, height });
    });
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function drawCard(
  doc: Pdf,
  brand: { name: string; logo: ReturnType<Pdf['openImage']> | null },
  card: TableQrCard,
  qr: Buffer,
  box: Box,
) {
  doc.lineWidth(0.5).strokeColor('#9ca3af').dash(4, { space: 4 });
  doc.rect(box.x, box.y, box.width, box.height).stroke().undash();
  const inner = { x: box.x + 12, width: box.width - 24 };
  let y = box.y + 14;
  if (brand.logo) {
    doc.image(brand.logo, inner.x, y, { fit: [inner.width, 36], align: 'center' });
  } else {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827');
    doc.text(printable(brand.name), inner.x, y + 10, {
      width: inner.width,
      align: 'center',
      lineBreak: false,
      ellipsis: true,
    });
  }
  y += 42;
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111827');
  doc.text(printable(diningTableLabel(card.table)), inner.x, y, {
    width: inner.width,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });
  y += 32;
  doc.image(qr, box.x + (box.width - qrSize) / 2, y, { width: qrSize, height: qrSize });
  y += qrSize + 6;
  doc.font('Helvetica').fontSize(9).fillColor('#374151');
  doc.text('Aponte a câmera do celular para ver o cardápio e pedir', inner.x, y, {
    width: inner.width,
    align: 'center',
  });
}
