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

/*
 * The worked example of the "Manual de Especificações Técnicas do DANFE NFC-e e QR Code"
 * (versão 5.0 and later, item 4.3.6: QR Code versão 2, emissão on-line and off-line): an NFC-e
 * of Sergipe (cUF 28), CSC id 1, the manual's placeholder CSC, vNF 60.90, DigestValue
 * "yzGYhUx1/XYYzksWB+fPR3Qc50c=". The same values and hashes are the expected results of the
 * tests "EXEMPLO DO MANUAL DA RECEITA" of the wmixvideo/nfe Java library:
 *   src/test/java/com/fincatto/documentofiscal/nfe400/classes/nota/NFGeraQRCode20Test.java
 *     (commit 640f4a037b50baf47b841411175e9396fd7bc89b): on-line, DC6AE2C2...
 *   .../NFGeraQRCodeContingenciaOffline20Test.java
 *     (commit 189dcf01519a8d35f1da3b4c0af972b7089280a1): off-line, 4615A93B...
 */
describe('QR code v2: the published example of the DANFE NFC-e manual', () => {
  const manualCsc = 'SEU-CODIGO-CSC-CONTRIBUINTE-36-CARACTERES';
  const manualUrl = 'http://www.sefazexemplo.gov.br/nfce/qrcode';

  it('on-line', () => {
    const qr = qrCodeV2Online({
      baseUrl: manualUrl,
      key: '28170800156225000131650110000151341562040824',
      tpAmb: 1,
      cscId: '000001',
      csc: manualCsc,
    });
    expect(qr).toBe(
      `${manualUrl}?p=28170800156225000131650110000151341562040824|2|1|1|DC6AE2C2B9A992BE59679AC365E29922DE6B7511`,
    );
  });

  it('off-line (contingency): day 02, vNF 60.90 and the DigestValue in hex', () => {
    const qr = qrCodeV2Offline({
      baseUrl: manualUrl,
      key: '28170800156225000131650110000151349562040824',
      tpAmb: 1,
      cscId: '000001',
      csc: manualCsc,
      day: '02',
      totalCents: 6090,
      digestValue: 'yzGYhUx1/XYYzksWB+fPR3Qc50c=',
    });
    expect(qr).toBe(
      `${manualUrl}?p=28170800156225000131650110000151349562040824|2|1|02|60.90|797a4759685578312f5859597a6b7357422b6650523351633530633d|1|4615A93BB0D7C4E780F8D30EE77EDD5BA55C7D66`,
    );
  });
});

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
