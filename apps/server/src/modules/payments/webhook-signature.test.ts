import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signatureManifest, signWebhook } from './webhook-signature';

const secret = 'segredo-do-webhook';
const now = new Date('2026-11-21T15:00:00Z');
const ts = String(Math.floor(now.getTime() / 1000));

describe('Mercado Pago webhook signature', () => {
  it('signs the documented manifest with HMAC-SHA256', () => {
    expect(signatureManifest('123456', 'req-1', ts)).toBe(`id:123456;request-id:req-1;ts:${ts};`);
    const v1 = createHmac('sha256', secret)
      .update(`id:123456;request-id:req-1;ts:${ts};`)
      .digest('hex');
    expect(signWebhook(secret, '123456', 'req-1', ts)).toBe(`ts=${ts},v1=${v1}`);
  });

  it('lower-cases alphanumeric ids in the manifest', () => {
    expect(signatureManifest('ORD01ABC', 'r', '1')).toBe('id:ord01abc;request-id:r;ts:1;');
  });

  const check = (
    signature: string,
    overrides: Partial<{ dataId: string; requestId: string }> = {},
  ) =>
    checkWebhookSignature({
      secret,
      signature,
      requestId: 'req-1',
      dataId: '123456',
      now,
      ...overrides,
    });

  it('accepts a correct signature, in either order of its parts and with spaces', () => {
    const signed = signWebhook(secret, '123456', 'req-1', ts);
    expect(check(signed)).toBe('valid');
    const [tsPart, v1Part] = signed.split(',');
    expect(check(`${v1Part}, ${tsPart}`)).toBe('valid');
  });

  it('refuses another secret, id or request id', () => {
    expect(check(signWebhook('outro', '123456', 'req-1', ts))).toBe('mismatch');
    expect(check(signWebhook(secret, '123456', 'req-1', ts), { dataId: '654321' })).toBe(
      'mismatch',
    );
    expect(check(signWebhook(secret, '123456', 'req-1', ts), { requestId: 'req-2' })).toBe(
      'mismatch',
    );
  });

  it('refuses timestamps more than 5 minutes away, in seconds or milliseconds', () => {
    const old = String(Number(ts) - 301);
    expect(check(signWebhook(secret, '123456', 'req-1', old))).toBe('stale');
    const future = String(Number(ts) + 301);
    expect(check(signWebhook(secret, '123456', 'req-1', future))).toBe('stale');
    const inMs = String(now.getTime() - 1000);
    expect(check(signWebhook(secret, '123456', 'req-1', inMs))).toBe('valid');
  });

  it('refuses malformed headers', () => {
    for (const header of [
      '',
      'ts=1',
      'v1=abc',
      `ts=${ts},v1=nothex`,
      `ts=abc,v1=${'a'.repeat(64)}`,
    ]) {
      expect(check(header), header).toBe('malformed');
    }
  });
});
