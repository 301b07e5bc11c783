import type { OpenedCertificate } from '../nfce/certificate';
import { signXml } from '../nfce/sign';
import { ufCodes, type Uf } from '../nfce/types';
import { fiscalDateTime, fiscalText, nfeNamespace, softwareVersion } from '../nfce/xml';

/*
 * The request messages of the NF-e 4.00 webservices (MOC 7.0, "Web Services"): what goes
 * inside nfeDadosMsg. Events and inutilização are signed like the note (infEvento, infInut).
 */

const stripDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\s*/, '');

/** enviNFe with one note, synchronous (indSinc 1: the answer carries the protocol). */
export function authorizationRequest(signedNfe: string, batchId: string): string {
  if (!/^\d{1,15}$/.test(batchId)) throw new Error('idLote inválido');
  return (
    `<enviNFe xmlns="${nfeNamespace}" versao="4.00"><idLote>${batchId}</idLote>` +
    `<indSinc>1</indSinc>${stripDeclaration(signedNfe)}</enviNFe>`
  );
}

export function statusRequest(uf: Uf, tpAmb: 1 | 2): string {
  return (
    `<consStatServ xmlns="${nfeNamespace}" versao="4.00"><tpAmb>${tpAmb}</tpAmb>` +
    `<cUF>${ufCodes[uf]}</cUF><xServ>STATUS</xServ></consStatServ>`
  );
}

export function protocolQueryRequest(key: string, tpAmb: 1 | 2): string {
  return (
    `<consSitNFe xmlns="${nfeNamespace}" versao="4.00"><tpAmb>${tpAmb}</tpAmb>` +
    `<xServ>CONSULTAR</xServ><chNFe>${key}</chNFe></consSitNFe>`
  );
}

export interface CancelEventInput {
  key: string;
  protocol: string;
  reason: string;
  cnpj: string;
  tpAmb: 1 | 2;
  at: Date;
  timeZone?: string | undefined;
  batchId: string;
}

/** The least and most characters of a justification (xJust of cancel and inutilização). */
export const justificationLength = { min: 15, max: 255 } as const;

function justification(text: string): string {
  const reason = fiscalText(text, justificationLength.max);
  if (reason.length < justificationLength.min) {
    throw new Error('A justificativa precisa de pelo menos 15 caracteres');
  }
  return escapeText(reason);
}

/** A signed <evento> of `tpEvento` on input.key, its detEvento holding `detail`. */
function signedEvent(
  input: Omit<CancelEventInput, 'batchId'>,
  tpEvento: '110111' | '110112',
  detail: string,
  certificate: OpenedCertificate,
): string {
  // One cancel per note: its sequence is always 1 (a second is 573, duplicidade de evento).
  const id = `ID${tpEvento}${input.key}01`;
  const event =
    `<evento xmlns="${nfeNamespace}" versao="1.00"><infEvento Id="${id}">` +
    `<cOrgao>${input.key.slice(0, 2)}</cOrgao><tpAmb>${input.tpAmb}</tpAmb>` +
    `<CNPJ>${input.cnpj}</CNPJ><chNFe>${input.key}</chNFe>` +
    `<dhEvento>${fiscalDateTime(input.at, input.timeZone)}</dhEvento>` +
    `<tpEvento>${tpEvento}</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento>` +
    `<detEvento versao="1.00">${detail}</detEvento></infEvento></evento>`;
  return stripDeclaration(signXml(event, certificate, 'infEvento'));
}

/** The cancel event (110111) of an authorised note, signed: <evento> with infEvento's Id. */
export function signedCancelEvent(
  input: Omit<CancelEventInput, 'batchId'>,
  certificate: OpenedCertificate,
): string {
  const detail =
    `<descEvento>Cancelamento</descEvento>` +
    `<nProt>${input.protocol}</nProt><xJust>${justification(input.reason)}</xJust>`;
  return signedEvent(input, '110111', detail, certificate);
}

export interface SubstitutionCancelInput extends CancelEventInput {
  /** chNFeRef: the authorised NFC-e that took the canceled one's place. */
  substituteKey: string;
}

/**
 * The cancel by substitution (110112, NT 2018.004; decision 061) of an NFC-e that a
 * contingency note of the same sale replaced, signed. Its detEvento names the author (the
 * issuer's UF, tpAutor 1), the application and the substitute's key (leiauteEventoCancSubst).
 */
export function signedSubstitutionCancelEvent(
  input: Omit<SubstitutionCancelInput, 'batchId'>,
  certificate: OpenedCertificate,
): string {
  if (input.substituteKey === input.key) throw new Error('A NFC-e não substitui a si mesma');
  const detail =
    `<descEvento>Cancelamento por substituicao</descEvento>` +
    `<cOrgaoAutor>${input.key.slice(0, 2)}</cOrgaoAutor><tpAutor>1</tpAutor>` +
    `<verAplic>${escapeText(softwareVersion)}</verAplic><nProt>${input.protocol}</nProt>` +
    `<xJust>${justification(input.reason)}</xJust><chNFeRef>${input.substituteKey}</chNFeRef>`;
  return signedEvent(input, '110112', detail, certificate);
}

/** envEvento: the batch that carries a signed event to NFeRecepcaoEvento4. */
export function eventBatch(signedEvent: string, batchId: string): string {
  if (!/^\d{1,15}$/.test(batchId)) throw new Error('idLote inválido');
  return (
    `<envEvento xmlns="${nfeNamespace}" versao="1.00"><idLote>${batchId}</idLote>` +
    `${signedEvent}</envEvento>`
  );
}

/** envEvento with the cancel event (110111) of an authorised note, signed. */
export function cancelEventRequest(input: CancelEventInput, certificate: OpenedCertificate) {
  return eventBatch(signedCancelEvent(input, certificate), input.batchId);
}

/** envEvento with the cancel by substitution (110112), signed. */
export function substitutionCancelRequest(
  input: SubstitutionCancelInput,
  certificate: OpenedCertificate,
) {
  return eventBatch(signedSubstitutionCancelEvent(input, certificate), input.batchId);
}

export interface DisableNumbersInput {
  uf: Uf;
  cnpj: string;
  tpAmb: 1 | 2;
  /** Two-digit year. */
  year: string;
  series: number;
  from: number;
  to: number;
  reason: string;
}

/** inutNFe of a range of skipped numbers of model 65, signed. */
export function disableNumbersRequest(input: DisableNumbersInput, certificate: OpenedCertificate) {
  const reason = justification(input.reason);
  if (input.from < 1 || input.to < input.from) throw new Error('Faixa de números inválida');
  const cUF = ufCodes[input.uf];
  const id =
    `ID${cUF}${input.year}${input.cnpj}65${String(input.series).padStart(3, '0')}` +
    `${String(input.from).padStart(9, '0')}${String(input.to).padStart(9, '0')}`;
  const body =
    `<inutNFe xmlns="${nfeNamespace}" versao="4.00"><infInut Id="${id}">` +
    `<tpAmb>${input.tpAmb}</tpAmb><xServ>INUTILIZAR</xServ><cUF>${cUF}</cUF>` +
    `<ano>${input.year}</ano><CNPJ>${input.cnpj}</CNPJ><mod>65</mod>` +
    `<serie>${input.series}</serie><nNFIni>${input.from}</nNFIni><nNFFin>${input.to}</nNFFin>` +
    `<xJust>${reason}</xJust></infInut></inutNFe>`;
  return stripDeclaration(signXml(body, certificate, 'infInut'));
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
