import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { validateNfe, validateSubstitutionEvent } from '../nfce/validate';
import { ibsCbsRefusal } from './fake-ibs-cbs';
import { nfeNamespace } from '../nfce/xml';
import type { SefazEndpoints } from './sefaz-client';
import { wsdlBase, type SoapExchange } from './soap';

/*
 * A local SEFAZ speaking the NFC-e 4.00 webservice contract, for the tests and for the
 * "homologação simulada" mode (a shop trying the system without a real certificate). It
 * answers like the real services (the responses below follow answers recorded from the SP
 * and SVRS homologação environments), checks each note against the schemas and its
 * signature, remembers what it authorised (a second transmission of a key is 204, the query
 * answers its protocol), and can be told to reject, to hang (timeout) or to be down.
 */

export type FakeSefazMode =
  | { kind: 'authorize' }
  /** The note's protNFe carries this rejection (e.g. 778 NCM inexistente). */
  | { kind: 'reject'; cStat: string; xMotivo: string }
  /** Accepts the connection and never answers. */
  | { kind: 'timeout' }
  /** HTTP 503, as a load balancer in front of a stopped service answers. */
  | { kind: 'down' }
  /** Authorises the note, then never answers: the issuer's next try meets a duplicate. */
  | { kind: 'lose-answer' }
  /** Events and inutilizações answer this rejection (e.g. 501 prazo de cancelamento). */
  | { kind: 'reject-events'; cStat: string; xMotivo: string };

export interface FakeSefazRequest {
  service: string;
  key?: string | undefined;
}

export interface FakeSefaz {
  url: string;
  endpoints: SefazEndpoints;
  /** The in-process transport to hand the client (soap.ts); undefined: reach `url`. */
  exchange: SoapExchange | undefined;
  setMode(mode: FakeSefazMode): void;
  /** Protocols given, by access key. */
  authorized: Map<string, { protocol: string; xml: string; at: Date }>;
  canceled: Set<string>;
  /** Ranges homologated, as "CNPJ/serie/nNFIni-nNFFin". */
  disabled: string[];
  requests: FakeSefazRequest[];
  close(): Promise<void>;
}

const services = {
  NFeAutorizacao4: 'authorization',
  NFeConsultaProtocolo4: 'protocolQuery',
  NFeStatusServico4: 'status',
  NFeRecepcaoEvento4: 'event',
  NFeInutilizacao4: 'disable',
} as const;

const verAplic = 'FAKE_NFCE_PL_009_V400';

function envelope(service: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>' +
    `<nfeResultMsg xmlns="${wsdlBase}/${service}">${body}</nfeResultMsg>` +
    '</soap:Body></soap:Envelope>'
  );
}

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, '-00:00');
}

/** True when the Signature of the element with `Id` verifies with the certificate in KeyInfo. */
function signatureValid(xml: string): boolean {
  try {
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const signature = document.getElementsByTagNameNS(
      'http://www.w3.org/2000/09/xmldsig#',
      'Signature',
    )[0];
    const certificate = tag(xml, 'X509Certificate');
    if (!signature || !certificate) return false;
    const verifier = new SignedXml({
      publicCert: `-----BEGIN CERTIFICATE-----\n${certificate}\n-----END CERTIFICATE-----\n`,
    });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

type FakeSefazCore = Omit<FakeSefaz, 'url' | 'endpoints' | 'exchange' | 'close'> & {
  answer(service: string, body: string): Promise<{ status: number; body: string } | undefined>;
};

/** What the fake SEFAZ remembers between calls: its mode and what it authorised. */
interface FakeSefazState {
  mode: FakeSefazMode;
  sequence: number;
  validate: boolean;
  authorized: Map<string, { protocol: string; xml: string; at: Date }>;
  canceled: Set<string>;
  disabled: string[];
  requests: FakeSefazRequest[];
}

const protocolXml = (key: string, tpAmb: string, cStat: string, xMotivo: string, extra = '') =>
  `<protNFe versao="4.00"><infProt><tpAmb>${tpAmb}</tpAmb><verAplic>${verAplic}</verAplic>` +
  `<chNFe>${key}</chNFe><dhRecbto>${now()}</dhRecbto>${extra}` +
  `<cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo></infProt></protNFe>`;

/**
 * The part of the access key that identifies the note for the SEFAZ (its "chave natural",
 * MOC 7.0 rule of rejection 539): model, UF, CNPJ, series, number and, for the NFC-e (model
 * 65), the tpEmis, which Ajuste SINIEF 19/19 added to what identifies an NFC-e. The key is
 * cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1).
 */
function naturalKey(key: string): string {
  const modelToNumber = key.slice(20, 34);
  return `${key.slice(0, 2)}/${key.slice(6, 20)}/${modelToNumber}/${modelToNumber.startsWith('65') ? key[34] : ''}`;
}

/** The protNFe of a note the SEFAZ already knows under its natural key, or undefined. */
function duplicateProtocol(state: FakeSefazState, key: string, tpAmb: string): string | undefined {
  const known = state.authorized.get(key);
  if (known) {
    // 204: this very key (an answer lost on the way, the same note sent again).
    return protocolXml(
      key,
      tpAmb,
      '204',
      `Rejeição: Duplicidade de NF-e [nProt:${known.protocol}][dhAut:${now()}]`,
    );
  }
  // 539: the same natural key under another access key (another cNF, or month of issue).
  // An NFC-e in contingency (tpEmis 9) with the number of a normal one (tpEmis 1) is another
  // note: authorised, and the issuer cancels the pair's extra one by substitution (110112).
  const held = [...state.authorized.keys()].find((other) => naturalKey(other) === naturalKey(key));
  if (held) {
    return protocolXml(
      key,
      tpAmb,
      '539',
      `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: ${held}]`,
    );
  }
  return undefined;
}

/** Authorises the note: a new protocol, remembered by key. */
function grantProtocol(state: FakeSefazState, key: string, nfe: string, tpAmb: string): string {
  state.sequence += 1;
  const cUF = key.slice(0, 2);
  const protocol = `1${cUF}${new Date().getFullYear() % 100}${String(state.sequence).padStart(10, '0')}`;
  state.authorized.set(key, { protocol, xml: nfe, at: new Date() });
  const digVal = tag(nfe, 'DigestValue');
  return protocolXml(
    key,
    tpAmb,
    '100',
    'Autorizado o uso da NF-e',
    `<nProt>${protocol}</nProt><digVal>${digVal}</digVal>`,
  );
}

async function authorize(state: FakeSefazState, body: string): Promise<string> {
  const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(body)?.[0] ?? '';
  const key = /Id="NFe(\d{44})"/.exec(nfe)?.[1] ?? '';
  state.requests.push({ service: 'NFeAutorizacao4', key });
  const tpAmb = tag(nfe, 'tpAmb') || '2';
  const cUF = key.slice(0, 2);
  const batch = (cStat: string, xMotivo: string, inner = '') =>
    envelope(
      'NFeAutorizacao4',
      `<retEnviNFe versao="4.00" xmlns="${nfeNamespace}"><tpAmb>${tpAmb}</tpAmb>` +
        `<verAplic>${verAplic}</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>` +
        `<cUF>${cUF}</cUF><dhRecbto>${now()}</dhRecbto>${inner}</retEnviNFe>`,
    );
  if (!key) return batch('225', 'Rejeição: Falha no Schema XML do lote de NFe');
  if (state.validate) {
    const schema = await validateNfe(nfe.replace('<NFe>', `<NFe xmlns="${nfeNamespace}">`));
    if (!schema.valid) {
      return batch(
        '225',
        `Rejeição: Falha no Schema XML da NFe: ${schema.errors[0] ?? ''}`.slice(0, 255),
      );
    }
    if (!signatureValid(nfe)) {
      return batch(
        '104',
        'Lote processado',
        protocolXml(key, tpAmb, '297', 'Rejeição: Assinatura difere do calculado'),
      );
    }
    const ibsCbs = ibsCbsRefusal(nfe) ?? deliveryRefusal(nfe);
    if (ibsCbs) return batch('104', 'Lote processado', protocolXml(key, tpAmb, ...ibsCbs));
  }
  const { mode } = state;
  const protocol =
    duplicateProtocol(state, key, tpAmb) ??
    (mode.kind === 'reject'
      ? protocolXml(key, tpAmb, mode.cStat, mode.xMotivo)
      : grantProtocol(state, key, nfe, tpAmb));
  return batch('104', 'Lote processado', protocol);
}

/** MOC rule E01-20 (model 65): a delivery's note (indPres 4) must identify its customer. */
function deliveryRefusal(nfe: string): [string, string] | undefined {
  if (tag(nfe, 'indPres') !== '4' || nfe.includes('<dest>')) return undefined;
  return ['787', 'Rejeição: NFC-e de entrega a domicílio sem a identificação do destinatário'];
}

function queryProtocol(state: FakeSefazState, body: string): string {
  const key = tag(body, 'chNFe');
  state.requests.push({ service: 'NFeConsultaProtocolo4', key });
  const tpAmb = tag(body, 'tpAmb') || '2';
  const known = state.authorized.get(key);
  const canceled = state.canceled.has(key);
  const inner = known
    ? `<cStat>${canceled ? '101' : '100'}</cStat><xMotivo>${canceled ? 'Cancelamento de NF-e homologado' : 'Autorizado o uso da NF-e'}</xMotivo><cUF>${key.slice(0, 2)}</cUF><dhRecbto>${now()}</dhRecbto><chNFe>${key}</chNFe>` +
      protocolXml(
        key,
        tpAmb,
        '100',
        'Autorizado o uso da NF-e',
        `<nProt>${known.protocol}</nProt><digVal>${tag(known.xml, 'DigestValue')}</digVal>`,
      )
    : `<cStat>217</cStat><xMotivo>Rejeição: NF-e não consta na base de dados da SEFAZ</xMotivo><cUF>${key.slice(0, 2)}</cUF><dhRecbto>${now()}</dhRecbto><chNFe>${key}</chNFe>`;
  return envelope(
    'NFeConsultaProtocolo4',
    `<retConsSitNFe versao="4.00" xmlns="${nfeNamespace}"><tpAmb>${tpAmb}</tpAmb><verAplic>${verAplic}</verAplic>${inner}</retConsSitNFe>`,
  );
}

function status(state: FakeSefazState, body: string): string {
  state.requests.push({ service: 'NFeStatusServico4' });
  return envelope(
    'NFeStatusServico4',
    `<retConsStatServ versao="4.00" xmlns="${nfeNamespace}"><tpAmb>${tag(body, 'tpAmb')}</tpAmb>` +
      `<verAplic>${verAplic}</verAplic><cStat>107</cStat><xMotivo>Serviço em Operação</xMotivo>` +
      `<cUF>${tag(body, 'cUF')}</cUF><dhRecbto>${now()}</dhRecbto><tMed>1</tMed></retConsStatServ>`,
  );
}

/** The event's dhEvento (the author's clock, which a test may move), or the fake's. */
function eventTime(body: string): Date {
  const at = tag(body, 'dhEvento');
  return at ? new Date(at) : new Date();
}

/** Minutes after the authorisation a plain cancel is taken (Ajuste SINIEF 19/16, 15ª). */
const plainCancelMinutes = 30;
/** Hours after the substituted note's issue a 110112 is taken (NT 2018.004). */
const substitutionHours = 168;
/** Most hours between the two notes' dhEmi (NT 2018.004). */
const substituteGapHours = 2;

/** The cancellation's cStat and xMotivo; 135 records the note as canceled. */
function cancellationOutcome(
  state: FakeSefazState,
  body: string,
  key: string,
  plain = true,
): [string, string] {
  const known = state.authorized.get(key);
  if (state.validate && !signatureValid(/<evento[\s\S]*<\/evento>/.exec(body)?.[0] ?? '')) {
    return ['297', 'Rejeição: Assinatura difere do calculado'];
  }
  if (!known) return ['217', 'Rejeição: NF-e não consta na base de dados da SEFAZ'];
  if (tag(body, 'nProt') !== known.protocol) {
    return ['222', 'Rejeição: Protocolo de Autorização de Uso difere do cadastrado'];
  }
  if (state.canceled.has(key)) return ['573', 'Rejeição: Duplicidade de Evento'];
  // NT 2018.004 rule 2P12-18: a plain cancel (110111) past the UF's window is refused.
  if (plain && eventTime(body).getTime() > known.at.getTime() + plainCancelMinutes * 60_000) {
    return ['501', 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação'];
  }
  if (state.mode.kind === 'reject-events') return [state.mode.cStat, state.mode.xMotivo];
  state.canceled.add(key);
  return ['135', 'Evento registrado e vinculado a NF-e'];
}

/**
 * The cancel by substitution (110112, NT 2018.004): the cancel's checks, against its own
 * schema, without the plain cancel's 30 minutes, plus the NT's rules for the pair: the
 * substituted note issued normally (tpEmis 1), the substitute another NFC-e of the same
 * issuer issued in contingency (tpEmis 9) and authorised here, the two issued at most 2
 * hours apart with the same total (vNF), ICMS (vICMS) and first item, and the event within
 * 168 hours of the substituted note's issue. The NT's own codes for these rules were not
 * read (decision 061): those answer 999 with the rule that failed.
 */
async function substitutionOutcome(
  state: FakeSefazState,
  body: string,
  key: string,
): Promise<[string, string]> {
  if (state.validate) {
    const schema = await validateSubstitutionEvent(
      /<envEvento[\s\S]*<\/envEvento>/.exec(body)?.[0] ?? '',
    );
    if (!schema.valid) {
      return ['215', `Rejeição: Falha no schema XML: ${schema.errors[0] ?? ''}`.slice(0, 255)];
    }
  }
  const substitute = tag(body, 'chNFeRef');
  const sameIssuer = substitute.slice(6, 22) === key.slice(6, 22);
  if (substitute === key || !sameIssuer || substitute[34] !== '9') {
    return ['999', 'Rejeição: NFC-e substituta deve ser outra NFC-e do emitente, em contingência'];
  }
  if (key[34] !== '1') {
    return ['999', 'Rejeição: NFC-e substituída deve ter sido emitida normalmente (tpEmis 1)'];
  }
  const replacement = state.authorized.get(substitute);
  if (!replacement || state.canceled.has(substitute)) {
    return ['999', 'Rejeição: NFC-e substituta (chNFeRef) não autorizada'];
  }
  const original = state.authorized.get(key);
  if (original) {
    const issued = new Date(tag(original.xml, 'dhEmi')).getTime();
    const gap = Math.abs(new Date(tag(replacement.xml, 'dhEmi')).getTime() - issued);
    if (gap > substituteGapHours * 3_600_000) {
      return ['999', 'Rejeição: NFC-e substituta emitida mais de 2 horas após a substituída'];
    }
    const firstItem = (xml: string) => /<det nItem="1">[\s\S]*?<\/prod>/.exec(xml)?.[0] ?? '';
    const totals = (xml: string) => /<ICMSTot>[\s\S]*?<\/ICMSTot>/.exec(xml)?.[0] ?? '';
    const differs = ['vNF', 'vICMS'].some(
      (name) => tag(totals(original.xml), name) !== tag(totals(replacement.xml), name),
    );
    if (differs || firstItem(original.xml) !== firstItem(replacement.xml)) {
      return ['999', 'Rejeição: NFC-e substituta com valor total, ICMS ou primeiro item diferente'];
    }
    if (eventTime(body).getTime() > issued + substitutionHours * 3_600_000) {
      return ['999', 'Rejeição: Prazo do cancelamento por substituição superior a 168 horas'];
    }
  }
  return cancellationOutcome(state, body, key, false);
}

async function event(state: FakeSefazState, body: string): Promise<string> {
  const key = tag(body, 'chNFe');
  state.requests.push({ service: 'NFeRecepcaoEvento4', key });
  const tpAmb = tag(body, 'tpAmb');
  const tpEvento = tag(body, 'tpEvento');
  const [cStat, xMotivo] =
    tpEvento === '110112'
      ? await substitutionOutcome(state, body, key)
      : cancellationOutcome(state, body, key);
  state.sequence += 1;
  const protocol =
    cStat === '135'
      ? `<nProt>1${key.slice(0, 2)}${String(state.sequence).padStart(12, '0')}</nProt>`
      : '';
  return envelope(
    'NFeRecepcaoEvento4',
    `<retEnvEvento versao="1.00" xmlns="${nfeNamespace}"><idLote>${tag(body, 'idLote')}</idLote>` +
      `<tpAmb>${tpAmb}</tpAmb><verAplic>${verAplic}</verAplic><cOrgao>${key.slice(0, 2)}</cOrgao>` +
      `<cStat>128</cStat><xMotivo>Lote de Evento Processado</xMotivo>` +
      `<retEvento versao="1.00"><infEvento><tpAmb>${tpAmb}</tpAmb><verAplic>${verAplic}</verAplic>` +
      `<cOrgao>${key.slice(0, 2)}</cOrgao><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>` +
      `<chNFe>${key}</chNFe><tpEvento>${tpEvento}</tpEvento><xEvento>Cancelamento registrado</xEvento>` +
      `<nSeqEvento>1</nSeqEvento><dhRegEvento>${now()}</dhRegEvento>${protocol}</infEvento></retEvento></retEnvEvento>`,
  );
}

/** Why the SEFAZ refuses to disable this range, or undefined (102). */
function disableRefusal(state: FakeSefazState, body: string): [string, string] | undefined {
  if (state.validate && !signatureValid(/<inutNFe[\s\S]*<\/inutNFe>/.exec(body)?.[0] ?? '')) {
    return ['297', 'Rejeição: Assinatura difere do calculado'];
  }
  if (state.mode.kind === 'reject-events') return [state.mode.cStat, state.mode.xMotivo];
  const [cnpj, series, from, to] = ['CNPJ', 'serie', 'nNFIni', 'nNFFin'].map((name) =>
    tag(body, name),
  );
  const numbers = { from: Number(from), to: Number(to) };
  const overlaps = state.disabled.some((range) => {
    const [rangeCnpj, rangeSeries, span] = range.split('/');
    const [first, last] = span!.split('-').map(Number);
    return (
      rangeCnpj === cnpj && rangeSeries === series && first! <= numbers.to && numbers.from <= last!
    );
  });
  if (overlaps)
    return ['256', 'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ'];
  // Key: cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) ...
  const used = [...state.authorized.keys()].some((key) => {
    const number = Number(key.slice(25, 34));
    return (
      key.slice(6, 20) === cnpj &&
      Number(key.slice(22, 25)) === Number(series) &&
      number >= numbers.from &&
      number <= numbers.to
    );
  });
  if (used) return ['241', 'Rejeição: Um número da faixa já foi utilizado'];
  state.disabled.push(`${cnpj}/${series}/${from}-${to}`);
  return undefined;
}

function disable(state: FakeSefazState, body: string): string {
  state.requests.push({ service: 'NFeInutilizacao4' });
  const refusal = disableRefusal(state, body);
  state.sequence += 1;
  const fields = ['cUF', 'ano', 'CNPJ', 'mod', 'serie', 'nNFIni', 'nNFFin'];
  return envelope(
    'NFeInutilizacao4',
    `<retInutNFe versao="4.00" xmlns="${nfeNamespace}"><infInut>` +
      `<tpAmb>${tag(body, 'tpAmb')}</tpAmb><verAplic>${verAplic}</verAplic>` +
      (refusal
        ? `<cStat>${refusal[0]}</cStat><xMotivo>${refusal[1]}</xMotivo>`
        : `<cStat>102</cStat><xMotivo>Inutilização de número homologado</xMotivo>`) +
      fields.map((name) => `<${name}>${tag(body, name)}</${name}>`).join('') +
      `<dhRecbto>${now()}</dhRecbto>` +
      (refusal
        ? ''
        : `<nProt>1${tag(body, 'cUF')}${String(state.sequence).padStart(12, '0')}</nProt>`) +
      `</infInut></retInutNFe>`,
  );
}

const handlers: Record<
  keyof typeof services,
  (state: FakeSefazState, body: string) => string | Promise<string>
> = {
  NFeAutorizacao4: authorize,
  NFeConsultaProtocolo4: queryProtocol,
  NFeStatusServico4: status,
  NFeRecepcaoEvento4: event,
  NFeInutilizacao4: disable,
};

/** The answer to a call of `service`; undefined when it never answers. */
async function answer(
  state: FakeSefazState,
  service: string,
  body: string,
): Promise<{ status: number; body: string } | undefined> {
  if (!(service in services)) return { status: 404, body: '' };
  if (state.mode.kind === 'down') {
    state.requests.push({ service });
    return { status: 503, body: 'Service Unavailable' };
  }
  if (state.mode.kind === 'timeout') {
    state.requests.push({ service });
    return undefined;
  }
  const result = await handlers[service as keyof typeof services](state, body);
  if (state.mode.kind === 'lose-answer' && service === 'NFeAutorizacao4') return undefined;
  return { status: 200, body: result };
}

/** What the fake SEFAZ answers, whatever carries the call. */
function fakeSefazCore(options: { validate?: boolean }): FakeSefazCore {
  const state: FakeSefazState = {
    mode: { kind: 'authorize' },
    sequence: 0,
    validate: options.validate ?? true,
    authorized: new Map(),
    canceled: new Set(),
    disabled: [],
    requests: [],
  };
  return {
    answer: (service, body) => answer(state, service, body),
    setMode(next) {
      state.mode = next;
    },
    authorized: state.authorized,
    canceled: state.canceled,
    disabled: state.disabled,
    requests: state.requests,
  };
}

const serviceOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';

const endpointsAt = (url: string) =>
  Object.fromEntries(
    Object.entries(services).map(([service, name]) => [name, `${url}/ws/${service}`]),
  ) as unknown as SefazEndpoints;

/** An address no network resolves: the simulated SEFAZ is only reached in this process. */
const simulatedUrl = 'http://sefaz-simulada.invalid';

/**
 * The fake SEFAZ of "homologação simulada": no socket, no port. The real client calls it
 * through `exchange` (soap.ts), with the same envelopes, headers and parsing as a real SEFAZ.
 */
export function createSimulatedSefaz(options: { validate?: boolean } = {}): FakeSefaz {
  const core = fakeSefazCore(options);
  return {
    ...core,
    url: simulatedUrl,
    endpoints: endpointsAt(simulatedUrl),
    // A call that never answers waits for the client's deadline, as over the network.
    exchange: async (url, _headers, body) =>
      (await core.answer(serviceOf(url.pathname), body)) ?? new Promise<never>(() => {}),
    close: async () => {},
  };
}

/** The same fake SEFAZ on a local HTTP port, for tests of the network transport. */
export async function startFakeSefaz(
  options: { port?: number; validate?: boolean } = {},
): Promise<FakeSefaz> {
  const core = fakeSefazCore(options);
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const result = await core.answer(
      serviceOf(request.url ?? ''),
      Buffer.concat(chunks).toString('utf8'),
    );
    if (!result) return; // never answers; close() ends the connection
    const contentType = result.status === 200 ? 'application/soap+xml; charset=utf-8' : 'text/html';
    response.writeHead(result.status, { 'Content-Type': contentType }).end(result.body);
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...core,
    url,
    endpoints: endpointsAt(url),
    exchange: undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
