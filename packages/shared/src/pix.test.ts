import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildStaticPixPayload, crc16CcittFalse } from './pix';

// Verified reference payloads from Banco Central's BR Code manual (copied from shared/fixtures).
const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/pix-brcode.json', import.meta.url), 'utf8'),
) as {
  crc_check: { input: string; crc: string };
  vectors: { name: string; fields: Record<string, string>; payload: string }[];
};

describe('crc16CcittFalse', () => {
  it('matches the standard check value', () => {
    expect(crc16CcittFalse(fixtures.crc_check.input)).toBe(fixtures.crc_check.crc);
  });

  it.each(fixtures.vectors)('reproduces the CRC of "$name"', ({ payload }) => {
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});

describe('buildStaticPixPayload', () => {
  it('matches the Banco Central static example byte for byte', () => {
    const vector = fixtures.vectors.find((v) => v.fields.key)!;
    expect(
      buildStaticPixPayload({
        key: vector.fields.key!,
        merchantName: vector.fields.merchant_name!,
        merchantCity: vector.fields.merchant_city!,
        txid: vector.fields.txid!,
      }),
    ).toBe(vector.payload);
  });

  it('adds the amount with a dot and two decimals, and strips accents', () => {
    const payload = buildStaticPixPayload({
      key: '12345678909',
      merchantName: 'Lanchonete São João',
      merchantCity: 'São Paulo',
      amountCents: 12345,
      txid: 'PEDIDO42',
    });
    expect(payload).toContain('5406123.45');
    expect(payload).toContain('5919Lanchonete Sao Joao');
    expect(payload).toContain('6009Sao Paulo');
    expect(payload).toContain('62120508PEDIDO42');
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('refuses a txid outside the manual and a non-positive amount', () => {
    const base = { key: 'x@example.com', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(() => buildStaticPixPayload({ ...base, txid: 'pedido-1' })).toThrow(RangeError);
    expect(() => buildStaticPixPayload({ ...base, amountCents: 0 })).toThrow(RangeError);
  });
});
