import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { ShopRole } from '@comanda/shared';
import { establishments, profiles, userRoles } from '../db/schema';
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

/**
 * A signed-up person of the shop with one role of the team (decision 051): `admin` is the
 * owner's; the staff roles replace the admin role sign-up gives. Their cookie, email, password, id.
 */
export async function signUpStaffOf(
  app: FastifyInstance,
  establishmentId: string,
  role: ShopRole,
  name?: string,
) {
  const person = await signUp(app, { name });
  const [profile] = await app.db
    .update(profiles)
    .set({ establishmentId })
    .where(eq(profiles.email, person.email))
    .returning();
  if (role !== 'admin') {
    await app.db.delete(userRoles).where(eq(userRoles.userId, profile!.id));
    await app.db.insert(userRoles).values({ userId: profile!.id, role });
  }
  return { ...person, id: profile!.id };
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
