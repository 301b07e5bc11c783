import type { FastifyRequest } from 'fastify';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { shopPageUrl } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { isSafeKey, type ObjectStorage } from '../../lib/object-storage';
import { findEstablishmentSummary, findShopSettings } from '../establishments';

/*
 * What both printed files share (decision 073): an A4 PDFKit document, the shop's name and
 * logo, QR codes, and the address on the shop's own host that they point at.
 */

export type Pdf = PDFDocument;

export const pdfContentType = 'application/pdf';

/** A4 in points, and the margin every page keeps. */
export const a4 = { width: 595.28, height: 841.89, margin: 36 };

/**
 * Draws a document with PDFKit and answers its bytes. PDFKit (and its font engine) is loaded
 * on the first PDF, not when the server starts: it is only needed when the admin prints.
 */
export async function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const { default: Document } = await import('pdfkit');
  const doc = new Document({ size: 'A4', margin: a4.margin, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * Text as the standard PDF fonts can write it (WinAnsi: Latin-1 and a few signs); anything
 * else (an emoji in a product's name) is left out rather than printed as a wrong letter.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
      '',
    );
}

/** A QR code as a PNG, one light module of margin: PDFKit embeds it at the size asked. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
}

/** The shop's name and its logo as a PNG (PDFKit reads PNG and JPEG; logos are WebP). */
export interface ShopBrand {
  name: string;
  subdomain: string | null;
  logo: Buffer | null;
}

export async function shopBrand(
  db: Executor,
  uploads: ObjectStorage,
  establishmentId: string,
): Promise<ShopBrand> {
  const [settings, summary] = await Promise.all([
    findShopSettings(db, establishmentId),
    findEstablishmentSummary(db, establishmentId),
  ]);
  return {
    name: settings.name,
    subdomain: summary?.subdomain ?? null,
    logo: await logoPng(uploads, settings.logoUrl),
  };
}

/** The logo's file as a PNG; none when the shop has no logo or its file cannot be read. */
async function logoPng(uploads: ObjectStorage, url: string | null): Promise<Buffer | null> {
  const key = url?.match(/^\/uploads\/(.+)$/)?.[1];
  if (!key || !isSafeKey(key)) return null;
  const stored = await uploads.get(key);
  if (!stored) return null;
  try {
    return await sharp(stored.data)
      .resize({ height: 240, withoutEnlargement: true })
      .ensureAlpha() // a transparent logo stays so on paper: PDFKit gives it a soft mask
      .png()
      .toBuffer();
  } catch {
    return null; // a file that is no image prints as no logo rather than failing the sheet
  }
}

/**
 * An address on the shop's host (`/cardapio?mesa=3`), the way the admin's screens build the
 * kiosk's: the request's protocol and port, `<subdomain>.APP_DOMAIN`; a shop with no
 * subdomain is reached at the host the request came to.
 */
export function shopAddress(
  request: FastifyRequest,
  appDomain: string,
  subdomain: string | null,
  path: string,
): string {
  if (!subdomain) return `${request.protocol}://${request.host}${path}`;
  const location = {
    protocol: `${request.protocol}:`,
    port: request.port ? String(request.port) : '',
  };
  return shopPageUrl(location, appDomain, subdomain, path);
}
