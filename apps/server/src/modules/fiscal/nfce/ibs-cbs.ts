import {
  ibsCbsClassification,
  ibsCbsOnNfce,
  ibsCbsRatesOn,
  ibsCbsRequired,
  ibsCbsTaxed,
  type IbsCbsYearRates,
} from '@comanda/shared';
import type { FiscalIssuer } from './types';
import { money } from './money';

/*
 * The IBS/CBS groups of the NFC-e (NT 2025.002-RTC, decision 060): per item the group UB12
 * `IBSCBS` (CST, cClassTrib, gIBSCBS with vBC, gIBSUF, gIBSMun, vIBS, gCBS; gRed when the
 * cClassTrib reduces the rate) and the note's total W03 `IBSCBSTot`. Rates are kept in units
 * of 0.0001 % so every value is integer arithmetic on cents, rounded half up once per value.
 */

/** The base-independent part: the year's rates, once the note must carry the groups. */
export interface IbsCbsContext {
  ibsUf: number;
  ibsMun: number;
  cbs: number;
}

/** Cents of one item's base and taxes, for the note's total. */
export interface IbsCbsAmounts {
  baseCents: number;
  ibsUfCents: number;
  ibsMunCents: number;
  cbsCents: number;
}

const units = (percent: number) => Math.round(percent * 10_000);
const percentText = (rateUnits: number) => (rateUnits / 10_000).toFixed(4);
const valueCents = (baseCents: number, rateUnits: number) =>
  Math.round((baseCents * rateUnits) / 1_000_000);

/**
 * The rates of a note issued on `date` (local YYYY-MM-DD), or undefined when it carries none.
 * `years` is the shipped rates file unless a caller passes another. A rate the file leaves
 * null (not yet published, e.g. the CBS of 2027) stops the note: no rate is guessed.
 */
export function ibsCbsContextOf(
  issuer: Pick<FiscalIssuer, 'crt' | 'ibsCbsEarly'>,
  date: string,
  years?: readonly IbsCbsYearRates[],
): IbsCbsContext | undefined {
  if (!ibsCbsRequired(issuer.crt, date, issuer.ibsCbsEarly ?? false)) return undefined;
  const rates = ibsCbsRatesOn(date, years) as IbsCbsYearRates;
  const { ibsUf, ibsMun, cbs } = rates;
  if (ibsUf === null || ibsMun === null || cbs === null) {
    throw new Error(
      `A alíquota ${cbs === null ? 'da CBS' : 'do IBS'} de ${rates.year} ainda não foi publicada: atualize a tabela de alíquotas do IBS e da CBS antes de emitir.`,
    );
  }
  return { ibsUf: units(ibsUf), ibsMun: units(ibsMun), cbs: units(cbs) };
}

/** One tribute's group (gIBSUF, gIBSMun or gCBS): rate, reduction, value. */
function tribute(name: 'IBSUF' | 'IBSMun' | 'CBS', rate: number, reduction: number, base: number) {
  const effective = reduction > 0 ? Math.round((rate * (100 - reduction)) / 100) : rate;
  const cents = valueCents(base, effective);
  const group = {
    [`p${name}`]: percentText(rate),
    ...(reduction > 0
      ? { gRed: { pRedAliq: reduction.toFixed(4), pAliqEfet: percentText(effective) } }
      : {}),
    [`v${name}`]: money(cents),
  };
  return { group, cents };
}

/**
 * The item's IBSCBS group for its cClassTrib (blank: full rate) on `baseCents` (vBC: the
 * item's value less its discount and its ICMS, the NT's formula with no PIS/COFINS, IS or
 * freight on an NFC-e). CST 410 (no tax) carries no gIBSCBS.
 */
export function ibsCbsOfItem(
  cClassTrib: string | undefined,
  baseCents: number,
  context: IbsCbsContext,
): { group: Record<string, unknown>; amounts?: IbsCbsAmounts } {
  const code = ibsCbsClassification(cClassTrib ?? '000001');
  if (!code || !ibsCbsOnNfce(code)) {
    throw new Error(`Classificação do IBS/CBS ${cClassTrib} fora da tabela cClassTrib da NFC-e`);
  }
  const head = { CST: code.cst, cClassTrib: code.cClassTrib };
  // CST 400 and 410 (exemption, immunity) ask for no gIBSCBS: the item carries CST and code.
  if (!ibsCbsTaxed(code)) return { group: head };
  const uf = tribute('IBSUF', context.ibsUf, code.reductionIbs, baseCents);
  const mun = tribute('IBSMun', context.ibsMun, code.reductionIbs, baseCents);
  const cbs = tribute('CBS', context.cbs, code.reductionCbs, baseCents);
  return {
    group: {
      ...head,
      gIBSCBS: {
        vBC: money(baseCents),
        gIBSUF: uf.group,
        gIBSMun: mun.group,
        vIBS: money(uf.cents + mun.cents),
        gCBS: cbs.group,
      },
    },
    amounts: { baseCents, ibsUfCents: uf.cents, ibsMunCents: mun.cents, cbsCents: cbs.cents },
  };
}

/** IBSCBSTot (W03): the sums of the items' groups; none when no item carries gIBSCBS. */
export function ibsCbsTotal(items: IbsCbsAmounts[]): Record<string, unknown> | undefined {
  if (items.length === 0) return undefined;
  const sum = (pick: (item: IbsCbsAmounts) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const uf = sum((item) => item.ibsUfCents);
  const mun = sum((item) => item.ibsMunCents);
  const none = { vDif: '0.00', vDevTrib: '0.00' };
  const noCredit = { vCredPres: '0.00', vCredPresCondSus: '0.00' };
  return {
    vBCIBSCBS: money(sum((item) => item.baseCents)),
    gIBS: {
      gIBSUF: { ...none, vIBSUF: money(uf) },
      gIBSMun: { ...none, vIBSMun: money(mun) },
      vIBS: money(uf + mun),
      ...noCredit,
    },
    gCBS: { ...none, vCBS: money(sum((item) => item.cbsCents)), ...noCredit },
  };
}
