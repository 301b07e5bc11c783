import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(database.db, {
      uploadsDir: join(config.DATA_DIR, 'uploads'),
    });
    if (seeded) app.log.info('demo establishment seeded');
  }

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Comanda at http://${config.APP_DOMAIN}:${config.PORT} (demo kiosk: http://demo.${config.APP_DOMAIN}:${config.PORT})`,
  );

  // Finish in-flight requests and close the database before exiting; give up after a grace period.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    app.close().then(
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
