import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  adminEmailTakenMessage,
  derivePaymentMethods,
  isThemeName,
  paymentMethods,
  pixKeyTypes,
  subdomainTakenMessage,
  type EstablishmentCreateData,
  type EstablishmentDetail,
  type EstablishmentListItem,
  type EstablishmentUpdateData,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { encryptOptional, type SecretBox } from '../../lib/secret-box';
import { AppError } from '../../lib/app-error';
import type { ObjectStorage } from '../../lib/object-storage';
import { isId } from '../../lib/ids';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { createAccount, linkOldestUnlinkedAdmin, oldestLinkedAccounts } from '../auth';
import { assertOwnImages, releaseImage, type ImageUsagePort } from '../uploads';
import { noteEstablishmentWrite, type Establishment } from './establishments.service';
import { establishments } from './establishments.tables';

export interface SuperadminDeps {
  db: Database;
  secretBox: SecretBox;
  /** Where logos live; a replaced or removed logo's file is deleted there. */
  uploads: ObjectStorage;
  log: FastifyBaseLogger;
  imageUsage: ImageUsagePort;
}

const notFound = () => new AppError('NOT_FOUND', 'Estabelecimento não encontrado');

/** A conflict on one field of the form: 409, with the field so the form shows it there. */
const fieldConflict = (path: string, message: string) =>
  new AppError('CONFLICT', message, [{ path, message }]);

function hasPostgresCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Enough to recognise a stored secret, never enough to use it. */
export function secretHint(secretBox: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return `••••${secretBox.decrypt(sealed).slice(-4)}`;
  } catch {
    // Sealed with another key (SECRETS_KEY changed): stored, but unusable until replaced.
    return '•••• (ilegível: informe de novo)';
  }
}

export function toEstablishmentDetail(
  secretBox: SecretBox,
  row: Establishment,
): EstablishmentDetail {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    slogan: row.slogan,
    logoUrl: row.logoUrl,
    theme: isThemeName(row.theme) ? row.theme : 'default',
    city: row.city,
    phone: row.phone,
    pixKeyType: row.pixKeyType ?? pixKeyTypes[0],
    pixKey: row.pixKey,
    mercadopagoAccessTokenHint: secretHint(secretBox, row.mercadopagoAccessToken),
    mercadopagoWebhookSecretHint: secretHint(secretBox, row.mercadopagoWebhookSecret),
    mercadopagoPublicKey: row.mercadopagoPublicKey,
    mercadopagoPointDeviceId: row.mercadopagoPointDeviceId,
    cardTerminalIp: row.cardTerminalIp,
    cardFeePercent: row.cardFeePercent === null ? null : Number(row.cardFeePercent),
    paymentNotes: row.paymentNotes,
    demoPayments: row.demoPayments,
    paymentMethods: row.paymentMethods.filter((method) =>
      (paymentMethods as readonly string[]).includes(method),
    ) as EstablishmentDetail['paymentMethods'],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SPEC §7: every establishment with its linked admin, newest first. */
export async function listEstablishments(db: Database): Promise<EstablishmentListItem[]> {
  const rows = await db
    .select()
    .from(establishments)
    .orderBy(desc(establishments.createdAt), desc(establishments.id));
  return toListItems(db, rows);
}

async function toListItems(db: Database, rows: Establishment[]): Promise<EstablishmentListItem[]> {
  const admins = await oldestLinkedAccounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    city: row.city,
    phone: row.phone,
    logoUrl: row.logoUrl,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    admin: admins.get(row.id) ?? null,
  }));
}

async function findRow(db: Database, id: string): Promise<Establishment> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(establishments).where(eq(establishments.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getEstablishment(
  deps: Pick<SuperadminDeps, 'db' | 'secretBox'>,
  id: string,
): Promise<EstablishmentDetail> {
  return toEstablishmentDetail(deps.secretBox, await findRow(deps.db, id));
}

async function assertSubdomainFree(db: Database, subdomain: string | null, exceptId?: string) {
  if (!subdomain) return;
  const [taken] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(
      exceptId
        ? and(eq(establishments.subdomain, subdomain), ne(establishments.id, exceptId))
        : eq(establishments.subdomain, subdomain),
    )
    .limit(1);
  if (taken) throw fieldConflict('subdomain', subdomainTakenMessage);
}

/**
 * The row's new sealed secret: absent keeps the stored one, null removes it, text replaces it.
 */
function nextSecret(
  secretBox: SecretBox,
  input: string | null | undefined,
  stored: string | null,
): string | null {
  if (input === undefined) return stored;
  return encryptOptional(secretBox, input);
}

/** The columns both create and update write, with payment methods derived (SPEC §4). */
function columnsOf(
  input: EstablishmentUpdateData,
  sealed: { accessToken: string | null; webhookSecret: string | null },
) {
  return {
    name: input.name,
    subdomain: input.subdomain,
    slogan: input.slogan,
    phone: input.phone,
    city: input.city,
    theme: input.theme,
    logoUrl: input.logoUrl,
    pixKeyType: input.pixKeyType,
    pixKey: input.pixKey,
    mercadopagoAccessToken: sealed.accessToken,
    mercadopagoWebhookSecret: sealed.webhookSecret,
    mercadopagoPublicKey: input.mercadopagoPublicKey,
    mercadopagoPointDeviceId: input.mercadopagoPointDeviceId,
    cardTerminalIp: input.cardTerminalIp,
    cardFeePercent: input.cardFeePercent === null ? null : input.cardFeePercent.toFixed(2),
    paymentNotes: input.paymentNotes,
    demoPayments: input.demoPayments,
    paymentMethods: derivePaymentMethods({
      pixKey: input.pixKey,
      hasMercadopagoAccessToken: sealed.accessToken !== null,
    }),
  };
}

/** A unique violation that slipped past the pre-check (two saves at once) says the same. */
function translateUniqueViolation(error: unknown): unknown {
  if (!hasPostgresCode(error, '23505')) return error;
  const text = String((error as Error).message) + String((error as Error).cause ?? '');
  return text.includes('users_email')
    ? fieldConflict('adminEmail', adminEmailTakenMessage)
    : fieldConflict('subdomain', subdomainTakenMessage);
}

/**
 * SPEC §6: creates the establishment (active) and, with admin credentials, its admin account
 * ('Admin {nome}', linked, role admin) in one transaction: a taken email leaves no shop behind.
 * Without credentials the oldest waiting admin is linked afterwards (SPEC §4); that is a
 * convenience, so its failure is only logged.
 */
export async function createEstablishment(
  deps: SuperadminDeps,
  auditor: Auditor,
  input: EstablishmentCreateData,
): Promise<EstablishmentDetail> {
  const { db, secretBox } = deps;
  await assertSubdomainFree(db, input.subdomain);
  const sealed = {
    accessToken: encryptOptional(secretBox, input.mercadopagoAccessToken),
    webhookSecret: encryptOptional(secretBox, input.mercadopagoWebhookSecret),
  };
  noteEstablishmentWrite();
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(establishments)
        .values({ ...columnsOf(input, sealed), active: true })
        .returning();
      // The super admin's own upload becomes the new shop's; another shop's is refused.
      await assertOwnImages(tx, created!.id, [logoField(input.logoUrl, null)], {
        claimUnowned: true,
      });
      // The shop's log starts with its creation, by whom (issue 32); no secret in it.
      await recordAudit(tx, created!.id, auditor, {
        kind: 'shop.create',
        subject: 'Estabelecimento (super admin)',
        after: { nome: input.name, subdomínio: input.subdomain, admin: input.adminEmail ?? null },
      });
      if (input.adminEmail && input.adminPassword) {
        await createAccount(tx, {
          name: `Admin ${input.name}`,
          email: input.adminEmail,
          password: input.adminPassword,
          roles: ['admin'],
          establishmentId: created!.id,
        }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'CONFLICT') {
            throw fieldConflict('adminEmail', adminEmailTakenMessage);
          }
          throw error;
        });
      }
      return created!;
    })
    .catch((error: unknown) => {
      throw translateUniqueViolation(error);
    });
  if (!input.adminEmail) await autoLinkAdmin(deps, row.id);
  return toEstablishmentDetail(secretBox, row);
}

async function autoLinkAdmin(deps: SuperadminDeps, establishmentId: string): Promise<void> {
  try {
    const linked = await linkOldestUnlinkedAdmin(deps.db, establishmentId);
    deps.log.info({ establishmentId, linkedUserId: linked }, 'automatic admin linking');
  } catch (error) {
    deps.log.error({ err: error, establishmentId }, 'automatic admin linking failed');
  }
}

/** SPEC §7 establishment save; secrets are kept unless replaced or cleared. */
export async function updateEstablishment(
  deps: SuperadminDeps,
  id: string,
  auditor: Auditor,
  input: EstablishmentUpdateData,
): Promise<EstablishmentDetail> {
  const { db, secretBox } = deps;
  const current = await findRow(db, id);
  await assertSubdomainFree(db, input.subdomain, id);
  await assertOwnImages(db, id, [logoField(input.logoUrl, current.logoUrl)], {
    claimUnowned: true,
  });
  const sealed = {
    accessToken: nextSecret(
      secretBox,
      input.mercadopagoAccessToken,
      current.mercadopagoAccessToken,
    ),
    webhookSecret: nextSecret(
      secretBox,
      input.mercadopagoWebhookSecret,
      current.mercadopagoWebhookSecret,
    ),
  };
  const columns = columnsOf(input, sealed);
  noteEstablishmentWrite();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(establishments)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(establishments.id, id))
      .returning()
      .catch((error: unknown) => {
        throw translateUniqueViolation(error);
      });
    if (!saved) throw notFound();
    // The super admin's edit of a shop is a settings change in its audit log (issue 32): only
    // what changed, a token or webhook secret as changed, never its value.
    const pick = (from: Establishment) =>
      Object.fromEntries(
        Object.keys(columns).map((key) => [key, from[key as keyof Establishment]]),
      );
    const change = changedFields(pick(current), pick(saved), [
      'mercadopagoAccessToken',
      'mercadopagoWebhookSecret',
    ]);
    if (change)
      await recordAudit(tx, id, auditor, {
        kind: 'settings.change',
        subject: 'Estabelecimento (super admin)',
        ...change,
      });
    return saved;
  });
  if (current.logoUrl !== row.logoUrl) await removeOldLogo(deps, id, current.logoUrl);
  return toEstablishmentDetail(secretBox, row);
}

const logoField = (url: string | null | undefined, current: string | null) => ({
  path: 'logoUrl',
  url,
  current,
});

async function removeOldLogo(
  deps: SuperadminDeps,
  establishmentId: string,
  url: string | null,
): Promise<void> {
  try {
    await releaseImage(deps, establishmentId, url);
  } catch (error) {
    // The save succeeded; a file left behind only costs disk space.
    deps.log.warn({ err: error, url }, 'could not delete a replaced logo');
  }
}

/** SPEC §4: the list's toggle. An inactive shop's subdomain answers "not found". */
export async function setEstablishmentActive(
  db: Database,
  id: string,
  auditor: Auditor,
  active: boolean,
): Promise<EstablishmentListItem> {
  if (!isId(id)) throw notFound();
  const rows = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: establishments.active })
      .from(establishments)
      .where(eq(establishments.id, id))
      .for('update');
    if (!before) throw notFound();
    noteEstablishmentWrite();
    const saved = await tx
      .update(establishments)
      .set({ active, updatedAt: new Date() })
      .where(eq(establishments.id, id))
      .returning();
    // Turning a shop on or off is in its log (issue 32); saying the same again is not.
    if (before.active !== active) {
      await recordAudit(tx, id, auditor, {
        kind: 'shop.status',
        subject: 'Estabelecimento (super admin)',
        before: { situação: before.active ? 'ativa' : 'inativa' },
        after: { situação: active ? 'ativa' : 'inativa' },
      });
    }
    return saved;
  });
  const [item] = await toListItems(db, rows);
  return item!;
}
