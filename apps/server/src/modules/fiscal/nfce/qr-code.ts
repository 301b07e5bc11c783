import { createHash, createSign } from 'node:crypto';
import { money } from './xml';

/*
 * The NFC-e QR code (Manual de Especificações Técnicas do DANFE NFC-e e QR Code, v5 for
 * version 2; NT 2025.001 and manual v6 for version 3). The official schema shipped in
 * ../schemas spells all four forms as patterns of infNFeSupl/qrCode, which validate.ts checks.
 *
 * v2 online:  <url>?p=<chave>|2|<tpAmb>|<cIdToken>|<hash>
 * v2 offline: <url>?p=<chave>|2|<tpAmb>|<dia>|<vNF>|<hex(digVal)>|<cIdToken>|<hash>
 *   hash = SHA-1 (hex, upper case) of the parameters before it, joined by '|', followed by
 *   the CSC; cIdToken without its leading zeros.
 * v3 online:  <url>?p=<chave>|3|<tpAmb>
 * v3 offline: <url>?p=<chave>|3|<tpAmb>|<dia>|<vNF>|<tp_idDest>|<cDest>|<assinatura>
 *   assinatura = base64 of the issuer's RSA signature (SHA-1) of the parameters before it,
 *   joined by '|'; tp_idDest 1 CNPJ, 2 CPF, 3 foreign id; both empty without a customer.
 */

function withP(baseUrl: string): string {
  return baseUrl.includes('?p=') ? baseUrl : `${baseUrl}?p=`;
}

export function cscIdParam(cscId: string): string {
  const id = Number(cscId);
  if (!Number.isInteger(id) || id < 0 || id > 999_999) throw new Error('Id do CSC inválido');
  return String(id);
}

export function qrHash(params: string, csc: string): string {
  return createHash('sha1')
    .update(params + csc, 'utf8')
    .digest('hex')
    .toUpperCase();
}

export interface QrCodeV2Input {
  baseUrl: string;
  key: string;
  tpAmb: 1 | 2;
  cscId: string;
  csc: string;
}

export function qrCodeV2Online(input: QrCodeV2Input): string {
  if (!input.csc) throw new Error('CSC não configurado');
  const params = [input.key, '2', String(input.tpAmb), cscIdParam(input.cscId)].join('|');
  return `${withP(input.baseUrl)}${params}|${qrHash(params, input.csc)}`;
}

export interface OfflineFacts {
  /** Day of the month of dhEmi, as written in the note (its own time zone). */
  day: string;
  totalCents: number;
}

export function qrCodeV2Offline(
  input: QrCodeV2Input & OfflineFacts & { digestValue: string },
): string {
  if (!input.csc) throw new Error('CSC não configurado');
  const params = [
    input.key,
    '2',
    String(input.tpAmb),
    input.day,
    money(input.totalCents),
    Buffer.from(input.digestValue, 'utf8').toString('hex'),
    cscIdParam(input.cscId),
  ].join('|');
  return `${withP(input.baseUrl)}${params}|${qrHash(params, input.csc)}`;
}

export function qrCodeV3Online(input: { baseUrl: string; key: string; tpAmb: 1 | 2 }): string {
  return `${withP(input.baseUrl)}${input.key}|3|${input.tpAmb}`;
}

export function qrCodeV3Offline(
  input: { baseUrl: string; key: string; tpAmb: 1 | 2; privateKeyPem: string } & OfflineFacts & {
      customerTaxId?: string | undefined;
    },
): string {
  const customer = input.customerTaxId ?? '';
  const idType = customer.length === 14 ? '1' : customer.length === 11 ? '2' : '';
  const params = [
    input.key,
    '3',
    String(input.tpAmb),
    input.day,
    money(input.totalCents),
    idType,
    customer,
  ].join('|');
  const signature = createSign('RSA-SHA1').update(params, 'utf8').sign(input.privateKeyPem);
  return `${withP(input.baseUrl)}${params}|${signature.toString('base64')}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts infNFeSupl (qrCode, urlChave) between infNFe and Signature, where the layout wants it. */
export function addSupplement(signedXml: string, qrCode: string, urlChave: string): string {
  const at = signedXml.indexOf('</infNFe>');
  if (at < 0 || signedXml.includes('<infNFeSupl>')) throw new Error('Documento inesperado');
  const end = at + '</infNFe>'.length;
  const supplement = `<infNFeSupl><qrCode>${escapeXml(qrCode)}</qrCode><urlChave>${escapeXml(urlChave)}</urlChave></infNFeSupl>`;
  return signedXml.slice(0, end) + supplement + signedXml.slice(end);
}
