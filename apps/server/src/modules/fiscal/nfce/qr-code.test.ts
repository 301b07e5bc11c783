import { spawnSync } from 'node:child_process';
import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../test/fiscal-fixtures';
import { openCertificate } from './certificate';
import {
  addSupplement,
  cscIdParam,
  qrCodeV2Offline,
  qrCodeV2Online,
  qrCodeV3Offline,
  qrCodeV3Online,
} from './qr-code';

/** SHA-1 by the openssl command line: a second implementation, not node:crypto. */
function opensslSha1(text: string): string {
  const result = spawnSync('openssl', ['dgst', '-sha1', '-r'], { input: text, encoding: 'utf8' });
  return result.stdout.split(' ')[0]!.toUpperCase();
}

const key = '35260452511591001560656030000001501119149935';
const baseUrl = 'https://www.nfce.fazenda.sp.gov.br/qrcode';
const csc = 'GPB0JBWLUR6HWFTVEAS6RJ69GPCROFPBBB8G';

describe('QR code v2', () => {
  it('online: the key, version 2, tpAmb, the CSC id without zeros and the SHA-1 with the CSC', () => {
    const qr = qrCodeV2Online({ baseUrl, key, tpAmb: 1, cscId: '000001', csc });
    // The shape of QR codes printed by SP shops (published in public repositories):
    // https://www.nfce.fazenda.sp.gov.br/qrcode?p=35260452511591001560656030000001501119149935|2|1|1|BD5FB49E...
    expect(qr).toMatch(
      /^https:\/\/www\.nfce\.fazenda\.sp\.gov\.br\/qrcode\?p=35260452511591001560656030000001501119149935\|2\|1\|1\|[0-9A-F]{40}$/,
    );
    const hash = qr.split('|').at(-1);
    expect(hash).toBe(opensslSha1(`${key}|2|1|1${csc}`));
    // Worked out once with `printf '%s' '<params><csc>' | sha1sum` (coreutils) and kept.
    expect(hash).toBe('D4FBA64642499AFD0D9AE156FA27C3DF69068C5E');
  });

  it('offline: day, total, the DigestValue in hex, then the hash', () => {
    const digestValue = 'm9ZrQTKMxv7A1Blnf/nmNGVX+N8=';
    const qr = qrCodeV2Offline({
      baseUrl: `${baseUrl}?p=`,
      key,
      tpAmb: 2,
      cscId: '2',
      csc,
      day: '05',
      totalCents: 15000,
      digestValue,
    });
    const params = `${key}|2|2|05|150.00|${Buffer.from(digestValue).toString('hex')}|2`;
    expect(qr).toBe(`${baseUrl}?p=${params}|${opensslSha1(params + csc)}`);
    // digVal of 28 base64 characters is 56 hex digits, as the schema's pattern wants.
    expect(params.split('|')[5]).toHaveLength(56);
  });

  it('refuses a missing CSC or a CSC id that is not a number', () => {
    expect(() => qrCodeV2Online({ baseUrl, key, tpAmb: 1, cscId: '1', csc: '' })).toThrow();
    expect(() => cscIdParam('abc')).toThrow('Id do CSC inválido');
  });
});

describe('QR code v3 (NT 2025.001)', () => {
  const certificate = openCertificate(testIssuer().certificate);

  it('online carries the key, version 3 and tpAmb only', () => {
    expect(qrCodeV3Online({ baseUrl, key, tpAmb: 2 })).toBe(`${baseUrl}?p=${key}|3|2`);
  });

  it('offline signs day, total and the customer with the certificate', () => {
    const qr = qrCodeV3Offline({
      baseUrl,
      key,
      tpAmb: 2,
      privateKeyPem: certificate.privateKeyPem,
      day: '23',
      totalCents: 5500,
      customerTaxId: '52998224725',
    });
    const [, p] = qr.split('?p=');
    const fields = p!.split('|');
    expect(fields.slice(0, 7)).toEqual([key, '3', '2', '23', '55.00', '2', '52998224725']);
    const signed = fields.slice(0, 7).join('|');
    const valid = createVerify('RSA-SHA1')
      .update(signed)
      .verify(certificate.certificatePem, Buffer.from(fields[7]!, 'base64'));
    expect(valid).toBe(true);
  });

  it('offline without a customer leaves tp_idDest and cDest empty', () => {
    const qr = qrCodeV3Offline({
      baseUrl,
      key,
      tpAmb: 1,
      privateKeyPem: certificate.privateKeyPem,
      day: '01',
      totalCents: 100,
    });
    expect(qr).toMatch(/\|3\|1\|01\|1\.00\|\|\|[A-Za-z0-9+/]+=*$/);
  });
});

describe('infNFeSupl', () => {
  it('goes between infNFe and Signature, escaped', () => {
    const xml = '<NFe><infNFe Id="x"></infNFe><Signature/></NFe>';
    expect(addSupplement(xml, 'https://a/?p=1|2', 'https://a/b&c')).toBe(
      '<NFe><infNFe Id="x"></infNFe><infNFeSupl><qrCode>https://a/?p=1|2</qrCode><urlChave>https://a/b&amp;c</urlChave></infNFeSupl><Signature/></NFe>',
    );
  });
});
