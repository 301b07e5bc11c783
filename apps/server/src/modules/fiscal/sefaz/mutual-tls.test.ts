import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificate } from '../nfce/certificate';
import { testCnpj, testIssuer } from '../test/fiscal-fixtures';
import { createSefazClient } from './sefaz-client';
import { SefazUnavailableError, trustedSefazCa } from './soap';

/** A server certificate for 127.0.0.1, as a SEFAZ host has one of its own. */
function serverCertificate() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 3600_000);
  const subject = [{ name: 'commonName', value: 'homologacao.sefaz.test' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(key, forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

const certificate = openCertificate(testIssuer().certificate);
const server = serverCertificate();
let https: Server;
let url: string;
const seenClients: string[] = [];

beforeAll(async () => {
  https = createServer(
    { key: server.keyPem, cert: server.certPem, requestCert: true, rejectUnauthorized: false },
    (request, response) => {
      const peer = (request.socket as TLSSocket).getPeerCertificate();
      const subject = peer?.subject?.CN ?? '';
      seenClients.push(String(subject));
      if (!subject) {
        response.writeHead(403).end();
        return;
      }
      response
        .writeHead(200, { 'Content-Type': 'application/soap+xml' })
        .end(
          '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
            '<nfeResultMsg><retConsStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">' +
            '<tpAmb>2</tpAmb><cStat>107</cStat><xMotivo>Servico em Operacao</xMotivo>' +
            '</retConsStatServ></nfeResultMsg></soap:Body></soap:Envelope>',
        );
    },
  );
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(https.address() as AddressInfo).port}/ws/NFeStatusServico4`;
});
afterAll(() => new Promise<void>((resolve) => https.close(() => resolve())));

/** A client of the local HTTPS server, with the test's A1 certificate and the given CA list. */
const clientTrusting = (ca?: string) =>
  createSefazClient({
    endpoints: { authorization: url, protocolQuery: url, status: url, event: url, disable: url },
    certificate,
    uf: 'SP',
    tpAmb: 2,
    timeoutMs: 5_000,
    ...(ca && { ca }),
  });

describe('mutual TLS', () => {
  it('presents the A1 certificate to the SEFAZ and trusts only the given CA', async () => {
    const client = clientTrusting(server.certPem);
    expect(await client.status()).toMatchObject({ cStat: '107', operating: true });
    expect(seenClients.at(-1)).toBe(`RESTAURANTE TESTE LTDA:${testCnpj}`);
  });

  it('refuses a server its CA list does not vouch for', async () => {
    const client = clientTrusting();
    await expect(client.status()).rejects.toBeInstanceOf(SefazUnavailableError);
  });

  it('trusts the chain of FISCAL_SEFAZ_CA_FILE beside the usual roots', async () => {
    const caFile = join(mkdtempSync(join(tmpdir(), 'sefaz-ca-')), 'icp-brasil.pem');
    writeFileSync(caFile, server.certPem);
    const ca = trustedSefazCa(caFile)!;
    expect(ca).toContain(server.certPem.trim());
    expect(ca.split('BEGIN CERTIFICATE').length).toBeGreaterThan(100);
    expect(trustedSefazCa(undefined)).toBeUndefined();
    const client = clientTrusting(ca);
    expect(await client.status()).toMatchObject({ cStat: '107', operating: true });
  });
});
