import { createSign } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  qzTrayDefaults,
  type Printer,
  type PrinterData,
  type QzTraySettings,
  type QzTraySettingsData,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decryptOptional, type SecretBox } from '../../lib/secret-box';
import { isId } from '../../lib/ids';
import { printerSettings, qzTraySettings, type PrinterConnectionConfig } from './printing.tables';
import { signQzCall } from './qz-signing';

type PrinterRow = typeof printerSettings.$inferSelect;

export const printerNotFound = () => new AppError('NOT_FOUND', 'Impressora não encontrada');

function toPrinter(row: PrinterRow): Printer {
  const config = row.connectionConfig;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    connectionType: row.connectionType,
    device: config.device ?? null,
    printerName: config.printerName ?? null,
    ip: config.ip ?? null,
    port: config.port ?? 9100,
    viaAgent: config.viaAgent ?? false,
    cutPaper: row.cutPaper,
    paperWidth: row.paperWidth,
    active: row.active,
  };
}

/** Only what the connection type uses is kept, so a printer switched to USB forgets its IP. */
function rowValues(data: PrinterData) {
  const config: PrinterConnectionConfig = {};
  if (data.connectionType === 'usb' && data.device) config.device = data.device;
  if (data.connectionType === 'qz' && data.printerName) config.printerName = data.printerName;
  if (data.connectionType === 'network') {
    config.ip = data.ip ?? '';
    config.port = data.port;
    config.viaAgent = data.viaAgent;
  }
  return {
    name: data.name,
    kind: data.kind,
    connectionType: data.connectionType,
    connectionConfig: config,
    cutPaper: data.cutPaper,
    paperWidth: data.paperWidth,
    active: data.active,
  };
}

const ofEstablishment = (establishmentId: string, id: string) =>
  and(eq(printerSettings.establishmentId, establishmentId), eq(printerSettings.id, id));

export async function listPrinters(db: Executor, establishmentId: string): Promise<Printer[]> {
  const rows = await db
    .select()
    .from(printerSettings)
    .where(eq(printerSettings.establishmentId, establishmentId))
    .orderBy(asc(printerSettings.createdAt), asc(printerSettings.id));
  return rows.map(toPrinter);
}

export async function countActivePrinters(db: Executor, establishmentId: string) {
  const rows = await db
    .select({ id: printerSettings.id })
    .from(printerSettings)
    .where(
      and(eq(printerSettings.establishmentId, establishmentId), eq(printerSettings.active, true)),
    );
  return rows.length;
}

export async function findPrinterRow(
  db: Executor,
  establishmentId: string,
  id: string,
): Promise<PrinterRow> {
  if (!isId(id)) throw printerNotFound();
  const [row] = await db.select().from(printerSettings).where(ofEstablishment(establishmentId, id));
  if (!row) throw printerNotFound();
  return row;
}

export async function createPrinter(
  db: Executor,
  establishmentId: string,
  data: PrinterData,
): Promise<Printer> {
  const [row] = await db
    .insert(printerSettings)
    .values({ establishmentId, ...rowValues(data) })
    .returning();
  return toPrinter(row!);
}

export async function updatePrinter(
  db: Executor,
  establishmentId: string,
  id: string,
  data: PrinterData,
): Promise<Printer> {
  if (!isId(id)) throw printerNotFound();
  const [row] = await db
    .update(printerSettings)
    .set(rowValues(data))
    .where(ofEstablishment(establishmentId, id))
    .returning();
  if (!row) throw printerNotFound();
  return toPrinter(row);
}

/** Its past jobs stay in the list (they keep the printer's name). */
export async function deletePrinter(db: Executor, establishmentId: string, id: string) {
  if (!isId(id)) throw printerNotFound();
  const deleted = await db
    .delete(printerSettings)
    .where(ofEstablishment(establishmentId, id))
    .returning({ id: printerSettings.id });
  if (deleted.length === 0) throw printerNotFound();
}

// ---------------------------------------------------------------- QZ Tray

type QzRow = typeof qzTraySettings.$inferSelect;

function toQzSettings(row: QzRow | undefined): QzTraySettings {
  return {
    receiptPrinter: row?.receiptPrinter ?? null,
    kitchenPrinter: row?.kitchenPrinter ?? null,
    fontSize: row?.fontSize ?? qzTrayDefaults.fontSize,
    font: row?.font ?? qzTrayDefaults.font,
    letterSpacing: Number(row?.letterSpacing ?? qzTrayDefaults.letterSpacing),
    lineSpacing: Number(row?.lineSpacing ?? qzTrayDefaults.lineSpacing),
    marginLeft: row?.marginLeft ?? qzTrayDefaults.marginLeft,
    marginRight: row?.marginRight ?? qzTrayDefaults.marginRight,
    marginTop: row?.marginTop ?? qzTrayDefaults.marginTop,
    marginBottom: row?.marginBottom ?? qzTrayDefaults.marginBottom,
    certificate: row?.certificate ?? null,
    hasPrivateKey: Boolean(row?.privateKeySealed),
  };
}

async function findQzRow(db: Executor, establishmentId: string) {
  const [row] = await db
    .select()
    .from(qzTraySettings)
    .where(eq(qzTraySettings.establishmentId, establishmentId));
  return row;
}

/** SPEC §9 defaults until the shop saves its own. */
export async function getQzTraySettings(db: Executor, establishmentId: string) {
  return toQzSettings(await findQzRow(db, establishmentId));
}

function checkPrivateKey(pem: string) {
  try {
    createSign('SHA512').update('check').sign(pem);
  } catch {
    const message = 'Chave privada inválida (use o formato PEM)';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'privateKey', message }]);
  }
}

export async function saveQzTraySettings(
  db: Executor,
  box: SecretBox,
  establishmentId: string,
  input: QzTraySettingsData,
): Promise<QzTraySettings> {
  const { privateKey, ...layout } = input;
  if (privateKey) checkPrivateKey(privateKey);
  const values = {
    ...layout,
    letterSpacing: String(layout.letterSpacing),
    lineSpacing: String(layout.lineSpacing),
    ...(privateKey === undefined
      ? {}
      : { privateKeySealed: privateKey ? box.encrypt(privateKey) : null }),
  };
  const [row] = await db
    .insert(qzTraySettings)
    .values({ establishmentId, ...values })
    .onConflictDoUpdate({ target: qzTraySettings.establishmentId, set: values })
    .returning();
  return toQzSettings(row);
}

export async function qzCertificate(db: Database, establishmentId: string) {
  return (await findQzRow(db, establishmentId))?.certificate ?? null;
}

/** A QZ Tray printing call signed by the shop's key (qz-signing.ts); others are refused. */
export async function signQzRequest(
  db: Database,
  box: SecretBox,
  establishmentId: string,
  request: string,
): Promise<string> {
  const key = decryptOptional(box, (await findQzRow(db, establishmentId))?.privateKeySealed);
  if (!key) throw new AppError('UNPROCESSABLE', 'Assinatura do QZ Tray não configurada');
  return signQzCall(key, request);
}
