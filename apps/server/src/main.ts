import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, proxyTrustWarning, publicUrlOf, type Config } from './config';
import { databaseOptionsOf, openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoHistory } from './seed/demo-history';
import { seedDemoData } from './seed/seed';
import { generateDemoAdmin, rememberDemoAdmin } from './modules/auth';
import { keepArchiveCheckerReady } from './modules/backup';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsOf(config));
  const app = await buildApp({ config, database });
  stopCleanlyOnSignals(app, database);

  if (config.SEED_DEMO) await seedDemoShop(app, config, database);

  await app.listen({ host: config.HOST, port: config.PORT });
  keepArchiveCheckerReady();
  const proxyWarning = proxyTrustWarning(config);
  if (proxyWarning) app.log.warn(proxyWarning);
  app.log.info(
    `Comanda at http://${config.APP_DOMAIN}:${config.PORT} (demo kiosk: http://demo.${config.APP_DOMAIN}:${config.PORT})`,
  );
}

/** On an empty database: the demo shop, and an admin for it whose sign-in is printed once. */
async function seedDemoShop(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): Promise<void> {
  const demoAdmin = generateDemoAdmin();
  const seeded = await seedDemoData(database.db, {
    uploads: app.storage.uploads,
    demoAdmin,
  });
  if (!seeded) return;
  await rememberDemoAdmin(database.db, config.DATA_DIR, demoAdmin);
  if (config.SEED_DEMO_HISTORY) await seedHistory(app, config, demoAdmin);
  const signInUrl = `${publicUrlOf(config)}/auth`;
  app.log.info(
    { demoAdmin: { url: signInUrl, ...demoAdmin } },
    `demo establishment seeded; its admin signs in at ${signInUrl} as ${demoAdmin.email} with password ${demoAdmin.password} (shown only until it is changed)`,
  );
}

/**
 * A few past days of orders, registers and bills for the new demo shop, so its first screens
 * show figures. A failure leaves the shop as seeded (empty history) and says why.
 */
async function seedHistory(
  app: FastifyInstance,
  config: Config,
  admin: { email: string; password: string },
): Promise<void> {
  const started = performance.now();
  try {
    const { orders } = await seedDemoHistory(app, { mainUrl: publicUrlOf(config), admin });
    app.log.info({ orders, ms: Math.round(performance.now() - started) }, 'demo history seeded');
  } catch (err) {
    app.log.error({ err }, 'demo history not seeded');
  }
}

/**
 * SIGTERM and SIGINT stop the server in order: no new connections and in-flight requests
 * finished, then the background jobs and the realtime listener (the app's onClose hooks),
 * then the database they were using. Gives up after a grace period.
 */
function stopCleanlyOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
