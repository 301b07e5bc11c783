import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isThemeName, type ShopSettings, type ShopSettingsInput } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ObjectStorage } from '../../lib/object-storage';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { assertOwnImages, releaseImage, type ImageUsagePort } from '../uploads';
import { noteEstablishmentWrite, type Establishment } from './establishments.service';
import { establishments } from './establishments.tables';

const notFound = () => new AppError('NOT_FOUND', 'Estabelecimento não encontrado');

function toShopSettings(row: Establishment): ShopSettings {
  return {
    name: row.name,
    logoUrl: row.logoUrl,
    slogan: row.slogan,
    welcomeImageUrl: row.welcomeImageUrl,
    theme: isThemeName(row.theme) ? row.theme : 'default',
    kioskIdleSeconds: row.kioskIdleSeconds,
    askCustomerName: row.askCustomerName,
    askOrderType: row.askOrderType,
    kdsWarningMinutes: row.kdsWarningMinutes,
    kdsLateMinutes: row.kdsLateMinutes,
    kdsCanceledMinutes: row.kdsCanceledMinutes,
    discountLimitPercent: row.discountLimitPercent,
    pinLockMinutes: row.pinLockMinutes,
    terminalIdleMinutes: row.terminalIdleMinutes,
    sangriaApprovalCents: row.sangriaApprovalCents,
    closeDifferenceApprovalCents: row.closeDifferenceApprovalCents,
    businessHours: row.businessHours ?? null,
    receiptFooter: row.receiptFooter,
    busyLimitMinutes: row.busyLimitMinutes,
    busyExtraPrepMinutes: row.busyExtraPrepMinutes,
    busyPauseIfood: row.busyPauseIfood,
    busyScheduledOnly: row.busyScheduledOnly,
    kdsExpo: row.kdsExpo,
  };
}

/** The shop's own settings (/admin/configuracoes); other modules read them here too. */
export async function findShopSettings(
  db: Executor,
  establishmentId: string,
): Promise<ShopSettings> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .limit(1);
  if (!row) throw notFound();
  return toShopSettings(row);
}

export interface ShopSettingsDeps {
  db: Database;
  /** Where logos live: a replaced logo's file is deleted there. */
  uploads: ObjectStorage;
  log: FastifyBaseLogger;
  imageUsage: ImageUsagePort;
}

/** Whether a shop shows this image as its logo or welcome picture (for ImageUsagePort). */
export async function isShopImage(db: Executor, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(or(eq(establishments.logoUrl, url), eq(establishments.welcomeImageUrl, url)))
    .limit(1);
  return row !== undefined;
}

const imageFields = ['logoUrl', 'welcomeImageUrl'] as const;

type OptionalSetting =
  | 'pinLockMinutes'
  | 'terminalIdleMinutes'
  | 'busyLimitMinutes'
  | 'busyExtraPrepMinutes'
  | 'busyPauseIfood'
  | 'busyScheduledOnly'
  | 'kdsExpo';

/**
 * Saves the shop's settings, validated by `shopSettingsSchema` at the route. Payments and the
 * kiosk address are not here: the integrations screen and the super admin own them.
 */
export async function saveShopSettings(
  deps: ShopSettingsDeps,
  establishmentId: string,
  auditor: Auditor,
  // Parsed: the staff minutes and the kitchen's later settings may be left out (then kept).
  input: Omit<ShopSettings, OptionalSetting> & Partial<Pick<ShopSettingsInput, OptionalSetting>>,
): Promise<ShopSettings> {
  const current = await findShopSettings(deps.db, establishmentId);
  await assertOwnImages(
    deps.db,
    establishmentId,
    imageFields.map((field) => ({ path: field, url: input[field], current: current[field] })),
  );
  noteEstablishmentWrite();
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(establishments)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(establishments.id, establishmentId))
      .returning();
    if (!saved) throw notFound();
    // A settings change goes to the audit log with the save (issue 32): only what changed.
    const change = changedFields(current, toShopSettings(saved));
    if (change)
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'settings.change',
        subject: 'Configurações',
        ...change,
      });
    return saved;
  });
  for (const field of imageFields) {
    if (current[field] === row[field]) continue;
    // The save succeeded; a file left behind only costs disk space.
    await releaseImage(deps, establishmentId, current[field]).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not delete a replaced image'),
    );
  }
  return toShopSettings(row);
}
