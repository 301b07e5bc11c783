import { z } from 'zod';
import { ibsCbsClassField } from './ibs-cbs';
import { isValidCnpj, normalizeTaxId } from './tax-id';

/*
 * NFC-e (model 65) settings of a shop (/admin/configuracoes/nfce, decision 031). Off by
 * default: MEI shops are exempt. Secrets (the CSC, the A1 certificate and its password) go in
 * and never come back: the screen sees "configurado" and the certificate's public facts.
 */

/** The 27 federative units with their IBGE codes (cUF of the access key). */
export const brazilianStates = {
  RO: 11, AC: 12, AM: 13, RR: 14, PA: 15, AP: 16, TO: 17, MA: 21, PI: 22, CE: 23, RN: 24,
  PB: 25, PE: 26, AL: 27, SE: 28, BA: 29, MG: 31, ES: 32, RJ: 33, SP: 35, PR: 41, SC: 42,
  RS: 43, MS: 50, MT: 51, GO: 52, DF: 53,
} as const; // prettier-ignore
export type BrazilianState = keyof typeof brazilianStates;
export const brazilianStateCodes = Object.keys(brazilianStates) as [
  BrazilianState,
  ...BrazilianState[],
];

/**
 * produção and homologação talk to the state's webservice (tpAmb 1 and 2); `simulada` is
 * homologação against the local fake SEFAZ, for trying the system without a real certificate.
 */
export const fiscalEnvironments = ['producao', 'homologacao', 'simulada'] as const;
export type FiscalEnvironment = (typeof fiscalEnvironments)[number];
export const fiscalEnvironmentLabels: Record<FiscalEnvironment, string> = {
  producao: 'Produção',
  homologacao: 'Homologação',
  simulada: 'Homologação simulada (sem SEFAZ)',
};

/** CRT, the tax regime of the emitter (NF-e layout 4.00; 4 = MEI since NT 2021.005). */
export const fiscalRegimes = [1, 2, 3, 4] as const;
export type FiscalRegime = (typeof fiscalRegimes)[number];
export const fiscalRegimeLabels: Record<FiscalRegime, string> = {
  1: 'Simples Nacional',
  2: 'Simples Nacional - excesso de sublimite',
  3: 'Regime Normal',
  4: 'MEI',
};

/** The settings screen warns this many days before the A1 certificate expires. */
export const certificateWarningDays = 30;

export const meiExemptMessage = 'MEI é dispensado da NFC-e: escolha outro regime para emitir';

/** A series of NFC-e numbers for one device (the kiosks, or a register named "Caixa 1"). */
export const fiscalSeriesSchema = z.object({
  /** The kiosks' series is `kioskFiscalDevice`; a register's is its name. */
  device: z.string().trim().min(1, 'Informe o dispositivo').max(60),
  series: z
    .number('Informe a série')
    .int('Série inválida')
    .min(0, 'Série de 0 a 999')
    .max(999, 'Série de 0 a 999'),
  nextNumber: z
    .number('Informe o próximo número')
    .int('Número inválido')
    .min(1, 'Número de 1 a 999999999')
    .max(999_999_999, 'Número de 1 a 999999999'),
});
export type FiscalSeries = z.infer<typeof fiscalSeriesSchema>;
/** The device name of the kiosks' series (kiosks are not told apart). */
export const kioskFiscalDevice = 'Totem';

/** An optional text of the emitter (TString of the layout), stored trimmed or null. */
const optionalIssuerText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

/**
 * The emitter as the NFC-e names it (emit/enderEmit): razão social, nome fantasia (blank: the
 * shop's name) and address. Optional while off or in "homologação simulada"; a real
 * environment requires those in `issuerRequiredMessages`.
 */
export const issuerAddressFields = {
  legalName: optionalIssuerText(60, 'Razão social'),
  tradeName: optionalIssuerText(60, 'Nome fantasia'),
  street: optionalIssuerText(60, 'Logradouro'),
  streetNumber: optionalIssuerText(60, 'Número'),
  complement: optionalIssuerText(60, 'Complemento'),
  district: optionalIssuerText(60, 'Bairro'),
  cep: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .refine((value) => /^(\d{8})?$/.test(value), 'CEP inválido: 8 dígitos')
    .nullish()
    .transform((value) => value || null),
  municipalityName: optionalIssuerText(60, 'Município'),
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s()+.-]/g, ''))
    .refine((value) => /^(\d{6,14})?$/.test(value), 'Telefone inválido: de 6 a 14 dígitos com DDD')
    .nullish()
    .transform((value) => value || null),
};

const issuerRequiredMessages = {
  legalName: 'Informe a razão social para emitir NFC-e',
  street: 'Informe o logradouro do endereço para emitir NFC-e',
  streetNumber: 'Informe o número do endereço (ou S/N) para emitir NFC-e',
  district: 'Informe o bairro para emitir NFC-e',
  cep: 'Informe o CEP para emitir NFC-e',
  municipalityName: 'Informe o nome do município para emitir NFC-e',
} as const;

/** PUT /api/admin/fiscal/settings. `csc` absent or blank keeps the stored one, null removes it. */
export const fiscalSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    cnpj: z
      .string()
      .trim()
      .transform(normalizeTaxId)
      .refine((value) => value === '' || isValidCnpj(value), 'CNPJ inválido')
      .nullish()
      .transform((value) => value || null),
    ie: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s./-]/g, '').toUpperCase())
      .refine((value) => /^(\d{2,14}|ISENTO)?$/.test(value), 'Inscrição estadual: só números')
      .nullish()
      .transform((value) => value || null),
    crt: z.union(
      fiscalRegimes.map((regime) => z.literal(regime)),
      'Regime tributário inválido',
    ),
    uf: z.enum(brazilianStateCodes, 'UF inválida').nullable(),
    municipalityCode: z
      .string()
      .trim()
      .regex(/^(\d{7})?$/, 'Código do município (IBGE): 7 dígitos')
      .nullish()
      .transform((value) => value || null),
    environment: z.enum(fiscalEnvironments, 'Ambiente inválido'),
    ...issuerAddressFields,
    cscId: z
      .string()
      .trim()
      .regex(/^\d{0,6}$/, 'ID do CSC: até 6 dígitos')
      .nullish()
      .transform((value) => value || null),
    csc: z
      .string()
      .trim()
      .max(36, 'CSC deve ter no máximo 36 caracteres')
      .regex(/^[0-9A-Za-z-]*$/, 'CSC: só letras, números e hífen')
      .nullish(),
    series: z
      .array(fiscalSeriesSchema)
      .max(50, 'No máximo 50 séries')
      .refine(
        (list) => new Set(list.map((s) => s.device.toLowerCase())).size === list.length,
        'Dispositivo repetido',
      )
      .refine((list) => new Set(list.map((s) => s.series)).size === list.length, 'Série repetida')
      .default([]),
    /** Carry the IBS/CBS groups before the CRT's date (decision 060). */
    ibsCbsEarly: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (!input.enabled) return;
    const required = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (input.crt === 4) required('crt', meiExemptMessage);
    if (!input.cnpj) required('cnpj', 'Informe o CNPJ para emitir NFC-e');
    if (!input.ie) required('ie', 'Informe a inscrição estadual para emitir NFC-e');
    if (!input.uf) required('uf', 'Informe a UF para emitir NFC-e');
    if (!input.municipalityCode) {
      required('municipalityCode', 'Informe o código do município para emitir NFC-e');
    }
    // The real SEFAZ needs the emitter as registered; the simulated one goes without.
    if (input.environment === 'simulada') return;
    for (const [field, message] of Object.entries(issuerRequiredMessages)) {
      if (!input[field as keyof typeof issuerRequiredMessages]) required(field, message);
    }
  });
export type FiscalSettingsInput = z.input<typeof fiscalSettingsInputSchema>;
export type FiscalSettingsData = z.output<typeof fiscalSettingsInputSchema>;

/** The A1 certificate's public facts: who holds it and until when. */
export const fiscalCertificateSchema = z.object({
  holder: z.string(),
  /** The CNPJ in the certificate's subject (ICP-Brasil OID 2.16.76.1.3.3), when present. */
  cnpj: z.string().nullable(),
  notAfter: z.string(),
});
export type FiscalCertificate = z.infer<typeof fiscalCertificateSchema>;

/** GET /api/admin/fiscal/settings. */
export const fiscalSettingsSchema = z.object({
  enabled: z.boolean(),
  cnpj: z.string().nullable(),
  ie: z.string().nullable(),
  crt: z.union(fiscalRegimes.map((regime) => z.literal(regime))),
  uf: z.enum(brazilianStateCodes).nullable(),
  municipalityCode: z.string().nullable(),
  legalName: z.string().nullable(),
  tradeName: z.string().nullable(),
  street: z.string().nullable(),
  streetNumber: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  cep: z.string().nullable(),
  municipalityName: z.string().nullable(),
  phone: z.string().nullable(),
  environment: z.enum(fiscalEnvironments),
  cscId: z.string().nullable(),
  /** The CSC itself never leaves the server. */
  cscConfigured: z.boolean(),
  certificate: fiscalCertificateSchema.nullable(),
  series: z.array(fiscalSeriesSchema),
  /** The NFC-e carries IBS/CBS before the date its CRT requires (decision 060). */
  ibsCbsEarly: z.boolean(),
  /** What still keeps the shop from emitting, in Portuguese; empty when ready. */
  warnings: z.array(z.string()),
});
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;

/** A shop that never saved its NFC-e settings: off, Simples Nacional, SEFAZ's test environment. */
export const fiscalSettingsDefaults = {
  enabled: false,
  cnpj: null,
  ie: null,
  crt: 1,
  uf: null,
  municipalityCode: null,
  legalName: null,
  tradeName: null,
  street: null,
  streetNumber: null,
  complement: null,
  district: null,
  cep: null,
  municipalityName: null,
  phone: null,
  environment: 'homologacao',
  cscId: null,
  ibsCbsEarly: false,
} satisfies Omit<FiscalSettings, 'cscConfigured' | 'certificate' | 'series' | 'warnings'>;

/** PUT /api/admin/fiscal/certificate: the .pfx file in base64 and its password. */
export const fiscalCertificateInputSchema = z.object({
  pfxBase64: z
    .string()
    .min(1, 'Escolha o arquivo do certificado (.pfx)')
    .max(200_000, 'Arquivo do certificado grande demais')
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'Arquivo do certificado inválido'),
  password: z.string().min(1, 'Informe a senha do certificado').max(200),
});
export type FiscalCertificateInput = z.infer<typeof fiscalCertificateInputSchema>;

/** Days from `now` until `notAfter` (negative once expired), rounded down. */
export function daysUntil(notAfter: string, now: Date = new Date()): number {
  return Math.floor((new Date(notAfter).getTime() - now.getTime()) / 86_400_000);
}

/** The warning the settings screen and the dashboard show, or null while far from expiry. */
export function certificateExpiryWarning(notAfter: string, now: Date = new Date()): string | null {
  const days = daysUntil(notAfter, now);
  if (days < 0) return 'O certificado digital A1 venceu: a NFC-e não pode ser emitida';
  if (days <= certificateWarningDays) {
    return days === 0
      ? 'O certificado digital A1 vence hoje'
      : `O certificado digital A1 vence em ${days} ${days === 1 ? 'dia' : 'dias'}`;
  }
  return null;
}

/* Per product fiscal fields (NCM, CFOP, CSOSN/CST, origin, unit). */

export const defaultCfop = '5102';
export const defaultFiscalUnit = 'UN';
/** Origem da mercadoria (orig): 0 nacional ... 8 nacional com conteúdo de importação > 70%. */
export const productOrigins = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

export const productFiscalFields = {
  ncm: z
    .string()
    .trim()
    .transform((value) => value.replace(/\./g, ''))
    .refine((value) => value === '' || /^\d{8}$/.test(value), 'NCM deve ter 8 dígitos')
    .nullish()
    .transform((value) => value || null),
  cfop: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{4}$/.test(value), 'CFOP deve ter 4 dígitos')
    .nullish()
    .transform((value) => value || null),
  /** CSOSN (3 digits, Simples Nacional) or CST (2 digits, regime normal). */
  taxCode: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{2,3}$/.test(value), 'CSOSN/CST: 2 ou 3 dígitos')
    .nullish()
    .transform((value) => value || null),
  origin: z
    .number()
    .int()
    .min(0, 'Origem de 0 a 8')
    .max(8, 'Origem de 0 a 8')
    .nullish()
    .transform((value) => value ?? null),
  fiscalUnit: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,6}$/, 'Unidade: até 6 letras ou números')
    .nullish()
    .transform((value) => value || null),
  /** cClassTrib of the IBS/CBS (decision 060); blank: the category type's default. */
  ibsCbsClass: ibsCbsClassField,
};

/*
 * Readiness of the products for NFC-e (issue 30, 4): every active product needs its NCM, CFOP
 * and CSOSN/CST before the shop turns NFC-e on, or its sales would fail to be noted.
 */

/** The fiscal codes a product must have before the shop emits. */
export const requiredProductFiscalFields = ['ncm', 'cfop', 'taxCode'] as const;
export type RequiredProductFiscalField = (typeof requiredProductFiscalFields)[number];
export const productFiscalFieldLabels: Record<RequiredProductFiscalField, string> = {
  ncm: 'NCM',
  cfop: 'CFOP',
  taxCode: 'CSOSN/CST',
};

/** GET /api/admin/fiscal/readiness: the active products still missing a code. */
export const fiscalReadinessSchema = z.object({
  ready: z.boolean(),
  activeProducts: z.number().int(),
  missing: z.array(
    z.object({
      id: z.guid(),
      name: z.string(),
      categoryId: z.guid(),
      categoryName: z.string(),
      fields: z.array(z.enum(requiredProductFiscalFields)),
    }),
  ),
});
export type FiscalReadiness = z.infer<typeof fiscalReadinessSchema>;

/** Why NFC-e cannot be turned on yet, in the owner's words. */
export function productsNotReadyMessage(count: number): string {
  return count === 1
    ? '1 produto ativo está sem NCM, CFOP ou CSOSN/CST: complete antes de ligar a NFC-e'
    : `${count} produtos ativos estão sem NCM, CFOP ou CSOSN/CST: complete antes de ligar a NFC-e`;
}

/** PUT /api/admin/fiscal/category-codes: the codes set on every product of a category. */
export const categoryFiscalCodesInputSchema = z
  .object({
    categoryId: z.guid('Escolha a categoria'),
    ncm: productFiscalFields.ncm,
    cfop: productFiscalFields.cfop,
    taxCode: productFiscalFields.taxCode,
  })
  .refine((input) => input.ncm || input.cfop || input.taxCode, {
    message: 'Informe ao menos um código: NCM, CFOP ou CSOSN/CST',
    path: ['ncm'],
  });
export type CategoryFiscalCodesInput = z.input<typeof categoryFiscalCodesInputSchema>;
export type CategoryFiscalCodes = z.output<typeof categoryFiscalCodesInputSchema>;
export const categoryFiscalCodesResultSchema = z.object({
  updated: z.number().int(),
  readiness: fiscalReadinessSchema,
});
export type CategoryFiscalCodesResult = z.infer<typeof categoryFiscalCodesResultSchema>;
