import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FiscalEnvironment, FiscalRegime } from '@comanda/shared';
import {
  establishmentIdColumn,
  shopPrimaryKey,
  shopRowColumns,
} from '../establishments/establishments.tables';

/**
 * A shop's NFC-e settings (decision 031): one row once the admin saves them; no row means
 * fiscal is off. Secrets are sealed with the app's secret box: the CSC, the A1 certificate
 * (base64 of the .pfx) and its password. The certificate's public facts are kept beside it so
 * screens and warnings need not open it.
 */
export const fiscalSettings = pgTable('fiscal_settings', {
  establishmentId: establishmentIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  cnpj: text('cnpj'),
  ie: text('ie'),
  crt: smallint('crt').$type<FiscalRegime>().notNull().default(1),
  uf: text('uf'),
  municipalityCode: text('municipality_code'),
  /** The emitter as the NFC-e names it (emit, enderEmit); nome fantasia blank = shop name. */
  legalName: text('legal_name'),
  tradeName: text('trade_name'),
  street: text('street'),
  streetNumber: text('street_number'),
  complement: text('complement'),
  district: text('district'),
  cep: text('cep'),
  municipalityName: text('municipality_name'),
  phone: text('phone'),
  environment: text('environment').$type<FiscalEnvironment>().notNull().default('homologacao'),
  cscId: text('csc_id'),
  cscSealed: text('csc_sealed'),
  certificateSealed: text('certificate_sealed'),
  certificatePasswordSealed: text('certificate_password_sealed'),
  certificateHolder: text('certificate_holder'),
  certificateCnpj: text('certificate_cnpj'),
  certificateNotAfter: timestamp('certificate_not_after', { withTimezone: true }),
  /** Carry the IBS/CBS groups before the date the CRT requires (decision 060). */
  ibsCbsEarly: boolean('ibs_cbs_early').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The NFC-e numbering per device: the kiosks share one series, each register (by its name)
 * may have its own. `next_number` is taken and advanced in one UPDATE, so two sales never get
 * the same number.
 */
export const fiscalSeries = pgTable(
  'fiscal_series',
  {
    ...shopRowColumns(),
    device: text('device').notNull(),
    series: integer('series').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (table) => [
    uniqueIndex('fiscal_series_device_key').on(table.establishmentId, sql`lower(${table.device})`),
    uniqueIndex('fiscal_series_series_key').on(table.establishmentId, table.series),
    shopPrimaryKey('fiscal_series', table),
  ],
);
