import { eq } from 'drizzle-orm';
import type { IfoodAppInput, PlatformSettings } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { platformSettings } from './platform.tables';

type SettingsRow = typeof platformSettings.$inferSelect;

/** Writes `values` into the platform's one settings row (creating it), and answers them all. */
async function writeSettings(
  db: Database,
  env: PlatformEnvironment,
  values: Partial<Omit<SettingsRow, 'id'>>,
): Promise<PlatformSettings> {
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return getPlatformSettings(db, env);
}

/** What the server knows from its environment rather than from the database. */
export interface PlatformEnvironment {
  appDomain: string;
  smtpConfigured: boolean;
  mailFrom: string;
  publicUrl: string | null;
}

/** The one row; a fresh installation has none yet and uses the defaults. */
async function readRow(db: Database): Promise<Omit<SettingsRow, 'id' | 'updatedAt'>> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return (
    row ?? { signupOpen: true, platformDomain: null, ifoodClientId: null, ifoodClientSecret: null }
  );
}

export async function getPlatformSettings(
  db: Database,
  env: PlatformEnvironment,
): Promise<PlatformSettings> {
  const row = await readRow(db);
  return {
    signupOpen: row.signupOpen,
    platformDomain: row.platformDomain ?? env.appDomain,
    platformDomainIsDefault: row.platformDomain === null,
    smtpConfigured: env.smtpConfigured,
    mailFrom: env.mailFrom,
    publicUrl: env.publicUrl,
    // The secret itself never leaves the server: only whether there is one.
    ifood: { clientId: row.ifoodClientId, secretSet: row.ifoodClientSecret !== null },
  };
}

/**
 * The platform's iFood application (super admin, Configurações → iFood). The secret is sealed
 * before it is stored; a blank one keeps the stored secret, and a blank client id forgets both.
 */
export async function saveIfoodApp(
  db: Database,
  box: SecretBox,
  env: PlatformEnvironment,
  input: IfoodAppInput,
): Promise<PlatformSettings> {
  const current = await readRow(db);
  const clientId = input.clientId || null;
  if (clientId && !input.clientSecret && current.ifoodClientSecret === null) {
    const message = 'Informe o client secret do aplicativo iFood';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'clientSecret', message }]);
  }
  const values = {
    ifoodClientId: clientId,
    ifoodClientSecret: !clientId
      ? null
      : input.clientSecret
        ? box.encrypt(input.clientSecret)
        : current.ifoodClientSecret,
    updatedAt: new Date(),
  };
  return writeSettings(db, env, values);
}

/** The iFood application's credentials for the server's own calls; null until both are set. */
export async function ifoodAppCredentials(
  db: Database,
  box: SecretBox,
): Promise<{ clientId: string; clientSecret: string } | null> {
  const row = await readRow(db);
  if (!row.ifoodClientId || !row.ifoodClientSecret) return null;
  return { clientId: row.ifoodClientId, clientSecret: box.decrypt(row.ifoodClientSecret) };
}

export async function savePlatformSettings(
  db: Database,
  env: PlatformEnvironment,
  input: { signupOpen: boolean; platformDomain: string | null },
): Promise<PlatformSettings> {
  const values = {
    signupOpen: input.signupOpen,
    // The server's own domain is the default, not a setting: stored as null.
    platformDomain: input.platformDomain === env.appDomain ? null : input.platformDomain,
    updatedAt: new Date(),
  };
  return writeSettings(db, env, values);
}

/** Whether the public sign-up form may create accounts. */
export async function isSignupOpen(db: Database): Promise<boolean> {
  return (await readRow(db)).signupOpen;
}
