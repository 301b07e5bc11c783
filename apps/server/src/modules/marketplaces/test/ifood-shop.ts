import { send, signUp } from '../../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../../test/factories';
import { startFakeIfood, type FakeIfood } from '../../../test/fake-ifood';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createIfoodClient, type IfoodClient } from '../ifood-client';

/**
 * The app and the fake iFood, with the platform's iFood application set by the super admin and
 * one shop whose store is connected: what the store's and the catalogue's tests start from.
 */
export interface IfoodShop {
  t: TestApp;
  ifood: FakeIfood;
  shop: string;
  cookie: string;
  merchantId: string;
  /** A client of the platform's application, for a test that calls a service directly. */
  client: IfoodClient;
  /** "Conectar iFood" as the shop's admin (done already unless asked not to). */
  connect(): Promise<void>;
  close(): Promise<void>;
}

export async function startIfoodShop(
  env: Record<string, string> = {},
  /** Leave the store unconnected: the test sets the shop up first, then calls `connect`. */
  { connect = true } = {},
): Promise<IfoodShop> {
  const superEmail = 'super-ifood-shop@comanda.example';
  const credentials = { clientId: 'comanda-centralizado', clientSecret: 'segredo-do-app-ifood' };
  const merchantId = crypto.randomUUID();
  const ifood = await startFakeIfood({ ...credentials, merchants: { [merchantId]: 'Loja' } });
  const t = await createTestApp({
    SUPER_ADMIN_EMAIL: superEmail,
    IFOOD_API_URL: ifood.url,
    ...env,
  });
  const superCookie = (await signUp(t.app, { email: superEmail })).cookie;
  await send(t.app, 'PUT', '/api/superadmin/settings/ifood', {
    cookie: superCookie,
    payload: credentials,
  });
  const shop = (await insertEstablishment(t.app.db)).id;
  const cookie = await signUpAdminOf(t.app, shop);
  const connectStore = async () => {
    const connected = await send(t.app, 'POST', '/api/admin/integrations/ifood/connect', {
      cookie,
      payload: { merchantId },
    });
    if (connected.statusCode !== 200) throw new Error(`connect: ${connected.body}`);
  };
  if (connect) await connectStore();
  return {
    connect: connectStore,
    t,
    ifood,
    shop,
    cookie,
    merchantId,
    client: createIfoodClient({ baseUrl: ifood.url, ...credentials }),
    close: async () => {
      await t.close();
      await ifood.close();
    },
  };
}
