import { z } from 'zod';
import table from './data/ibs-cbs-classification.json' with { type: 'json' };
import rates from './data/ibs-cbs-rates.json' with { type: 'json' };
import { formatDay } from './dates';
import type { FiscalRegime } from './fiscal';

/*
 * IBS and CBS of the tax reform (EC 132/2023, LC 214/2025) on the NFC-e (NT 2025.002-RTC,
 * decisions 060 and 080). The whole cClassTrib and CST table of the Informe Técnico 2025.002
 * lives in data/ibs-cbs-classification.json and the yearly rates in data/ibs-cbs-rates.json,
 * each with its source, version and date: a newer table or a published rate is a new data
 * file, not new code. The CST of a code is its first three digits, so a product stores only
 * its cClassTrib.
 */

const percent = z.number().min(0).max(100);
const day = z.iso.date();

/** The CST's indicators (the table's "Ind..." columns): which groups the note carries. */
const cstIndicator = z.enum([
  'tributacao',
  'reducaoAliquota',
  'reducaoBaseCalculo',
  'diferimento',
  'transferenciaCredito',
  'monofasica',
  'creditoPresumidoIbsZfm',
  'ajusteCompetencia',
]);

const cstSchema = z.object({
  cst: z.string().regex(/^\d{3}$/),
  name: z.string().min(1),
  indicators: z.array(cstIndicator),
});

const classificationSchema = z
  .object({
    cClassTrib: z.string().regex(/^\d{6}$/),
    cst: z.string().regex(/^\d{3}$/),
    description: z.string().min(1),
    /** pRedAliq of the IBS and of the CBS, in percent. */
    reductionIbs: percent,
    reductionCbs: percent,
    rateType: z.enum(['Padrão', 'Fixa', 'Sem alíquota', 'Uniforme nacional', 'Uniforme setorial']),
    validFrom: day,
    validTo: day.nullable(),
    /** The DF-e that may carry the code (the table's document indicators: NFe, NFCe, ...). */
    documents: z.array(z.string().min(1)),
  })
  .refine((code) => code.cClassTrib.startsWith(code.cst), 'cClassTrib begins with its CST');

const tableSchema = z.object({
  table: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+$/),
  asOf: day,
  source: z.string().min(1),
  provenance: z.array(z.string().min(1)).min(1),
  update: z.string(),
  csts: z.array(cstSchema).min(1),
  codes: z.array(classificationSchema).min(1),
});

const yearRatesSchema = z.object({
  year: z.number().int().min(2026),
  /** pIBSUF, pIBSMun and pCBS in percent; null while the rate is not published. */
  ibsUf: percent.nullable(),
  ibsMun: percent.nullable(),
  cbs: percent.nullable(),
  /** The legal basis and the table the numbers were read from. */
  basis: z.string().min(1),
  note: z.string().optional(),
});

const ratesSchema = z.object({
  table: z.string().min(1),
  source: z.string().min(1),
  asOf: day,
  update: z.string(),
  years: z.array(yearRatesSchema).min(1),
});

export const ibsCbsTable = tableSchema
  .refine(
    (parsed) => parsed.codes.every((code) => parsed.csts.some((cst) => cst.cst === code.cst)),
    'every cClassTrib under a CST of the table',
  )
  .parse(table);
export const ibsCbsRates = ratesSchema.parse(rates);
export type IbsCbsCst = z.infer<typeof cstSchema>;
export type IbsCbsClassification = z.infer<typeof classificationSchema>;
export type IbsCbsYearRates = z.infer<typeof yearRatesSchema>;
export const ibsCbsClassifications: readonly IbsCbsClassification[] = ibsCbsTable.codes;

export function ibsCbsClassification(cClassTrib: string): IbsCbsClassification | undefined {
  return ibsCbsClassifications.find((code) => code.cClassTrib === cClassTrib);
}

export function ibsCbsCst(cst: string): IbsCbsCst | undefined {
  return ibsCbsTable.csts.find((entry) => entry.cst === cst);
}

/**
 * Whether our NFC-e can carry a code: the table enables it for the NFC-e, and its CST asks
 * only for what the note writes (the plain gIBSCBS group, with gRed when the rate is reduced,
 * or no group at all). Deferral, monophasic fuel, credit transfers and adjustments are not
 * a restaurant's and are not written.
 */
export function ibsCbsOnNfce(code: IbsCbsClassification): boolean {
  const cst = ibsCbsCst(code.cst);
  if (!cst || !code.documents.includes('NFCe')) return false;
  return cst.indicators.every((flag) => flag === 'tributacao' || flag === 'reducaoAliquota');
}

/** Whether a code's CST carries the gIBSCBS group (the table's "exige tributação"). */
export function ibsCbsTaxed(code: IbsCbsClassification): boolean {
  return ibsCbsCst(code.cst)?.indicators.includes('tributacao') ?? false;
}

/** The codes a product may take on the NFC-e: the product form offers these. */
export const ibsCbsNfceClassifications: readonly IbsCbsClassification[] =
  ibsCbsClassifications.filter(ibsCbsOnNfce);

/** The product form's field: a cClassTrib of the table, or blank for its category's default. */
export const ibsCbsClassField = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    const code = ibsCbsClassification(value);
    return code !== undefined && ibsCbsOnNfce(code);
  }, 'Classificação do IBS/CBS fora da tabela cClassTrib da NFC-e')
  .nullish()
  .transform((value) => value || null);

/**
 * First issue date (the shop's local date) whose NFC-e must carry the IBS/CBS groups, per CRT:
 * regime normal from 01/01/2026 (NT 2025.002-RTC: legal value from that day); Simples
 * Nacional, excesso de sublimite and MEI from 04/01/2027 (NT 2025.002-RTC, rule UB13-40
 * note 2; LC 214/2025 art. 348).
 */
export const ibsCbsStartDates: Record<FiscalRegime, string> = {
  1: '2027-01-04',
  2: '2027-01-04',
  3: '2026-01-01',
  4: '2027-01-04',
};

/** The rates of the year of `date` (YYYY-MM-DD): the latest year listed up to it. */
export function ibsCbsRatesOn(
  date: string,
  years: readonly IbsCbsYearRates[] = ibsCbsRates.years,
): IbsCbsYearRates | undefined {
  const year = Number(date.slice(0, 4));
  return years.filter((rates) => rates.year <= year).sort((a, b) => b.year - a.year)[0];
}

/** Whether a note issued on `date` carries the groups: the CRT's date, or earlier by choice. */
export function ibsCbsRequired(crt: FiscalRegime, date: string, early: boolean): boolean {
  if (!ibsCbsRatesOn(date)) return false;
  return early || date >= ibsCbsStartDates[crt];
}

/**
 * The default classification by category type (LC 214/2025 arts. 273 to 275): what the shop
 * prepares (dishes, snacks, desserts) has the restaurants' 40 % reduction; drinks default to
 * the full rate, since alcoholic and resold industrialised ones are outside the regime (a
 * juice made on site is set to 200047 on the product).
 */
export const ibsCbsCategoryDefaults = {
  regular: '200047',
  sobremesa: '200047',
  bebida: '000001',
  pdv: '000001',
} as const satisfies Record<string, string>;
export type IbsCbsCategoryType = keyof typeof ibsCbsCategoryDefaults;

const rateText = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 4 });

/** One year's rates in plain Portuguese, with where they come from; never a guessed rate. */
export function ratesSentence(rates: IbsCbsYearRates): string {
  const ibs =
    rates.ibsUf === null || rates.ibsMun === null
      ? undefined
      : `IBS ${rateText(rates.ibsUf + rates.ibsMun)}%`;
  const known =
    rates.cbs === null
      ? `Em ${rates.year}, ${ibs ?? 'o IBS ainda não foi publicado'}; a alíquota da CBS ainda não foi publicada${rates.note ? ` (${rates.note})` : ''}.`
      : `Em ${rates.year}, as alíquotas são de CBS ${rateText(rates.cbs)}% e ${ibs ?? 'IBS ainda não publicado'}.`;
  return `${known} Fonte: ${rates.basis}.`;
}

const whatChanges =
  'Cada item da nota passa a trazer a CST e a classificação (cClassTrib) do IBS e da CBS, com base, alíquotas e valores, e a nota ganha o total desses tributos.';
const restaurantRule =
  'Comidas e bebidas não alcoólicas preparadas aqui têm redução de 40% (regime de bares e restaurantes); bebidas alcoólicas e produtos industrializados revendidos pagam a alíquota cheia. Confira a classificação de cada produto no cadastro.';

/**
 * What the tax reform changes on this shop's NFC-e and when, in plain Portuguese, for the
 * fiscal settings screen (issue 33, 5). `today` is the shop's date, YYYY-MM-DD.
 */
export function ibsCbsExplanation(crt: FiscalRegime, today: string, early: boolean): string[] {
  const start = ibsCbsStartDates[crt];
  const year = Number(today.slice(0, 4));
  const shown = ibsCbsRates.years.filter((rates) => rates.year >= year).slice(0, 2);
  const ratesText = (shown.length > 0 ? shown : ibsCbsRates.years.slice(-1)).map(ratesSentence);
  const when =
    today >= start
      ? `Desde ${formatDay(start)} as NFC-e deste regime informam o IBS e a CBS da reforma tributária.`
      : early
        ? `A obrigação começa em ${formatDay(start)}, mas esta loja escolheu informar o IBS e a CBS desde já.`
        : `Até ${formatDay(start)} a NFC-e continua como está. A partir dessa data, passa a informar o IBS e a CBS da reforma tributária.`;
  const meiNote =
    crt === 4 ? ['O MEI é dispensado da NFC-e; a regra vale se a loja emitir notas.'] : [];
  return [
    ...meiNote,
    when,
    whatChanges,
    ...ratesText,
    'Em 2026 os valores são informativos: não mudam o total da nota.',
    restaurantRule,
  ];
}
