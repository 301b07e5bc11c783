import { create } from 'xmlbuilder2';
import { fiscalLatin1Text, type IbsCbsYearRates } from '@comanda/shared';
import { buildAccessKey } from './access-key';
import { money } from './money';
import {
  ibsCbsContextOf,
  ibsCbsOfItem,
  ibsCbsTotal,
  type IbsCbsAmounts,
  type IbsCbsContext,
} from './ibs-cbs';
import {
  ufCodes,
  type FiscalIssuer,
  type FiscalItemData,
  type FiscalSale,
  type NoteIdentity,
  type TechResponsible,
} from './types';

/*
 * The NFC-e (model 65) of a sale, layout 4.00 (MOC 7.0 and its technical notes up to the
 * PL_010b schemas shipped in ../schemas, with the IBS/CBS of NT 2025.002-RTC: ibs-cbs.ts). Unsigned: sign.ts signs infNFe, qr-code.ts adds
 * infNFeSupl. Element order follows leiauteNFe_v4.00.xsd; validate.ts checks it.
 */

export const nfeNamespace = 'http://www.portalfiscal.inf.br/nfe';
/** The first item's description (and dest's name) in homologação, as the MOC demands. */
export const homologationText = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const softwareVersion = 'Comanda 1.0';

export interface NfceDocument {
  /** The 44-character access key. */
  key: string;
  /** <NFe> with infNFe, unsigned, without XML declaration. */
  xml: string;
  /** vNF in cents. */
  totalCents: number;
  tpAmb: 1 | 2;
}

export function tpAmbOf(issuer: Pick<FiscalIssuer, 'environment'>): 1 | 2 {
  return issuer.environment === 'producao' ? 1 : 2;
}

export { money } from './money';

function quantity(value: number): string {
  if (!(value > 0)) throw new Error(`Quantidade inválida: ${value}`);
  return value.toFixed(4);
}

/**
 * vUnCom (and vUnTrib): the unit price; for a payer's share of a line (a fraction of its
 * quantity, 4 decimals), the price when quantity × price gives the share to the centavo
 * (MOC rule 629 compares vProd with qCom × vUnCom), else the share over the quantity with
 * the layout's 10 decimals.
 */
function unitValue(item: FiscalSale['items'][number], lineCents: number): string {
  if (item.totalCents === undefined) return money(item.unitPriceCents);
  const shown = Number(item.quantity.toFixed(4));
  if (Math.abs(shown * item.unitPriceCents - lineCents) < 0.5) return money(item.unitPriceCents);
  return (lineCents / 100 / shown).toFixed(10);
}

/**
 * A text as the schema's TString accepts it: Latin-1 only (anything else dropped), no
 * control characters, single spaces, trimmed and cut to its maximum length.
 */
export function fiscalText(value: string, max: number): string {
  const cleaned = fiscalLatin1Text(value).slice(0, max).trim();
  if (!cleaned) throw new Error('Texto vazio em campo obrigatório da nota');
  return cleaned;
}

/** The date-time with the shop's UTC offset, as TDateTimeUTC wants (no milliseconds). */
export function fiscalDateTime(date: Date, timeZone = 'America/Sao_Paulo'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Spreads a discount over line totals in proportion (largest remainders get the odd cents). */
export function spreadDiscount(lineTotals: number[], discountCents: number): number[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (discountCents < 0 || discountCents > sum) throw new Error('Desconto maior que a venda');
  return spreadInProportion(lineTotals, discountCents);
}

/** Spreads an amount (a discount, a delivery's freight) over line totals in proportion. */
export function spreadInProportion(lineTotals: number[], discountCents: number): number[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (discountCents < 0) throw new Error('Valor negativo a ratear');
  if (discountCents === 0 || sum === 0) return lineTotals.map(() => 0);
  const shares = lineTotals.map((total) => Math.floor((total * discountCents) / sum));
  const byRemainder = lineTotals
    .map((total, index) => ({ index, remainder: (total * discountCents) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let rest = discountCents - shares.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (rest === 0) break;
    shares[index]! += 1;
    rest -= 1;
  }
  return shares;
}

interface IcmsResult {
  group: Record<string, unknown>;
  baseCents: number;
  icmsCents: number;
}

function icmsOf(item: FiscalItemData, crt: FiscalIssuer['crt'], netCents: number): IcmsResult {
  const orig = String(item.origin);
  if (crt !== 3) {
    const csosn = item.csosn ?? '102';
    if (['102', '103', '300', '400'].includes(csosn)) {
      return { group: { ICMSSN102: { orig, CSOSN: csosn } }, baseCents: 0, icmsCents: 0 };
    }
    if (csosn === '500') {
      return { group: { ICMSSN500: { orig, CSOSN: csosn } }, baseCents: 0, icmsCents: 0 };
    }
    if (csosn === '900') {
      return { group: { ICMSSN900: { orig, CSOSN: csosn } }, baseCents: 0, icmsCents: 0 };
    }
    throw new Error(`CSOSN ${csosn} não suportado na NFC-e`);
  }
  const cst = item.cst ?? '00';
  if (cst === '00') {
    const rate = item.icmsRate ?? 0;
    const icmsCents = Math.round((netCents * rate) / 100);
    return {
      group: {
        ICMS00: {
          orig,
          CST: cst,
          modBC: '3',
          vBC: money(netCents),
          pICMS: rate.toFixed(2),
          vICMS: money(icmsCents),
        },
      },
      baseCents: netCents,
      icmsCents,
    };
  }
  if (['40', '41', '50'].includes(cst)) {
    return { group: { ICMS40: { orig, CST: cst } }, baseCents: 0, icmsCents: 0 };
  }
  if (cst === '60') return { group: { ICMS60: { orig, CST: cst } }, baseCents: 0, icmsCents: 0 };
  throw new Error(`CST ${cst} não suportado na NFC-e`);
}

export interface BuildNfceInput {
  issuer: FiscalIssuer;
  sale: FiscalSale;
  identity: NoteIdentity;
  techResponsible?: TechResponsible | undefined;
  /** The yearly IBS/CBS rates; the shipped data file unless given (tests of a future year). */
  ibsCbsRates?: readonly IbsCbsYearRates[] | undefined;
}

/**
 * The det elements (one per item, discount spread over them), the ICMS totals and, when the
 * note carries them, each item's IBS/CBS amounts.
 */
function itemsOf(
  sale: FiscalSale,
  issuer: FiscalIssuer,
  tpAmb: 1 | 2,
  ibsCbs: IbsCbsContext | undefined,
) {
  const lineTotals = sale.items.map((item) => {
    const total = item.totalCents ?? item.quantity * item.unitPriceCents;
    if (!Number.isInteger(total)) throw new Error('Total do item não é inteiro em centavos');
    return total;
  });
  const discounts = spreadDiscount(lineTotals, sale.discountCents);
  // The freight is part of the ICMS (and IBS/CBS) base of the item it is spread over.
  const freights = spreadInProportion(lineTotals, sale.delivery?.feeCents ?? 0);
  let baseCents = 0;
  let icmsCents = 0;
  const ibsCbsAmounts: IbsCbsAmounts[] = [];
  const det = sale.items.map((item, index) => {
    const netCents = lineTotals[index]! - discounts[index]! + freights[index]!;
    const icms = icmsOf(item, issuer.crt, netCents);
    baseCents += icms.baseCents;
    icmsCents += icms.icmsCents;
    const ibsCbsItem = ibsCbs && ibsCbsOfItem(item.ibsCbsClass, netCents - icms.icmsCents, ibsCbs);
    if (ibsCbsItem?.amounts) ibsCbsAmounts.push(ibsCbsItem.amounts);
    const description =
      index === 0 && tpAmb === 2 ? homologationText : fiscalText(item.description, 120);
    return {
      '@nItem': String(index + 1),
      prod: {
        cProd: fiscalText(item.code, 60),
        cEAN: item.gtin ?? 'SEM GTIN',
        xProd: description,
        NCM: item.ncm,
        ...(item.cest ? { CEST: item.cest } : {}),
        CFOP: item.cfop,
        uCom: fiscalText(item.unit, 6),
        qCom: quantity(item.quantity),
        vUnCom: unitValue(item, lineTotals[index]!),
        vProd: money(lineTotals[index]!),
        cEANTrib: item.gtin ?? 'SEM GTIN',
        uTrib: fiscalText(item.unit, 6),
        qTrib: quantity(item.quantity),
        vUnTrib: unitValue(item, lineTotals[index]!),
        ...(freights[index]! > 0 ? { vFrete: money(freights[index]!) } : {}),
        ...(discounts[index]! > 0 ? { vDesc: money(discounts[index]!) } : {}),
        indTot: '1',
      },
      imposto: { ICMS: icms.group, ...(ibsCbsItem ? { IBSCBS: ibsCbsItem.group } : {}) },
    };
  });
  const productsCents = lineTotals.reduce((a, b) => a + b, 0);
  return { det, baseCents, icmsCents, productsCents, ibsCbsTot: ibsCbsTotal(ibsCbsAmounts) };
}

function ideOf(
  issuer: FiscalIssuer,
  identity: NoteIdentity,
  fields: {
    cUF: string;
    key: string;
    issued: string;
    tpAmb: 1 | 2;
    timeZone: string;
    intermediated: boolean;
    delivery: boolean;
  },
): Record<string, unknown> {
  const ide: Record<string, unknown> = {
    cUF: fields.cUF,
    cNF: identity.cNF,
    natOp: 'VENDA',
    mod: '65',
    serie: String(identity.series),
    nNF: String(identity.number),
    dhEmi: fields.issued,
    tpNF: '1',
    idDest: '1',
    cMunFG: issuer.municipalityCode,
    tpImp: '4',
    tpEmis: String(identity.tpEmis),
    cDV: fields.key[43],
    tpAmb: String(fields.tpAmb),
    finNFe: '1',
    indFinal: '1',
    // B25b: 4 "NFC-e em operação com entrega a domicílio", 1 presencial (the only two for a 65).
    indPres: fields.delivery ? '4' : '1',
    // B25c: 1 for a sale on a third party's platform (marketplace, delivery app).
    ...(fields.intermediated ? { indIntermed: '1' } : {}),
    procEmi: '0',
    verProc: softwareVersion,
  };
  if (identity.tpEmis === 9) {
    if (!identity.contingency) throw new Error('Contingência sem data e justificativa');
    ide.dhCont = fiscalDateTime(identity.contingency.since, fields.timeZone);
    ide.xJust = fiscalText(identity.contingency.reason, 256).padEnd(15, '.');
  }
  return ide;
}

function emitOf(issuer: FiscalIssuer) {
  const address = issuer.address;
  return {
    CNPJ: issuer.cnpj,
    xNome: fiscalText(issuer.legalName, 60),
    ...(issuer.tradeName ? { xFant: fiscalText(issuer.tradeName, 60) } : {}),
    enderEmit: {
      xLgr: fiscalText(address.street, 60),
      nro: fiscalText(address.number, 60),
      ...(address.complement ? { xCpl: fiscalText(address.complement, 60) } : {}),
      xBairro: fiscalText(address.district, 60),
      cMun: issuer.municipalityCode,
      xMun: fiscalText(issuer.municipalityName, 60),
      UF: issuer.uf,
      CEP: address.cep,
      cPais: '1058',
      xPais: 'BRASIL',
      ...(address.phone ? { fone: address.phone } : {}),
    },
    IE: issuer.ie,
    CRT: String(issuer.crt),
  };
}

function icmsTotOf(cents: {
  baseCents: number;
  icmsCents: number;
  productsCents: number;
  discountCents: number;
  freightCents: number;
  totalCents: number;
}) {
  return {
    vBC: money(cents.baseCents),
    vICMS: money(cents.icmsCents),
    vICMSDeson: '0.00',
    vFCP: '0.00',
    vBCST: '0.00',
    vST: '0.00',
    vFCPST: '0.00',
    vFCPSTRet: '0.00',
    vProd: money(cents.productsCents),
    vFrete: money(cents.freightCents),
    vSeg: '0.00',
    vDesc: money(cents.discountCents),
    vII: '0.00',
    vIPI: '0.00',
    vIPIDevol: '0.00',
    vPIS: '0.00',
    vCOFINS: '0.00',
    vOutro: '0.00',
    vNF: money(cents.totalCents),
  };
}

function pagOf(sale: FiscalSale, changeCents: number) {
  return {
    detPag: sale.payments.map((payment) => ({
      indPag: '0',
      tPag: payment.kind,
      ...(payment.kind === '99' ? { xPag: fiscalText(payment.description ?? 'Outros', 60) } : {}),
      vPag: money(payment.amountCents),
      ...(payment.card
        ? {
            card: {
              tpIntegra: payment.card.integrated ? '1' : '2',
              ...(payment.card.acquirerCnpj ? { CNPJ: payment.card.acquirerCnpj } : {}),
              ...(payment.card.brand ? { tBand: payment.card.brand } : {}),
              ...(payment.card.authorization
                ? { cAut: fiscalText(payment.card.authorization, 128) }
                : {}),
            },
          }
        : {}),
    })),
    ...(changeCents > 0 ? { vTroco: money(changeCents) } : {}),
  };
}

/** YB01: the intermediary's CNPJ and the shop's identifier at it, when both are known. */
function infIntermedOf(sale: FiscalSale) {
  const { cnpj, accountId } = sale.intermediary ?? {};
  if (!cnpj || !accountId) return {};
  return { infIntermed: { CNPJ: cnpj, idCadIntTran: fiscalText(accountId, 60).padEnd(2, '.') } };
}

/** The 44-character access key of the note (cUF, AAMM of the local issue date, CNPJ, ...). */
function accessKeyOf(issuer: FiscalIssuer, identity: NoteIdentity, cUF: string, issued: string) {
  return buildAccessKey({
    cUF,
    yearMonth: issued.slice(2, 4) + issued.slice(5, 7),
    cnpj: issuer.cnpj,
    model: '65',
    series: identity.series,
    number: identity.number,
    tpEmis: identity.tpEmis,
    cNF: identity.cNF,
  });
}

/**
 * A home delivery (the online menu's, a marketplace's) whose customer is identified: rule E01-20
 * refuses indPres 4 without dest (787), so an anonymous one stays 1 (decision 068).
 */
function deliveredHome(sale: FiscalSale): boolean {
  const home = sale.delivery !== undefined || sale.homeDelivery === true;
  return home && sale.customerTaxId !== undefined;
}

export function buildNfceXml({
  issuer,
  sale,
  identity,
  techResponsible,
  ibsCbsRates,
}: BuildNfceInput): NfceDocument {
  if (sale.items.length === 0) throw new Error('Venda sem itens');
  const tpAmb = tpAmbOf(issuer);
  const cUF = ufCodes[issuer.uf];
  const timeZone = issuer.timeZone ?? 'America/Sao_Paulo';
  const issued = fiscalDateTime(identity.issuedAt, timeZone);
  const key = accessKeyOf(issuer, identity, cUF, issued);
  // Whether the note carries IBS/CBS depends on the CRT and the local issue date.
  const ibsCbs = ibsCbsContextOf(issuer, issued.slice(0, 10), ibsCbsRates);
  const items = itemsOf(sale, issuer, tpAmb, ibsCbs);
  const { det, baseCents, icmsCents, productsCents, ibsCbsTot } = items;
  const freightCents = sale.delivery?.feeCents ?? 0;
  const totalCents = productsCents - sale.discountCents + freightCents;
  const paidCents = sale.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const changeCents = sale.changeCents ?? 0;
  if (paidCents - changeCents !== totalCents) {
    throw new Error('Os pagamentos não fecham com o total da nota');
  }

  const customer = sale.customerTaxId;
  const infNFe: Record<string, unknown> = {
    '@versao': '4.00',
    '@Id': `NFe${key}`,
    ide: ideOf(issuer, identity, {
      cUF,
      key,
      issued,
      tpAmb,
      timeZone,
      intermediated: sale.intermediary !== undefined,
      delivery: deliveredHome(sale),
    }),
    emit: emitOf(issuer),
    ...(customer
      ? {
          dest: {
            ...(customer.length === 11 ? { CPF: customer } : { CNPJ: customer }),
            indIEDest: '9',
          },
        }
      : {}),
    det,
    total: {
      ICMSTot: icmsTotOf({
        baseCents,
        icmsCents,
        productsCents,
        discountCents: sale.discountCents,
        freightCents,
        totalCents,
      }),
      ...(ibsCbsTot ? { IBSCBSTot: ibsCbsTot } : {}),
    },
    // A delivery's freight is the shop's to contract and charge (0, CIF); else no transport.
    transp: { modFrete: sale.delivery ? '0' : '9' },
    pag: pagOf(sale, changeCents),
    ...infIntermedOf(sale),
    ...(sale.additionalInfo ? { infAdic: { infCpl: fiscalText(sale.additionalInfo, 5000) } } : {}),
    ...(techResponsible
      ? {
          infRespTec: {
            CNPJ: techResponsible.cnpj,
            xContato: fiscalText(techResponsible.contact, 60),
            email: techResponsible.email,
            fone: techResponsible.phone,
          },
        }
      : {}),
  };

  const xml = create({ NFe: { '@xmlns': nfeNamespace, infNFe } }).end({ headless: true });
  return { key, xml, totalCents, tpAmb };
}
