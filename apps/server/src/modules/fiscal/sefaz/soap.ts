import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';

/*
 * SOAP 1.2 over HTTPS with the issuer's certificate (mutual TLS), as the SEFAZ webservices of
 * NF-e/NFC-e 4.00 demand (MOC, "Padrão de Comunicação"). Plain http:// is for the fake SEFAZ.
 */

export const wsdlBase = 'http://www.portalfiscal.inf.br/nfe/wsdl';

/** A webservice that did not answer (timeout, connection refused, HTTP 5xx, paralisado). */
export class SefazUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SefazUnavailableError';
  }
}

export interface SoapTransport {
  /** PEM key and certificate of the issuer, for mutual TLS. */
  keyPem: string;
  certificatePem: string;
  /** Trusted CAs (the ICP-Brasil chain of the SEFAZ servers); Node's defaults when absent. */
  ca?: string | undefined;
  timeoutMs: number;
}

/**
 * The CAs trusted for the SEFAZ servers: Node's own roots plus the ICP-Brasil chain in
 * `caFile` (FISCAL_SEFAZ_CA_FILE), which Node does not ship and most SEFAZ servers use. A
 * `ca` option replaces Node's roots, hence both. Undefined without a file: Node's roots.
 */
export function trustedSefazCa(caFile: string | undefined): string | undefined {
  if (!caFile) return undefined;
  return [...rootCertificates, readFileSync(caFile, 'utf8')].join('\n');
}

export function soapEnvelope(service: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">' +
    `<soap12:Body><nfeDadosMsg xmlns="${wsdlBase}/${service}">${body}</nfeDadosMsg>` +
    '</soap12:Body></soap12:Envelope>'
  );
}

/** Posts a SOAP 1.2 call and answers the response body; SefazUnavailableError otherwise. */
export function postSoap(
  transport: SoapTransport,
  url: string,
  service: string,
  operation: string,
  body: string,
): Promise<string> {
  const envelope = soapEnvelope(service, body);
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const options: https.RequestOptions = {
    method: 'POST',
    headers: {
      'Content-Type': `application/soap+xml; charset=utf-8; action="${wsdlBase}/${service}/${operation}"`,
      'Content-Length': Buffer.byteLength(envelope),
    },
    timeout: transport.timeoutMs,
    ...(secure
      ? {
          key: transport.keyPem,
          cert: transport.certificatePem,
          ...(transport.ca ? { ca: transport.ca } : {}),
          minVersion: 'TLSv1.2',
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(target, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => reject(new SefazUnavailableError(error.message)));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        if (status >= 500 && !text.includes('Envelope')) {
          reject(new SefazUnavailableError(`SEFAZ respondeu HTTP ${status}`));
        } else if (status >= 400 && !text.includes('Envelope')) {
          reject(new Error(`SEFAZ recusou a chamada: HTTP ${status}`));
        } else {
          resolve(text);
        }
      });
    });
    // A whole-call deadline as well: `timeout` above only counts idle socket time.
    const deadline = setTimeout(() => {
      request.destroy(new SefazUnavailableError('SEFAZ não respondeu no prazo'));
    }, transport.timeoutMs);
    request.on('timeout', () =>
      request.destroy(new SefazUnavailableError('SEFAZ não respondeu no prazo')),
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(
        error instanceof SefazUnavailableError ? error : new SefazUnavailableError(error.message),
      );
    });
    request.on('close', () => clearTimeout(deadline));
    request.end(envelope);
  });
}
