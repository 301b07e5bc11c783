import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { busyModeOf } from '../establishments';
import { createIfoodCatalogSync, type CatalogSync } from './ifood-catalog-sync';
import { createOpenDeliveryCatalogSync } from './open-delivery-catalog-sync';
import { openDeliveryOrderAdminRoutes } from './open-delivery-order-admin.routes';
import { ifoodConnectionRoutes } from './ifood-connection.routes';
import type { IfoodClientSource } from './ifood-connection.service';
import { ifoodOrderAdminRoutes } from './ifood-order-admin.routes';
import { ifoodPauseRoutes } from './ifood-pause.routes';
import type { PeriodicJob } from '../../lib/periodic-job';
import { createBusyModeJob, type BusyModeReport } from './busy-mode.job';
import { busyModeRoutes } from './busy-mode.routes';
import { createOpenDeliveryClient } from './open-delivery-client';
import {
  createOpenDeliveryPoller,
  openDeliveryClients,
  openDeliveryPort,
  type OpenDeliveryClientSource,
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
    /** Busy mode's job (decision 070): every BUSY_MODE_INTERVAL_MS; tests call runOnce(). */
    busyModeJob: PeriodicJob<BusyModeReport>;
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
  /** The wait estimate of a typical order now, in minutes (orders' WaitEstimates). */
  waitMinutes: (establishmentId: string) => Promise<number>;
}

/** iFood and Open Delivery (issue 34, decisions 052 and 057). */
export const marketplacesModule = fp(
  async (app: FastifyInstance, ports: MarketplacesPorts) => {
    // A shop's Open Delivery base URL is typed by its admin and called by the server: local
    // and plain-http addresses only outside production (the tests' fake; decision 059).
    const allowLocal = app.config.NODE_ENV !== 'production';
    const ifood = ifoodClientSource(app, ports);
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
      preparationMinutes: (establishmentId) =>
        preparationMinutes(app.db, ports.waitMinutes, establishmentId),
    });
    app.decorate('openDeliveryPoller', openDelivery);
    app.addHook('onReady', async () =>
      openDelivery.start(app.config.OPEN_DELIVERY_POLL_INTERVAL_MS),
    );
    app.addHook('onClose', async () => openDelivery.stop());
    const catalogSync = startIfoodCatalogSync(app, ifood, stages);
    const openDeliveryCatalog = startCatalogSync(
      app,
      createOpenDeliveryCatalogSync({
        db: app.db,
        realtime: app.realtime,
        log: app.log.child({ module: 'marketplaces' }),
        clients: openDeliveryClient,
        wakeAt: app.availabilityClock.wakeAt,
      }),
    );
    await app.register(ifoodConnectionRoutes, { ifood, connected: catalogSync.watch });
    await registerPausesAndBusyMode(app, ifood, ports.waitMinutes);
    await app.register(ifoodOrderAdminRoutes, { deps: { ifood } });
    await app.register(marketplaceAdminRoutes);
    await registerOpenDeliveryRoutes(app, openDeliveryClient, allowLocal, openDeliveryCatalog);
  },
  { name: 'comanda-marketplaces', dependencies: ['comanda-realtime'] },
);

/** The platform's iFood client, one while its credentials stay the same (its token cached). */
function ifoodClientSource(app: FastifyInstance, ports: MarketplacesPorts): IfoodClientSource {
  let current: { key: string; client: IfoodClient } | undefined;
  return async () => {
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
}

/** A shop's Open Delivery connection on /admin/integracoes, and its orders' cancel. */
async function registerOpenDeliveryRoutes(
  app: FastifyInstance,
  clients: OpenDeliveryClientSource,
  allowLocal: boolean,
  catalog: CatalogSync,
) {
  await app.register(openDeliveryOrderAdminRoutes, { deps: { clients } });
  await app.register(openDeliveryConnectionRoutes, {
    context: {
      db: app.db,
      box: app.secretBox,
      checkCredentials: async (credentials) => {
        await createOpenDeliveryClient({ ...credentials, allowLocal }).token();
      },
      allowLocal,
    },
    connected: catalog.watch,
  });
}

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
  return startCatalogSync(app, catalogSync);
}

/**
 * A catalogue sync's sweep at start and every `IFOOD_CATALOG_SYNC_INTERVAL_MS` (0: only the
 * notices of shops connected here), for iFood and Open Delivery alike.
 */
function startCatalogSync(app: FastifyInstance, catalogSync: CatalogSync) {
  app.addHook('onReady', async () => {
    if (app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS <= 0) return;
    catalogSync.job.start(app.config.IFOOD_CATALOG_SYNC_INTERVAL_MS);
    void catalogSync
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'catalogue sweep failed'));
  });
  app.addHook('onClose', async () => {
    await catalogSync.job.stop();
    await catalogSync.settled();
  });
  return catalogSync;
}

/**
 * The preparation time an Open Delivery confirmation announces (OrderConfirmed's
 * `preparationTime`, minutes): the wait estimate of a typical order now, plus busy mode's extra
 * minutes while the kitchen is full (decision 079). Undefined when the estimate fails: the
 * confirmation goes without it rather than not at all.
 */
async function preparationMinutes(
  db: Database,
  waitMinutes: MarketplacesPorts['waitMinutes'],
  establishmentId: string,
): Promise<number | undefined> {
  try {
    const [wait, busy] = await Promise.all([
      waitMinutes(establishmentId),
      busyModeOf(db, establishmentId),
    ]);
    return Math.max(1, Math.round(wait)) + busy.extraPrepMinutes;
  } catch {
    return undefined;
  }
}

/**
 * "Pausar iFood" by hand (issue 34), and busy mode (decision 070), which pauses iFood by itself:
 * its routes and its job, on every instance (its state's updates let one act).
 */
async function registerPausesAndBusyMode(
  app: FastifyInstance,
  ifood: IfoodClientSource,
  waitMinutes: MarketplacesPorts['waitMinutes'],
) {
  await app.register(ifoodPauseRoutes, { ifood });
  await app.register(busyModeRoutes, { ifood });
  const job = createBusyModeJob({
    db: app.db,
    realtime: app.realtime,
    ifood,
    waitMinutes,
    log: app.log.child({ module: 'busy-mode' }),
    now: () => app.clock.now(),
  });
  app.decorate('busyModeJob', job);
  app.addHook('onReady', async () => job.start(app.config.BUSY_MODE_INTERVAL_MS));
  app.addHook('onClose', async () => job.stop());
}
