import { eq } from 'drizzle-orm';
import type { PlatformSettings } from '@comanda/shared';
import type { Database } from '../../db/client';
import { platformSettings } from './platform.tables';

type SettingsRow = typeof platformSettings.$inferSelect;

/** What the server knows from its environment rather than from the database. */
export interface PlatformEnvironment {
  appDomain: string;
  smtpConfigured: boolean;
  mailFrom: string;
  publicUrl: string | null;
}

/** The one row; a fresh installation has none yet and uses the defaults. */
async function readRow(db: Database): Promise<Pick<SettingsRow, 'signupOpen' | 'platformDomain'>> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row ?? { signupOpen: true, platformDomain: null };
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
  };
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
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return getPlatformSettings(db, env);
}

/** Whether the public sign-up form may create accounts. */
export async function isSignupOpen(db: Database): Promise<boolean> {
  return (await readRow(db)).signupOpen;
}
