import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { ifoodConnectionRoutes } from './ifood-connection.routes';
import { ifoodPauseRoutes } from './ifood-pause.routes';
import { createOpenDeliveryClient } from './open-delivery-client';
import { openDeliveryConnectionRoutes } from './open-delivery-connection.routes';

/**
 * What marketplaces asks of a higher tier (decision 037): the platform's iFood application,
 * kept by the platform module (Configurations → iFood), answered by app.ts.
 */
export interface MarketplacesPorts {
  ifoodAppCredentials: (
    db: Database,
    box: SecretBox,
  ) => Promise<{ clientId: string; clientSecret: string } | null>;
}

/** iFood and Open Delivery (issue 34, decision 052). */
export const marketplacesModule: FastifyPluginAsyncZod<MarketplacesPorts> = async (app, ports) => {
  // One client while the credentials stay the same, so its token is cached between requests.
  let current: { key: string; client: IfoodClient } | undefined;
  const ifood = async () => {
    const credentials = await ports.ifoodAppCredentials(app.db, app.secretBox);
    if (!credentials) return null;
    const key = `${credentials.clientId}\n${credentials.clientSecret}`;
    if (current?.key !== key) {
      current = {
        key,
        client: createIfoodClient({ baseUrl: app.config.IFOOD_API_URL, ...credentials }),
      };
    }
    return current.client;
  };
  await app.register(ifoodConnectionRoutes, { ifood });
  await app.register(ifoodPauseRoutes, { ifood });
  await app.register(openDeliveryConnectionRoutes, {
    context: {
      db: app.db,
      box: app.secretBox,
      checkCredentials: async (credentials) => {
        await createOpenDeliveryClient(credentials).token();
      },
      // An admin-typed address the server calls: https only in production (decision 059).
      allowHttp: app.config.NODE_ENV !== 'production',
    },
  });
};
