import {
  formatCents,
  sortedProductTags,
  type KioskMenu,
  type KioskProduct,
  type ProductTag,
} from '@comanda/shared';
import { a4, printable, qrCodePng, renderPdf, type Pdf, type ShopBrand } from './pdf';

/*
 * The printed menu (issue 35 item 5; several cities and states require one beside QR codes):
 * A4, the shop's logo and name, the QR code of /cardapio, then each category of the kiosk's
 * menu with the products one can order now: name, price (the server's), description and
 * allergen and diet labels, as the kiosk names them in Portuguese.
 */

/** The kiosk's Portuguese names of the tags (pt-BR.kiosk-more.json; a test keeps them equal). */
export const productTagNames: Record<ProductTag, string> = {
  'contem-gluten': 'Contém glúten',
  'contem-lactose': 'Contém lactose',
  'contem-ovo': 'Contém ovo',
  'contem-amendoim': 'Contém amendoim',
  'contem-frutos-do-mar': 'Contém frutos do mar',
  vegetariano: 'Vegetariano',
  vegano: 'Vegano',
  'sem-gluten': 'Sem glúten',
  'sem-lactose': 'Sem lactose',
  picante: 'Picante',
};

const contentWidth = a4.width - 2 * a4.margin;
const bottom = a4.height - a4.margin;
const priceWidth = 90;
const ink = '#111827';
const muted = '#4b5563';

/** The categories with their products that can be ordered now, in the kiosk's order. */
export function printedSections(menu: KioskMenu) {
  return menu.categories
    .map((category) => ({
      name: category.name,
      products: menu.products.filter(
        (product) => product.categoryId === category.id && !product.soldOut,
      ),
    }))
    .filter((section) => section.products.length > 0);
}

export async function printedMenu(
  brand: ShopBrand,
  menu: KioskMenu,
  menuUrl: string,
): Promise<Buffer> {
  const qr = await qrCodePng(menuUrl);
  return renderPdf(`${brand.name} – Cardápio`, (doc) => {
    let y = drawHeader(doc, brand, qr, menuUrl);
    for (const section of printedSections(menu)) {
      // A category's title never ends a page alone: it starts with room for one product.
      if (y + 30 + productHeight(doc, section.products[0]!) > bottom) y = newPage(doc);
      y = drawCategoryTitle(doc, section.name, y);
      for (const product of section.products) {
        if (y + productHeight(doc, product) > bottom) y = newPage(doc);
        y = drawProduct(doc, product, y);
      }
    }
  });
}

function newPage(doc: Pdf): number {
  doc.addPage();
  return a4.margin;
}

/** Logo and name on the left, the QR code of /cardapio on the right; answers where the menu starts. */
function drawHeader(doc: Pdf, brand: ShopBrand, qr: Buffer, menuUrl: string): number {
  const qrSize = 92;
  const textWidth = contentWidth - qrSize - 20;
  let y = a4.margin;
  if (brand.logo) {
    doc.image(brand.logo, a4.margin, y, { fit: [160, 56] });
    y += 64;
  }
  doc.font('Helvetica-Bold').fontSize(24).fillColor(ink);
  doc.text(printable(brand.name), a4.margin, y, { width: textWidth });
  y = doc.y + 2;
  doc.font('Helvetica').fontSize(13).fillColor(muted).text('Cardápio', a4.margin, y);
  const qrX = a4.width - a4.margin - qrSize;
  doc.image(qr, qrX, a4.margin, { width: qrSize, height: qrSize });
  doc.font('Helvetica-Bold').fontSize(8).fillColor(ink);
  doc.text('Peça pelo celular', qrX - 10, a4.margin + qrSize + 4, {
    width: qrSize + 20,
    align: 'center',
  });
  doc.font('Helvetica').fontSize(7).fillColor(muted);
  doc.text(printable(menuUrl), qrX - 30, doc.y + 1, { width: qrSize + 30, align: 'right' });
  return Math.max(doc.y, a4.margin + qrSize + 30) + 12;
}

function drawCategoryTitle(doc: Pdf, name: string, top: number): number {
  const y = top + 8;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ink);
  doc.text(printable(name), a4.margin, y, { width: contentWidth });
  const line = doc.y + 2;
  doc
    .lineWidth(1)
    .strokeColor(ink)
    .moveTo(a4.margin, line)
    .lineTo(a4.width - a4.margin, line);
  doc.stroke();
  return line + 8;
}

const tagLine = (product: KioskProduct) =>
  sortedProductTags(product.tags)
    .map((tag) => productTagNames[tag])
    .join(' · ');

const nameWidth = contentWidth - priceWidth;

function productHeight(doc: Pdf, product: KioskProduct): number {
  let height = doc.font('Helvetica-Bold').fontSize(11).heightOfString(printable(product.name), {
    width: nameWidth,
  });
  if (product.description) {
    height += doc.font('Helvetica').fontSize(9).heightOfString(printable(product.description), {
      width: nameWidth,
    });
  }
  if (product.tags.length) height += 12;
  return height + 10;
}

/** Name and price on one line, then the description and the tags; answers the next line's top. */
function drawProduct(doc: Pdf, product: KioskProduct, top: number): number {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ink);
  doc.text(formatCents(product.priceCents), a4.width - a4.margin - priceWidth, top, {
    width: priceWidth,
    align: 'right',
  });
  doc.text(printable(product.name), a4.margin, top, { width: nameWidth });
  if (product.description) {
    doc.font('Helvetica').fontSize(9).fillColor(muted);
    doc.text(printable(product.description), a4.margin, doc.y + 1, { width: nameWidth });
  }
  if (product.tags.length) {
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(muted);
    doc.text(printable(tagLine(product)), a4.margin, doc.y + 2, { width: nameWidth });
  }
  return doc.y + 8;
}
