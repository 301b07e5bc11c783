import { and, eq, sql } from 'drizzle-orm';
import {
  certificateExpiryWarning,
  fiscalSettingsDefaults,
  kioskFiscalDevice,
  productsNotReadyMessage,
  type FiscalCertificateInput,
  type FiscalSettings,
  type FiscalSettingsData,
} from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { productsFiscalReadiness } from '../catalog';
import { openCertificate } from './fiscal-settings.certificate';
import { fiscalSeries, fiscalSettings } from './fiscal.tables';

type SettingsRow = typeof fiscalSettings.$inferSelect;

/** The certificate's columns of a shop without one. */
const noCertificate = {
  certificateSealed: null,
  certificatePasswordSealed: null,
  certificateHolder: null,
  certificateCnpj: null,
  certificateNotAfter: null,
} satisfies Partial<SettingsRow>;

const defaults: Omit<SettingsRow, 'establishmentId' | 'updatedAt'> = {
  ...fiscalSettingsDefaults,
  cscSealed: null,
  ...noCertificate,
};

async function findRow(db: Executor, establishmentId: string) {
  const [row] = await db
    .select()
    .from(fiscalSettings)
    .where(eq(fiscalSettings.establishmentId, establishmentId));
  return row ?? { ...defaults, establishmentId, updatedAt: new Date() };
}

/** Writes `values` over the shop's settings row, created from `current` (the defaults) if missing. */
async function writeRow(
  tx: Executor,
  current: Awaited<ReturnType<typeof findRow>>,
  values: Partial<typeof fiscalSettings.$inferInsert>,
) {
  await tx
    .insert(fiscalSettings)
    .values({ ...current, ...values })
    .onConflictDoUpdate({ target: fiscalSettings.establishmentId, set: values });
}

async function findSeries(db: Executor, establishmentId: string) {
  return db
    .select({
      device: fiscalSeries.device,
      series: fiscalSeries.series,
      nextNumber: fiscalSeries.nextNumber,
    })
    .from(fiscalSeries)
    .where(eq(fiscalSeries.establishmentId, establishmentId))
    .orderBy(fiscalSeries.series);
}

export const missingAddressMessage =
  'Informe a razão social e o endereço do emitente (logradouro, número, bairro, CEP, município)';

/** Whether the emitter's name and address, required by a real SEFAZ, are all there. */
export function hasIssuerAddress(
  fields: Pick<
    SettingsRow,
    'legalName' | 'street' | 'streetNumber' | 'district' | 'cep' | 'municipalityName'
  >,
): boolean {
  return Boolean(
    fields.legalName &&
    fields.street &&
    fields.streetNumber &&
    fields.district &&
    fields.cep &&
    fields.municipalityName,
  );
}

/** What still keeps the shop from emitting (only while enabled), and the certificate's expiry. */
function warningsOf(row: SettingsRow, now: Date): string[] {
  const warnings: string[] = [];
  const expiry = row.certificateNotAfter
    ? certificateExpiryWarning(row.certificateNotAfter.toISOString(), now)
    : null;
  if (expiry) warnings.push(expiry);
  if (!row.enabled) return warnings;
  const real = row.environment !== 'simulada';
  if (real && !row.certificateSealed) warnings.push('Envie o certificado digital A1 (.pfx)');
  if (real && (!row.cscSealed || !row.cscId)) warnings.push('Informe o CSC e o ID do CSC');
  if (real && !hasIssuerAddress(row)) warnings.push(missingAddressMessage);
  if (row.certificateCnpj && row.cnpj && row.certificateCnpj !== row.cnpj) {
    warnings.push('O CNPJ do certificado é diferente do CNPJ informado');
  }
  return warnings;
}

function toView(row: SettingsRow, series: FiscalSettings['series'], now: Date): FiscalSettings {
  return {
    enabled: row.enabled,
    cnpj: row.cnpj,
    ie: row.ie,
    crt: row.crt,
    uf: row.uf as FiscalSettings['uf'],
    municipalityCode: row.municipalityCode,
    legalName: row.legalName,
    tradeName: row.tradeName,
    street: row.street,
    streetNumber: row.streetNumber,
    complement: row.complement,
    district: row.district,
    cep: row.cep,
    municipalityName: row.municipalityName,
    phone: row.phone,
    environment: row.environment,
    cscId: row.cscId,
    cscConfigured: row.cscSealed !== null,
    certificate:
      row.certificateHolder && row.certificateNotAfter
        ? {
            holder: row.certificateHolder,
            cnpj: row.certificateCnpj,
            notAfter: row.certificateNotAfter.toISOString(),
          }
        : null,
    series,
    ibsCbsEarly: row.ibsCbsEarly,
    warnings: warningsOf(row, now),
  };
}

/** The shop's NFC-e settings as the admin sees them: no secret, only whether it is set. */
export async function findFiscalSettings(
  db: Executor,
  establishmentId: string,
  now = new Date(),
): Promise<FiscalSettings> {
  const row = await findRow(db, establishmentId);
  return toView(row, await findSeries(db, establishmentId), now);
}

/** Whether the shop issues NFC-e: the kiosk and the PDV ask "CPF na nota?" only then. */
export async function isFiscalEnabled(db: Executor, establishmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: fiscalSettings.enabled })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.establishmentId, establishmentId));
  return row?.enabled ?? false;
}

export interface FiscalSettingsDeps {
  db: Database;
  secretBox: SecretBox;
}

/**
 * NFC-e is turned on only when every active product has its NCM, CFOP and CSOSN/CST: a sale of
 * one without them would fail to be noted, silently for the customer (issue 30, 4).
 */
async function assertProductsReady(tx: Executor, establishmentId: string): Promise<void> {
  const readiness = await productsFiscalReadiness(tx, establishmentId);
  if (readiness.ready) return;
  const message = productsNotReadyMessage(readiness.missing.length);
  throw new AppError('CONFLICT', message, [{ path: 'enabled', message }]);
}

/**
 * The settings as the audit log compares them: the CSC, the certificate and its password as
 * secrets (the log shows that they changed, never their value), the series as a list.
 */
function auditedFiscal(row: SettingsRow, series: FiscalSettings['series']) {
  const {
    establishmentId: _shop,
    updatedAt: _updated,
    cscSealed,
    certificateSealed,
    certificatePasswordSealed,
    certificateNotAfter,
    ...fields
  } = row;
  return {
    ...fields,
    certificateNotAfter: certificateNotAfter?.toISOString() ?? null,
    csc: cscSealed,
    certificate: certificateSealed,
    certificatePassword: certificatePasswordSealed,
    series,
  };
}
const fiscalSecrets = ['csc', 'certificate', 'certificatePassword'] as const;

/** A fiscal data change goes to the audit log in the save's transaction (issue 32). */
async function auditFiscalChange(
  tx: Executor,
  establishmentId: string,
  auditor: Auditor,
  before: ReturnType<typeof auditedFiscal>,
): Promise<void> {
  const after = auditedFiscal(
    await findRow(tx, establishmentId),
    await findSeries(tx, establishmentId),
  );
  const change = changedFields(before, after, fiscalSecrets);
  if (change)
    await recordAudit(tx, establishmentId, auditor, {
      kind: 'fiscal.change',
      subject: 'Dados fiscais (NFC-e)',
      ...change,
    });
}

/**
 * Saves the settings and the series list (complete: devices left out are deleted). A series'
 * next number may only move forward: going back would issue a number twice.
 */
export async function saveFiscalSettings(
  deps: FiscalSettingsDeps,
  establishmentId: string,
  auditor: Auditor,
  input: FiscalSettingsData,
): Promise<FiscalSettings> {
  const { csc, series, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const current = await findRow(tx, establishmentId);
    if (input.enabled && !current.enabled) await assertProductsReady(tx, establishmentId);
    const currentSeries = await findSeries(tx, establishmentId);
    const before = auditedFiscal(current, currentSeries);
    for (const wanted of series) {
      const existing = currentSeries.find((s) => s.series === wanted.series);
      if (existing && wanted.nextNumber < existing.nextNumber) {
        const message = `Série ${wanted.series}: o próximo número não pode voltar (já está em ${existing.nextNumber})`;
        throw new AppError('VALIDATION_FAILED', message, [{ path: 'series', message }]);
      }
    }
    const cscSealed =
      csc === undefined || csc === '' ? current.cscSealed : csc && deps.secretBox.encrypt(csc);
    const values = { ...fields, cscSealed, updatedAt: new Date() };
    await writeRow(tx, current, values);
    await tx.delete(fiscalSeries).where(eq(fiscalSeries.establishmentId, establishmentId));
    if (series.length > 0) {
      await tx.insert(fiscalSeries).values(series.map((s) => ({ ...s, establishmentId })));
    }
    await auditFiscalChange(tx, establishmentId, auditor, before);
    return findFiscalSettings(tx, establishmentId);
  });
}

/** Opens the uploaded .pfx with its password (refused in Portuguese) and seals both at rest. */
export async function saveFiscalCertificate(
  deps: FiscalSettingsDeps,
  establishmentId: string,
  auditor: Auditor,
  input: FiscalCertificateInput,
): Promise<FiscalSettings> {
  const pfx = Buffer.from(input.pfxBase64, 'base64');
  const opened = openCertificate(pfx, input.password);
  return writeCertificate(deps.db, establishmentId, auditor, {
    certificateSealed: deps.secretBox.encrypt(pfx.toString('base64')),
    certificatePasswordSealed: deps.secretBox.encrypt(input.password),
    certificateHolder: opened.holder,
    certificateCnpj: opened.cnpj,
    certificateNotAfter: new Date(opened.notAfter),
  });
}

export function removeFiscalCertificate(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
): Promise<FiscalSettings> {
  return writeCertificate(db, establishmentId, auditor, noCertificate);
}

/** Writes the certificate's columns (a new one, or none) and audits the change. */
function writeCertificate(
  db: Database,
  establishmentId: string,
  auditor: Auditor,
  certificate: { [K in keyof typeof noCertificate]: SettingsRow[K] },
): Promise<FiscalSettings> {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, establishmentId);
    const before = auditedFiscal(current, await findSeries(tx, establishmentId));
    await writeRow(tx, current, { ...certificate, updatedAt: new Date() });
    await auditFiscalChange(tx, establishmentId, auditor, before);
    return findFiscalSettings(tx, establishmentId);
  });
}

/** Everything the emission needs, secrets opened; null while the shop does not emit. */
export interface FiscalConfig extends Omit<FiscalSettings, 'cscConfigured' | 'warnings'> {
  csc: string | null;
  /** The .pfx file and its password, for signing and mutual TLS. */
  pfx: Buffer | null;
  pfxPassword: string | null;
}

export async function findFiscalConfig(
  deps: FiscalSettingsDeps,
  establishmentId: string,
): Promise<FiscalConfig | null> {
  const row = await findRow(deps.db, establishmentId);
  if (!row.enabled) return null;
  const {
    cscConfigured: _csc,
    warnings: _warnings,
    ...view
  } = toView(row, await findSeries(deps.db, establishmentId), new Date());
  const sealedPfx = row.certificateSealed;
  return {
    ...view,
    csc: row.cscSealed ? deps.secretBox.decrypt(row.cscSealed) : null,
    pfx: sealedPfx ? Buffer.from(deps.secretBox.decrypt(sealedPfx), 'base64') : null,
    pfxPassword: row.certificatePasswordSealed
      ? deps.secretBox.decrypt(row.certificatePasswordSealed)
      : null,
  };
}

/**
 * Takes the next NFC-e number of a device's series and advances it, in the caller's
 * transaction (the emission's). A device without its own series uses the kiosks' one, then
 * the lowest series; null when the shop has none.
 */
export async function takeFiscalNumber(
  tx: Executor,
  establishmentId: string,
  device: string,
): Promise<{ series: number; number: number } | null> {
  const all = await findSeries(tx, establishmentId);
  const chosen =
    all.find((s) => s.device.toLowerCase() === device.toLowerCase()) ??
    all.find((s) => s.device.toLowerCase() === kioskFiscalDevice.toLowerCase()) ??
    all[0];
  if (!chosen) return null;
  const [taken] = await tx
    .update(fiscalSeries)
    .set({ nextNumber: sql`${fiscalSeries.nextNumber} + 1` })
    .where(
      and(
        eq(fiscalSeries.establishmentId, establishmentId),
        eq(fiscalSeries.series, chosen.series),
      ),
    )
    .returning({ series: fiscalSeries.series, next: fiscalSeries.nextNumber });
  return taken ? { series: taken.series, number: taken.next - 1 } : null;
}

/**
 * Gives back the last numbers of `series` taken in the caller's transaction (which holds the
 * series' row): only when they are the top of the series, so nothing else moves.
 */
export async function returnSeriesNumbers(
  tx: Executor,
  establishmentId: string,
  series: number,
  numbers: number[],
): Promise<void> {
  const sorted = [...numbers].sort((a, b) => a - b);
  const contiguous = sorted.every((number, index) => number === sorted[0]! + index);
  if (sorted.length === 0 || !contiguous) return;
  await tx
    .update(fiscalSeries)
    .set({ nextNumber: sorted[0]! })
    .where(
      and(
        eq(fiscalSeries.establishmentId, establishmentId),
        eq(fiscalSeries.series, series),
        eq(fiscalSeries.nextNumber, sorted.at(-1)! + 1),
      ),
    );
}
