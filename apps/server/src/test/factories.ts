import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { establishments, profiles } from '../db/schema';
import { encryptOptional } from '../lib/secret-box';
import { signUp } from './auth-helpers';

type NewEstablishment = typeof establishments.$inferInsert;

/** Inserts an establishment with sensible defaults; returns the whole row. */
export async function insertEstablishment(db: Database, values: Partial<NewEstablishment> = {}) {
  const [row] = await db
    .insert(establishments)
    .values({
      name: 'Loja Teste',
      subdomain: `loja-${Math.random().toString(36).slice(2, 8)}`,
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-up admin linked to the establishment (as the super admin links one); its cookie. */
export async function signUpAdminOf(app: FastifyInstance, establishmentId: string) {
  const { cookie, email } = await signUp(app);
  await app.db.update(profiles).set({ establishmentId }).where(eq(profiles.email, email));
  return cookie;
}

/** An establishment whose Mercado Pago secrets are sealed as the super admin's form stores them. */
export async function insertEstablishmentWithSecrets(
  app: FastifyInstance,
  secrets: { accessToken?: string; webhookSecret?: string },
  values: Partial<NewEstablishment> = {},
) {
  return insertEstablishment(app.db, {
    mercadopagoAccessToken: encryptOptional(app.secretBox, secrets.accessToken),
    mercadopagoWebhookSecret: encryptOptional(app.secretBox, secrets.webhookSecret),
    ...values,
  });
}
