import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCertificate } from '../nfce/certificate';
import { validateCancelEvent, validateDisable } from '../nfce/validate';
import { testCnpj, testIssuer } from '../test/fiscal-fixtures';
import {
  cancelEventRequest,
  disableNumbersRequest,
  eventBatch,
  signedCancelEvent,
} from './messages';

const certificate = openCertificate(testIssuer().certificate);
const key = '35261111222333000181650010000000421123456780';
const cancel = {
  key,
  protocol: '135260000000001',
  reason: 'Pedido cancelado: cliente desistiu',
  cnpj: testCnpj,
  tpAmb: 2 as const,
  at: new Date('2026-11-23T15:10:00Z'),
};
const disable = {
  uf: 'SP' as const,
  cnpj: testCnpj,
  tpAmb: 2 as const,
  year: '26',
  series: 1,
  from: 7,
  to: 9,
  reason: 'Numeracao pulada por falha no sistema',
};

const workDir = mkdtempSync(join(tmpdir(), 'nfce-events-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** xmlsec1 (libxmlsec, independent of xml-crypto) checks the signature of `idElement`. */
function xmlsecVerify(xml: string, idElement: string): boolean {
  const file = join(workDir, `doc-${Math.random()}.xml`);
  const cert = join(workDir, 'cert.pem');
  writeFileSync(file, xml);
  writeFileSync(cert, certificate.certificatePem);
  const result = spawnSync(
    'xmlsec1',
    ['--verify', '--id-attr:Id', idElement, '--trusted-pem', cert, file],
    { encoding: 'utf8' },
  );
  return result.status === 0;
}

describe('cancel event 110111', () => {
  it('is signed on infEvento (xmlsec1 verifies it) and passes envEventoCancNFe_v1.00.xsd', async () => {
    const event = signedCancelEvent(cancel, certificate);
    expect(event).toContain(`<infEvento Id="ID110111${key}01">`);
    expect(event).toContain(`<Reference URI="#ID110111${key}01">`);
    expect(event).toMatch(
      /<\/infEvento><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/,
    );
    expect(xmlsecVerify(event, 'infEvento')).toBe(true);
    // Changed after signing (another protocol): the signature no longer verifies.
    expect(xmlsecVerify(event.replace(cancel.protocol, '135260000000002'), 'infEvento')).toBe(
      false,
    );

    const request = cancelEventRequest({ ...cancel, batchId: '123' }, certificate);
    expect(await validateCancelEvent(request)).toEqual({ valid: true, errors: [] });
  });

  it('the schema refuses what the SEFAZ would (a justification under 15 characters)', async () => {
    expect(() => signedCancelEvent({ ...cancel, reason: 'curta demais' }, certificate)).toThrow(
      'A justificativa precisa de pelo menos 15 caracteres',
    );
    const wrong = eventBatch(
      signedCancelEvent(cancel, certificate).replace('<nProt>135260000000001', '<nProt>12'),
      '1',
    );
    expect((await validateCancelEvent(wrong)).valid).toBe(false);
  });
});

describe('inutilização', () => {
  it('is signed on infInut (xmlsec1 verifies it) and passes inutNFe_v4.00.xsd', async () => {
    const request = disableNumbersRequest(disable, certificate);
    expect(request).toContain(`<infInut Id="ID3526${testCnpj}65001000000007000000009">`);
    expect(xmlsecVerify(request, 'infInut')).toBe(true);
    expect(xmlsecVerify(request.replace('<nNFFin>9<', '<nNFFin>10<'), 'infInut')).toBe(false);
    expect(await validateDisable(request)).toEqual({ valid: true, errors: [] });
  });
});
