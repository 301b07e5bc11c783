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
  /**
   * Carries the call in this process instead of over the network: "homologação simulada"
   * hands its fake SEFAZ here, so no port is opened. Everything else (envelope, headers,
   * deadline, how the answer is read) is the real client's.
   */
  exchange?: SoapExchange | undefined;
}

/** An HTTP exchange: the request's URL, headers and body in, status and body out. */
export type SoapExchange = (
  url: URL,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>;

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

/** The response body of a SOAP call; SefazUnavailableError or Error by its HTTP status. */
function soapResponse(status: number, text: string): string {
  if (status >= 500 && !text.includes('Envelope')) {
    throw new SefazUnavailableError(`SEFAZ respondeu HTTP ${status}`);
  }
  if (status >= 400 && !text.includes('Envelope')) {
    throw new Error(`SEFAZ recusou a chamada: HTTP ${status}`);
  }
  return text;
}

const lateError = () => new SefazUnavailableError('SEFAZ não respondeu no prazo');

/** An in-process exchange under the same whole-call deadline as the network one. */
function exchangeInProcess(
  exchange: SoapExchange,
  transport: SoapTransport,
  target: URL,
  headers: Record<string, string>,
  envelope: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(lateError()), transport.timeoutMs);
    exchange(target, headers, envelope)
      .then(
        ({ status, body }) => resolve(soapResponse(status, body)),
        (error: unknown) =>
          reject(new SefazUnavailableError(error instanceof Error ? error.message : String(error))),
      )
      .catch(reject)
      .finally(() => clearTimeout(deadline));
  });
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
  const headers = {
    'Content-Type': `application/soap+xml; charset=utf-8; action="${wsdlBase}/${service}/${operation}"`,
    'Content-Length': String(Buffer.byteLength(envelope)),
  };
  if (transport.exchange) {
    return exchangeInProcess(transport.exchange, transport, target, headers, envelope);
  }
  const secure = target.protocol === 'https:';
  const options: https.RequestOptions = {
    method: 'POST',
    headers,
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
        try {
          resolve(soapResponse(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    // A whole-call deadline as well: `timeout` above only counts idle socket time.
    const deadline = setTimeout(() => request.destroy(lateError()), transport.timeoutMs);
    request.on('timeout', () => request.destroy(lateError()));
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
