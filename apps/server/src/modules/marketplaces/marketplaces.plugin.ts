import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { createIfoodCatalogSync } from './ifood-catalog-sync';
import { ifoodConnectionRoutes } from './ifood-connection.routes';
import type { IfoodClientSource } from './ifood-connection.service';
import { ifoodOrderAdminRoutes } from './ifood-order-admin.routes';
import { ifoodPauseRoutes } from './ifood-pause.routes';
import { createOpenDeliveryClient } from './open-delivery-client';
import {
  createOpenDeliveryPoller,
  openDeliveryClients,
  openDeliveryPort,
} from './open-delivery-poller';
import { sendOrderActions, type ActionPortSource } from './marketplace-order-actions';
import { createOrderStageWatch, type OrderStageWatch } from './order-stage-watch';
import { openDeliveryConnectionRoutes } from './open-delivery-connection.routes';
import { createIfoodPoller, ifoodPort, type IfoodPoller } from './ifood-poller';
import { marketplaceAdminRoutes } from './marketplace-admin.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The iFood poller (decision 057): every IFOOD_POLL_INTERVAL_MS; tests call runOnce(). */
    ifoodPoller: IfoodPoller;
    /** The Open Delivery poller (decision 059): every OPEN_DELIVERY_POLL_INTERVAL_MS. */
    openDeliveryPoller: IfoodPoller;
  }
}

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

/** iFood and Open Delivery (issue 34, decisions 052 and 057). */
export const marketplacesModule = fp(
  async (app: FastifyInstance, ports: MarketplacesPorts) => {
    // A shop's Open Delivery base URL is typed by its admin and called by the server: local
    // and plain-http addresses only outside production (the tests' fake; decision 059).
    const allowLocal = app.config.NODE_ENV !== 'production';
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
    const now = () => app.clock.now();
    // What both pollers share; payments' context: a platform's cancellation is a staff cancel's.
    const pollerDeps = {
      db: app.db,
      realtime: app.realtime,
      events: app.domainEvents,
      log: app.log.child({ module: 'marketplaces' }),
      now,
      payments: app.payments,
    };
    const poller = createIfoodPoller({ ...pollerDeps, ifood });
    app.decorate('ifoodPoller', poller);
    app.addHook('onReady', async () => poller.start(app.config.IFOOD_POLL_INTERVAL_MS));
    app.addHook('onClose', async () => poller.stop());
    const openDeliveryClient = openDeliveryClients({ db: app.db, box: app.secretBox, allowLocal });
    // The kitchen's bumps of a marketplace order, told to its platform (each once, whichever
    // instance hears them; decisions 058 and 068).
    const actionPorts: ActionPortSource = async (channel, establishmentId) => {
      if (channel === 'ifood') {
        const client = await ifood();
        return client ? ifoodPort(client) : null;
      }
      const client = await openDeliveryClient(establishmentId);
      return client ? openDeliveryPort(client, now) : null;
    };
    const stages = createOrderStageWatch(
      app.realtime,
      (establishmentId, orderId) =>
        void sendOrderActions({ db: app.db, ports: actionPorts }, establishmentId, orderId).catch(
          (error: unknown) =>
            app.log.error({ err: error, orderId }, 'marketplace order action failed'),
        ),
    );
    const openDelivery = createOpenDeliveryPoller({
      ...pollerDeps,
      clients: openDeliveryClient,
      stages,
    });
    app.decorate('openDeliveryPoller', openDelivery);
    app.addHook('onReady', async () =>
      openDelivery.start(app.config.OPEN_DELIVERY_POLL_INTERVAL_MS),
    );
    app.addHook('onClose', async () => openDelivery.stop());
    const catalogSync = startIfoodCatalogSync(app, ifood, stages);
    await app.register(ifoodConnectionRoutes, { ifood, connected: catalogSync.watch });
    await app.register(ifoodPauseRoutes, { ifood });
    await app.register(ifoodOrderAdminRoutes, { deps: { ifood } });
    await app.register(marketplaceAdminRoutes);
    await app.register(openDeliveryConnectionRoutes, {
      context: {
        db: app.db,
        box: app.secretBox,
        checkCredentials: async (credentials) => {
          await createOpenDeliveryClient({ ...credentials, allowLocal }).token();
        },
        allowLocal,
      },
    });
  },
  { name: 'comanda-marketplaces', dependencies: ['comanda-realtime'] },
);

/**
 * The catalogue availability sync (decision 058): on each connected shop's menu notice, and a
 * sweep every `IFOOD_CATALOG_SYNC_INTERVAL_MS` (0: only the notices of shops connected here).
 */
function startIfoodCatalogSync(
  app: FastifyInstance,
  ifood: IfoodClientSource,
  stages: OrderStageWatch,
) {
  const catalogSync = createIfoodCatalogSync({
    db: app.db,
    realtime: app.realtime,
    log: app.log.child({ module: 'marketplaces' }),
    ifood,
    wakeAt: app.availabilityClock.wakeAt,
    // A connected iFood shop's bumps are told to iFood.
    stages,
  });
  app.addHook('onReady', async () => {
    if (app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS <= 0) return;
    catalogSync.job.start(app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS);
    void catalogSync
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'iFood catalogue sweep failed'));
  });
  app.addHook('onClose', async () => {
    await catalogSync.job.stop();
    await catalogSync.settled();
  });
  return catalogSync;
}
