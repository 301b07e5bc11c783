import { createHash, createSign } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/*
 * QZ Tray asks for each call to be signed by the shop's key. Since QZ Tray 2.1 what is signed
 * is the SHA-256 (hex) of the call's JSON ({call, params, timestamp}); our browser code hands
 * the JSON itself (qz.api.setSha256Type), so the server reads which call it signs, hashes it
 * and signs only printing. A signed `file.write`, `serial.*` or `usb.*` would let anyone drive
 * the kiosk's computer through QZ Tray (issue 31).
 */

/** The QZ Tray calls that print, or find the printer to print on: nothing else is signed. */
export const qzPrintingCalls: ReadonlySet<string> = new Set([
  'print',
  'printers.find',
  'printers.getDefault',
  'printers.details',
]);

export const qzCallRefusedMessage = 'O QZ Tray só pode assinar chamadas de impressão';

const qzCallSchema = z.object({ call: z.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The signature QZ Tray checks for `request` (the call's JSON): SHA512 with the shop's key
 * over the call's SHA-256 hex, base64. 403 for a call that does not print, or no call at all.
 */
export function signQzCall(privateKey: string, request: string): string {
  const parsed = qzCallSchema.safeParse(parseJson(request));
  if (!parsed.success || !qzPrintingCalls.has(parsed.data.call)) {
    throw new AppError('FORBIDDEN', qzCallRefusedMessage);
  }
  const digest = createHash('sha256').update(request, 'utf8').digest('hex');
  return createSign('SHA512').update(digest).sign(privateKey, 'base64');
}
