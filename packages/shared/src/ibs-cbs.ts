import { z } from 'zod';
import table from './data/ibs-cbs-classification.json' with { type: 'json' };
import { formatDay } from './dates';
import type { FiscalRegime } from './fiscal';

/*
 * IBS and CBS of the tax reform (EC 132/2023, LC 214/2025) on the NFC-e (NT 2025.002-RTC,
 * decision 060). The cClassTrib table and the yearly rates live in
 * data/ibs-cbs-classification.json, with their source, version and date: a newer table is a
 * new file, not new code. The CST of a code is its first three digits (Informe Técnico
 * 2025.002), so a product stores only its cClassTrib.
 */

const percent = z.number().min(0).max(100);

const classificationSchema = z
  .object({
    cClassTrib: z.string().regex(/^\d{6}$/),
    cst: z.string().regex(/^\d{3}$/),
    name: z.string().min(1),
    description: z.string().min(1),
    /** pRedAliq of the IBS and of the CBS, in percent. */
    reductionIbs: percent,
    reductionCbs: percent,
  })
  .refine((code) => code.cClassTrib.startsWith(code.cst), 'cClassTrib begins with its CST');

const yearRatesSchema = z.object({
  year: z.number().int().min(2026),
  /** pIBSUF, pIBSMun and pCBS in percent. */
  ibsUf: percent,
  ibsMun: percent,
  cbs: percent,
  note: z.string().optional(),
});

const tableSchema = z.object({
  source: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+$/),
  published: z.iso.date(),
  scope: z.string(),
  codes: z.array(classificationSchema).min(1),
  rates: z.object({ source: z.string().min(1), years: z.array(yearRatesSchema).min(1) }),
});

export const ibsCbsTable = tableSchema.parse(table);
export type IbsCbsClassification = z.infer<typeof classificationSchema>;
export type IbsCbsYearRates = z.infer<typeof yearRatesSchema>;
export const ibsCbsClassifications: readonly IbsCbsClassification[] = ibsCbsTable.codes;

export function ibsCbsClassification(cClassTrib: string): IbsCbsClassification | undefined {
  return ibsCbsClassifications.find((code) => code.cClassTrib === cClassTrib);
}

/** The product form's field: a cClassTrib of the table, or blank for its category's default. */
export const ibsCbsClassField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || ibsCbsClassification(value) !== undefined,
    'Classificação do IBS/CBS fora da tabela cClassTrib',
  )
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
export function ibsCbsRatesOn(date: string): IbsCbsYearRates | undefined {
  const year = Number(date.slice(0, 4));
  return ibsCbsTable.rates.years
    .filter((rates) => rates.year <= year)
    .sort((a, b) => b.year - a.year)[0];
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
  const rates = ibsCbsRatesOn(today) ?? ibsCbsTable.rates.years[0]!;
  const ratesText = `Em ${rates.year}, as alíquotas são de CBS ${String(rates.cbs).replace('.', ',')}% e IBS ${String(rates.ibsUf + rates.ibsMun).replace('.', ',')}%.`;
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
    `${ratesText} Em 2026 os valores são informativos: não mudam o total da nota.`,
    restaurantRule,
  ];
}
