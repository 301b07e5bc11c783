import { XMLParser } from 'fast-xml-parser';
import type { OpenedCertificate } from '../nfce/certificate';
import type { Uf } from '../nfce/types';
import { nfeNamespace } from '../nfce/xml';
import { validateCancelEvent, validateDisable, validateSubstitutionEvent } from '../nfce/validate';
import {
  authorizationRequest,
  disableNumbersRequest,
  eventBatch,
  signedCancelEvent,
  signedSubstitutionCancelEvent,
  protocolQueryRequest,
  statusRequest,
  type CancelEventInput,
  type SubstitutionCancelInput,
  type DisableNumbersInput,
} from './messages';
import { postSoap, SefazUnavailableError, type SoapExchange, type SoapTransport } from './soap';

/*
 * The SEFAZ client of NFC-e 4.00: authorisation (synchronous), protocol query, service
 * status, cancel event and inutilização. Each call answers a parsed result; a webservice that
 * does not answer in time throws SefazUnavailableError (the caller goes to contingency).
 */

/** The webservice addresses of one UF and environment (configuration, per UF). */
export interface SefazEndpoints {
  authorization: string;
  protocolQuery: string;
  status: string;
  event: string;
  disable: string;
}

export interface SefazClientOptions {
  endpoints: SefazEndpoints;
  certificate: OpenedCertificate;
  uf: Uf;
  tpAmb: 1 | 2;
  timeoutMs?: number;
  ca?: string | undefined;
  /** In-process transport of "homologação simulada" (soap.ts); the network when absent. */
  exchange?: SoapExchange | undefined;
}

/** cStat of an authorised note: 100 autorizado, 150 autorizado fora de prazo. */
const authorizedCodes = new Set(['100', '150']);
/** Uso denegado: the number is spent, the sale has no valid note. */
const deniedCodes = new Set(['110', '301', '302', '303']);
/** Service paralisado (108 momentaneamente, 109 sem previsão): like no answer. */
const unavailableCodes = new Set(['108', '109']);

export type AuthorizationResult =
  | {
      kind: 'authorized';
      cStat: string;
      xMotivo: string;
      protocol: string;
      /** <protNFe> as received, for the nfeProc. */
      protocolXml: string;
      receivedAt: string;
    }
  | { kind: 'denied'; cStat: string; xMotivo: string; protocolXml?: string | undefined }
  /** 204: this very key was authorised before (the answer was lost): query it. */
  | { kind: 'duplicate'; cStat: string; xMotivo: string }
  | { kind: 'rejected'; cStat: string; xMotivo: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
});

type Node = Record<string, unknown>;

/** The first element named `name` anywhere under `node` (depth first). */
function find(node: unknown, name: string): Node | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = find(item, name);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Node;
  if (name in record) {
    const value = record[name];
    return (Array.isArray(value) ? value[0] : value) as Node;
  }
  for (const value of Object.values(record)) {
    const found = find(value, name);
    if (found) return found;
  }
  return undefined;
}

const text = (node: Node | undefined, name: string): string => {
  const value = node?.[name];
  return typeof value === 'string' ? value : value == null ? '' : String(value);
};

function parseSoap(body: string, resultName: string): Node {
  let document: unknown;
  try {
    document = parser.parse(body);
  } catch {
    throw new SefazUnavailableError('Resposta da SEFAZ ilegível');
  }
  const fault = find(document, 'Fault');
  if (fault) throw new SefazUnavailableError(`SOAP Fault: ${JSON.stringify(fault).slice(0, 200)}`);
  const result = find(document, resultName);
  if (!result) throw new SefazUnavailableError(`Resposta da SEFAZ sem ${resultName}`);
  return result;
}

function rawElement(body: string, name: string): string | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}[\\s>][\\s\\S]*?</(?:\\w+:)?${name}>`).exec(body);
  return match?.[0];
}

function protocolResult(body: string, infProt: Node): AuthorizationResult {
  const cStat = text(infProt, 'cStat');
  const xMotivo = text(infProt, 'xMotivo');
  const protocolXml = rawElement(body, 'protNFe');
  if (authorizedCodes.has(cStat) && protocolXml) {
    return {
      kind: 'authorized',
      cStat,
      xMotivo,
      protocol: text(infProt, 'nProt'),
      protocolXml,
      receivedAt: text(infProt, 'dhRecbto'),
    };
  }
  if (deniedCodes.has(cStat)) return { kind: 'denied', cStat, xMotivo, protocolXml };
  if (cStat === '204') return { kind: 'duplicate', cStat, xMotivo };
  return { kind: 'rejected', cStat, xMotivo };
}

export interface ServiceStatus {
  cStat: string;
  xMotivo: string;
  /** 107: serviço em operação. */
  operating: boolean;
}

export interface EventResult {
  /** 135 registrado, 155 cancelamento fora de prazo, 136 registrado sem vinculação. */
  registered: boolean;
  cStat: string;
  xMotivo: string;
  protocol?: string | undefined;
  /** <retEvento> as received. */
  eventXml?: string | undefined;
  /** Once registered: <procEventoNFe>, the signed event with the SEFAZ's answer. */
  processedXml?: string | undefined;
}

export interface DisableResult {
  /** 102: inutilização homologada. */
  done: boolean;
  cStat: string;
  xMotivo: string;
  protocol?: string | undefined;
  responseXml?: string | undefined;
  /** Once homologated: <ProcInutNFe>, the signed request with the SEFAZ's answer. */
  processedXml?: string | undefined;
}

/** A message we built does not pass its official schema: never sent. */
async function assertValid(validation: Promise<{ valid: boolean; errors: string[] }>) {
  const result = await validation;
  if (!result.valid) {
    throw new Error(`XML fora do schema oficial: ${result.errors.slice(0, 3).join('; ')}`);
  }
}

export interface SefazClient {
  authorize(signedNfe: string, batchId: string): Promise<AuthorizationResult>;
  queryProtocol(key: string): Promise<AuthorizationResult>;
  status(): Promise<ServiceStatus>;
  cancel(input: Omit<CancelEventInput, 'tpAmb'>): Promise<EventResult>;
  /** The cancel by substitution (110112) of a note another took the place of. */
  cancelBySubstitution(input: Omit<SubstitutionCancelInput, 'tpAmb'>): Promise<EventResult>;
  disableNumbers(input: Omit<DisableNumbersInput, 'tpAmb' | 'uf'>): Promise<DisableResult>;
}

const checkAvailable = (cStat: string, xMotivo: string) => {
  if (unavailableCodes.has(cStat)) throw new SefazUnavailableError(`${cStat} ${xMotivo}`);
};

/** The answer to nfeAutorizacaoLote: the note's protocol, a duplicate or a rejection. */
function authorizationResult(body: string): AuthorizationResult {
  const result = parseSoap(body, 'retEnviNFe');
  const cStat = text(result, 'cStat');
  const xMotivo = text(result, 'xMotivo');
  checkAvailable(cStat, xMotivo);
  // 104: lote processado, the note's own answer is in protNFe.
  const infProt = find(result, 'infProt');
  if (cStat === '104' && infProt) return protocolResult(body, infProt);
  if (cStat === '204') return { kind: 'duplicate', cStat, xMotivo };
  return { kind: 'rejected', cStat, xMotivo };
}

/** The answer to nfeConsultaNF: the note's protocol, or why there is none. */
function protocolQueryResult(body: string): AuthorizationResult {
  const result = parseSoap(body, 'retConsSitNFe');
  const cStat = text(result, 'cStat');
  const xMotivo = text(result, 'xMotivo');
  checkAvailable(cStat, xMotivo);
  const infProt = find(result, 'infProt');
  if (infProt) return protocolResult(body, infProt);
  return { kind: 'rejected', cStat, xMotivo };
}

/** The answer to the cancellation `event`, with its procEventoNFe once registered. */
function eventResult(body: string, event: string): EventResult {
  const result = parseSoap(body, 'retEnvEvento');
  const batchStat = text(result, 'cStat');
  checkAvailable(batchStat, text(result, 'xMotivo'));
  const infEvento = find(result, 'retEvento') && find(find(result, 'retEvento'), 'infEvento');
  if (batchStat !== '128' || !infEvento) {
    return { registered: false, cStat: batchStat, xMotivo: text(result, 'xMotivo') };
  }
  const cStat = text(infEvento, 'cStat');
  const registered = ['135', '136', '155'].includes(cStat);
  const eventXml = rawElement(body, 'retEvento');
  return {
    registered,
    cStat,
    xMotivo: text(infEvento, 'xMotivo'),
    protocol: text(infEvento, 'nProt') || undefined,
    eventXml,
    processedXml:
      registered && eventXml
        ? `<procEventoNFe xmlns="${nfeNamespace}" versao="1.00">${event}${eventXml}</procEventoNFe>`
        : undefined,
  };
}

/** The answer to the inutilização `request`, with its ProcInutNFe once homologated. */
function disableResult(body: string, request: string): DisableResult {
  const result = parseSoap(body, 'retInutNFe');
  const infInut = find(result, 'infInut');
  const cStat = text(infInut, 'cStat');
  checkAvailable(cStat, text(infInut, 'xMotivo'));
  const responseXml = rawElement(body, 'retInutNFe');
  const done = cStat === '102';
  return {
    done,
    cStat,
    xMotivo: text(infInut, 'xMotivo'),
    protocol: text(infInut, 'nProt') || undefined,
    responseXml,
    processedXml:
      done && responseXml
        ? `<ProcInutNFe xmlns="${nfeNamespace}" versao="4.00">${request}${responseXml}</ProcInutNFe>`
        : undefined,
  };
}

/** The SOAP call of a client: its certificate, trusted CAs and deadline. */
function soapCaller(options: SefazClientOptions) {
  const transport: SoapTransport = {
    keyPem: options.certificate.privateKeyPem,
    certificatePem: options.certificate.certificatePem,
    ca: options.ca,
    timeoutMs: options.timeoutMs ?? 10_000,
    exchange: options.exchange,
  };
  return (url: string, service: string, operation: string, body: string) =>
    postSoap(transport, url, service, operation, body);
}

export function createSefazClient(options: SefazClientOptions): SefazClient {
  const call = soapCaller(options);
  /** A signed event in its batch, checked against its schema, sent to NFeRecepcaoEvento4. */
  const sendEvent = async (
    event: string,
    batchId: string,
    validate: (xml: string) => Promise<{ valid: boolean; errors: string[] }>,
  ) => {
    const request = eventBatch(event, batchId);
    await assertValid(validate(request));
    const { event: url } = options.endpoints;
    const body = await call(url, 'NFeRecepcaoEvento4', 'nfeRecepcaoEvento', request);
    return eventResult(body, event);
  };

  return {
    async authorize(signedNfe, batchId) {
      const body = await call(
        options.endpoints.authorization,
        'NFeAutorizacao4',
        'nfeAutorizacaoLote',
        authorizationRequest(signedNfe, batchId),
      );
      return authorizationResult(body);
    },

    async queryProtocol(key) {
      const body = await call(
        options.endpoints.protocolQuery,
        'NFeConsultaProtocolo4',
        'nfeConsultaNF',
        protocolQueryRequest(key, options.tpAmb),
      );
      return protocolQueryResult(body);
    },

    async status() {
      const body = await call(
        options.endpoints.status,
        'NFeStatusServico4',
        'nfeStatusServicoNF',
        statusRequest(options.uf, options.tpAmb),
      );
      const result = parseSoap(body, 'retConsStatServ');
      const cStat = text(result, 'cStat');
      return { cStat, xMotivo: text(result, 'xMotivo'), operating: cStat === '107' };
    },

    // async: a message that cannot be built rejects, like a refusal, never throws at the call.
    cancel: async ({ batchId, ...input }) =>
      sendEvent(
        signedCancelEvent({ ...input, tpAmb: options.tpAmb }, options.certificate),
        batchId,
        validateCancelEvent,
      ),

    cancelBySubstitution: async ({ batchId, ...input }) =>
      sendEvent(
        signedSubstitutionCancelEvent({ ...input, tpAmb: options.tpAmb }, options.certificate),
        batchId,
        validateSubstitutionEvent,
      ),

    async disableNumbers(input) {
      const request = disableNumbersRequest(
        { ...input, uf: options.uf, tpAmb: options.tpAmb },
        options.certificate,
      );
      await assertValid(validateDisable(request));
      const body = await call(
        options.endpoints.disable,
        'NFeInutilizacao4',
        'nfeInutilizacaoNF',
        request,
      );
      return disableResult(body, request);
    },
  };
}

/** The note as distributed: <nfeProc> with the signed NFe and its protocol. */
export function processedNote(signedNfe: string, protocolXml: string): string {
  const nfe = signedNfe.replace(/^<\?xml[^>]*\?>\s*/, '');
  return `<nfeProc xmlns="${nfeNamespace}" versao="4.00">${nfe}${protocolXml}</nfeProc>`;
}
