import { eq } from 'drizzle-orm';
import {
  derivePaymentMethods,
  pixKeyTypes,
  readyPaymentMethods,
  type Integrations,
  type IntegrationsData,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Auditor } from '../audit';
import { encryptOptional, type SecretBox } from '../../lib/secret-box';
import { noteEstablishmentWrite, type Establishment } from './establishments.service';
import { establishments } from './establishments.tables';
import { secretHint } from './superadmin-establishments.service';

/** The shop's integrations as its admin sees them: secrets only as hints. */
export type IntegrationsView = Omit<Integrations, 'webhookUrl'>;

const notFound = () => new AppError('NOT_FOUND', 'Estabelecimento não encontrado');

function toView(secretBox: SecretBox, row: Establishment): IntegrationsView {
  return {
    pixKeyType: row.pixKeyType ?? pixKeyTypes[0],
    pixKey: row.pixKey,
    mercadopagoAccessTokenHint: secretHint(secretBox, row.mercadopagoAccessToken),
    mercadopagoWebhookSecretHint: secretHint(secretBox, row.mercadopagoWebhookSecret),
    mercadopagoPublicKey: row.mercadopagoPublicKey,
    mercadopagoPointDeviceId: row.mercadopagoPointDeviceId,
    demoPayments: row.demoPayments,
    readyPaymentMethods: readyPaymentMethods({
      ...row,
      hasMercadopagoAccessToken: row.mercadopagoAccessToken !== null,
    }),
  };
}

async function findRow(db: Database, establishmentId: string): Promise<Establishment> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getIntegrations(
  db: Database,
  secretBox: SecretBox,
  establishmentId: string,
): Promise<IntegrationsView> {
  return toView(secretBox, await findRow(db, establishmentId));
}

/**
 * The shop admin's save of its Pix key and Mercado Pago account; secrets are sealed, kept when
 * absent, removed when null. The stored method list is derived as the super admin's save does.
 */
export async function saveIntegrations(
  db: Database,
  secretBox: SecretBox,
  establishmentId: string,
  auditor: Auditor,
  input: IntegrationsData,
): Promise<IntegrationsView> {
  const current = await findRow(db, establishmentId);
  const sealed = (value: string | null | undefined, stored: string | null) =>
    value === undefined ? stored : encryptOptional(secretBox, value);
  const accessToken = sealed(input.mercadopagoAccessToken, current.mercadopagoAccessToken);
  noteEstablishmentWrite();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(establishments)
      .set({
        pixKeyType: input.pixKeyType,
        pixKey: input.pixKey,
        mercadopagoAccessToken: accessToken,
        mercadopagoWebhookSecret: sealed(
          input.mercadopagoWebhookSecret,
          current.mercadopagoWebhookSecret,
        ),
        mercadopagoPublicKey: input.mercadopagoPublicKey,
        mercadopagoPointDeviceId: input.mercadopagoPointDeviceId,
        paymentMethods: derivePaymentMethods({
          pixKey: input.pixKey,
          hasMercadopagoAccessToken: accessToken !== null,
        }),
        updatedAt: new Date(),
      })
      .where(eq(establishments.id, establishmentId))
      .returning();
    if (!row) throw notFound();
    // An integration change goes to the audit log with the save (issue 32): a token or a
    // webhook secret shows that it changed, never its value (sealed or not).
    const change = changedFields(auditedIntegrations(current), auditedIntegrations(row), [
      'mercadopagoAccessToken',
      'mercadopagoWebhookSecret',
    ]);
    if (change)
      await recordAudit(tx, establishmentId, auditor, {
        kind: 'integrations.change',
        subject: 'Integrações',
        ...change,
      });
    return toView(secretBox, row);
  });
}

/** The fields of the integrations screen, as the log compares them. */
const auditedIntegrations = (row: Establishment) => ({
  pixKeyType: row.pixKeyType,
  pixKey: row.pixKey,
  mercadopagoAccessToken: row.mercadopagoAccessToken,
  mercadopagoWebhookSecret: row.mercadopagoWebhookSecret,
  mercadopagoPublicKey: row.mercadopagoPublicKey,
  mercadopagoPointDeviceId: row.mercadopagoPointDeviceId,
});
