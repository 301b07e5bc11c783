import type { FastifyInstance } from 'fastify';
import { backupRoutes, superAdminBackupRoutes } from './backup.routes';
import { manifestSigner } from './archive';
import { restoreGate } from './restore-gate';
import { restoreRate } from './restore-rate';
import { runScheduledBackups } from './scheduled-backups';

const hour = 60 * 60 * 1000;

/**
 * Backup and restore (decision 023): each resource's routes in its own encapsulated plugin
 * (each accepts zip bodies), and the daily backups, looked at every hour.
 */
export async function backupModule(app: FastifyInstance) {
  // One gate for both areas: a shop restored by its admin is busy for the super admin too.
  const gate = restoreGate();
  const rate = restoreRate(app.config.RESTORES_PER_MINUTE);
  await app.register(backupRoutes, { gate, rate });
  await app.register(superAdminBackupRoutes, { gate, rate });

  const keepDays = app.config.BACKUP_KEEP_DAYS;
  if (keepDays === 0) return;
  const deps = {
    db: app.db,
    uploads: app.storage.uploads,
    backups: app.storage.backups,
    keepDays,
    signer: manifestSigner(app.secretBox),
  };
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runScheduledBackups(deps)
      .then((done) => {
        if (done.written + done.removed > 0) app.log.info(done, 'daily backups');
      })
      .catch((err: unknown) => app.log.error({ err }, 'daily backups failed'));
  };
  // The first look a minute after start (not during it), then every hour.
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, hour);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
