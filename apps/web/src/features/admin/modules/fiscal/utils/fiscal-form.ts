import {
  kioskFiscalDevice,
  type FiscalEnvironment,
  type FiscalRegime,
  type FiscalSettings,
  type FiscalSettingsInput,
} from '@comanda/shared';

/*
 * The NFC-e settings form: every field as typed text (numbers too), the CSC blank unless the
 * admin types a new one (blank keeps the stored one), and the series as rows with keys.
 */

export interface SeriesRow {
  key: string;
  device: string;
  series: string;
  nextNumber: string;
}

export interface FiscalForm {
  enabled: boolean;
  cnpj: string;
  ie: string;
  crt: FiscalRegime;
  uf: string;
  municipalityCode: string;
  /** The emitter's name and address as on the note (blank nome fantasia: the shop's name). */
  legalName: string;
  tradeName: string;
  street: string;
  streetNumber: string;
  complement: string;
  district: string;
  cep: string;
  municipalityName: string;
  phone: string;
  environment: FiscalEnvironment;
  cscId: string;
  /** A new CSC; blank keeps the one stored. */
  csc: string;
  series: SeriesRow[];
  /** Carry the IBS/CBS groups before the date the CRT requires (decision 060). */
  ibsCbsEarly: boolean;
}

let lastKey = 0;
export const newSeriesRow = (device = '', series = ''): SeriesRow => {
  lastKey += 1;
  return { key: `series-${lastKey}`, device, series, nextNumber: '1' };
};

export function fiscalFormOf(settings: FiscalSettings): FiscalForm {
  return {
    enabled: settings.enabled,
    cnpj: settings.cnpj ?? '',
    ie: settings.ie ?? '',
    crt: settings.crt,
    uf: settings.uf ?? '',
    municipalityCode: settings.municipalityCode ?? '',
    legalName: settings.legalName ?? '',
    tradeName: settings.tradeName ?? '',
    street: settings.street ?? '',
    streetNumber: settings.streetNumber ?? '',
    complement: settings.complement ?? '',
    district: settings.district ?? '',
    cep: settings.cep ?? '',
    municipalityName: settings.municipalityName ?? '',
    phone: settings.phone ?? '',
    environment: settings.environment,
    cscId: settings.cscId ?? '',
    csc: '',
    ibsCbsEarly: settings.ibsCbsEarly,
    // A shop starts with the kiosks' series 1, so enabling needs no extra step.
    series:
      settings.series.length > 0
        ? settings.series.map((row) => ({
            ...newSeriesRow(row.device, String(row.series)),
            nextNumber: String(row.nextNumber),
          }))
        : [newSeriesRow(kioskFiscalDevice, '1')],
  };
}

/** A number field as typed: a number when it is one, else NaN for the server to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function fiscalInputOf(form: FiscalForm): FiscalSettingsInput {
  return {
    enabled: form.enabled,
    cnpj: form.cnpj,
    ie: form.ie,
    crt: form.crt,
    uf: (form.uf || null) as FiscalSettingsInput['uf'],
    municipalityCode: form.municipalityCode,
    legalName: form.legalName,
    tradeName: form.tradeName,
    street: form.street,
    streetNumber: form.streetNumber,
    complement: form.complement,
    district: form.district,
    cep: form.cep,
    municipalityName: form.municipalityName,
    phone: form.phone,
    environment: form.environment,
    cscId: form.cscId,
    ...(form.csc.trim() ? { csc: form.csc } : {}),
    series: form.series.map((row) => ({
      device: row.device,
      series: numberOf(row.series),
      nextNumber: numberOf(row.nextNumber),
    })),
    ibsCbsEarly: form.ibsCbsEarly,
  };
}

/** Reads a chosen .pfx as base64 (without the data URL prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
