import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BusinessHours } from '@comanda/shared';
import { send, signUp } from '../../../test/auth-helpers';
import { signUpAdminOf } from '../../../test/factories';
import { insertKioskShop } from '../../../test/kiosk-orders';
import { ifoodConnections } from '../../../db/schema';

/** The platform's iFood application, as the super admin saves it in Configurações → iFood. */
export const ifoodApp = { clientId: 'comanda-centralizado', clientSecret: 'segredo-do-app-ifood' };

/** Saves the platform's iFood application through the super admin's route. */
export async function saveIfoodApp(app: FastifyInstance, superEmail: string): Promise<void> {
  const { cookie } = await signUp(app, { email: superEmail });
  const saved = await send(app, 'PUT', '/api/superadmin/settings/ifood', {
    cookie,
    payload: ifoodApp,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the iFood app: ${saved.body}`);
}

export const merchantOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A shop connected to an iFood store, selling an X-Burger whose code is `XB` (the external
 * code iFood sends for it).
 */
export async function insertIfoodShop(
  app: FastifyInstance,
  options: {
    merchantId?: string;
    autoAccept?: boolean;
    businessHours?: BusinessHours;
    /** False: a shop selling the same, with no iFood store (an Open Delivery shop). */
    ifood?: boolean;
  } = {},
) {
  const { shop, productId } = await insertKioskShop(
    app,
    {
      subdomain: `ifood-${randomUUID().slice(0, 8)}`,
      businessHours: options.businessHours ?? null,
    },
    {},
    { name: 'X-Burger', code: 'XB' },
  );
  const merchantId = options.merchantId ?? randomUUID();
  if (options.ifood === false) return { id: shop.id, merchantId, productId };
  await app.db.insert(ifoodConnections).values({
    establishmentId: shop.id,
    merchantId,
    merchantName: 'Loja de teste',
    connected: true,
    autoAccept: options.autoAccept ?? true,
  });
  return { id: shop.id, merchantId, productId };
}

/** A signed-in admin of the shop, for /api/admin calls. */
export const adminCookieOf = (app: FastifyInstance, establishmentId: string) =>
  signUpAdminOf(app, establishmentId);
