import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { createIfoodCatalogSync } from './ifood-catalog-sync';
import { ifoodConnectionRoutes } from './ifood-connection.routes';
import { ifoodPauseRoutes } from './ifood-pause.routes';

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
  const catalogSync = createIfoodCatalogSync({
    db: app.db,
    realtime: app.realtime,
    log: app.log.child({ module: 'marketplaces' }),
    ifood,
  });
  app.addHook('onReady', async () => {
    if (app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS > 0) {
      catalogSync.job.start(app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS);
      void catalogSync
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'iFood catalogue sweep failed'));
    }
  });
  app.addHook('onClose', async () => {
    await catalogSync.job.stop();
    await catalogSync.settled();
  });
  await app.register(ifoodConnectionRoutes, { ifood, connected: catalogSync.watch });
  await app.register(ifoodPauseRoutes, { ifood });
};
