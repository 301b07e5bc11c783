import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Mercado Pago signs each notification: header `x-signature: ts=<unix time>,v1=<hex>`, where v1
 * is HMAC-SHA256, keyed with the shop's webhook secret, of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id lower-cased when alphanumeric).
 */

/** A notification older (or further in the future) than this is refused as a replay. */
export const webhookMaxAgeMs = 5 * 60 * 1000;

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

export function signWebhook(secret: string, dataId: string, requestId: string, ts: string) {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function parseSignature(header: string): { ts: string; v1: string } | undefined {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return undefined;
  return { ts, v1 };
}

/** Mercado Pago documents ts in seconds; some notifications carry milliseconds. */
function timestampMs(ts: string): number {
  const value = Number(ts);
  return value > 1e12 ? value : value * 1000;
}

export function checkWebhookSignature(input: {
  secret: string;
  signature: string;
  requestId: string;
  dataId: string;
  now: Date;
}): SignatureCheck {
  const parsed = parseSignature(input.signature);
  if (!parsed) return 'malformed';
  if (Math.abs(input.now.getTime() - timestampMs(parsed.ts)) > webhookMaxAgeMs) return 'stale';
  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest(input.dataId, input.requestId, parsed.ts))
    .digest();
  const given = Buffer.from(parsed.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'valid'
    : 'mismatch';
}
