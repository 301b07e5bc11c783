import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessDateOf,
  restorePlanSchema,
  restoreQuerySchema,
  scheduledBackupNameSchema,
  scheduledBackupsSchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { auditorOf, type Auditor } from '../audit';
import { manifestSigner } from './archive';
import { exportShop, restoreShop } from './backup.service';
import { dumpPlatform } from './platform-backup';
import type { RestoreGate } from './restore-gate';
import type { RestoreRate } from './restore-rate';
import { listScheduledBackups, scheduledBackupKey } from './scheduled-backups';

const archiveTypes = ['application/zip', 'application/octet-stream'];

interface RestoreLimits {
  gate: RestoreGate;
  rate: RestoreRate;
}

/**
 * Counts each restore against `rate` in this plugin's own onRequest hook, which runs before
 * the role guard's (a route's hooks come after its plugin's): a refused one costs no session
 * lookup, and its archive is never read.
 */
function limitRestores(app: FastifyInstance, rate: RestoreRate) {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.routeOptions.url?.endsWith('/backup/restore')) {
      rate.hit(request);
    }
  });
}

/** A restore's body is the archive itself (no multipart): these routes alone accept zip bodies. */
export function acceptArchives(app: FastifyInstance) {
  app.addContentTypeParser(
    archiveTypes,
    { parseAs: 'buffer', bodyLimit: app.config.BACKUP_MAX_MB * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
}

/**
 * What a restore route leaves out of the hook chain every request runs through (ADR 091):
 * its answer is small and goes to one admin (no compression), and its body is a zip, never
 * content-encoded (no decompression). Each hook is event-loop time the kiosks wait for
 * while an archive is being checked (bench goal 8).
 */
const restoreRouteOptions = { compress: false, decompress: false } as const;

const archiveBody = (body: unknown): Uint8Array => {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Envie o arquivo de backup (.zip)');
  }
  return body;
};

export async function sendExport(
  app: FastifyInstance,
  reply: FastifyReply,
  establishmentId: string,
) {
  const { archive, subdomain } = await exportShop(
    { db: app.db, uploads: app.storage.uploads, signer: manifestSigner(app.secretBox) },
    establishmentId,
  );
  const name = `comanda-${subdomain ?? 'loja'}-${businessDateOf(new Date())}.zip`;
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(archive));
}

export function restoreInto(
  app: FastifyInstance,
  gate: RestoreGate,
  establishmentId: string,
  body: unknown,
  mode: 'dry-run' | 'apply',
  by: 'shop-admin' | 'super-admin',
  auditor: Auditor,
) {
  const archive = archiveBody(body);
  return gate.run(establishmentId, () =>
    restoreShop(
      {
        db: app.db,
        realtime: app.realtime,
        uploads: app.storage.uploads,
        maxBytes: app.config.BACKUP_MAX_MB * 1024 * 1024,
        signer: manifestSigner(app.secretBox),
        allowForeignShop: by === 'super-admin',
      },
      establishmentId,
      archive,
      mode,
      auditor,
    ),
  );
}

/** /admin/backup: the shop's own archive, its restore (dry run first) and its daily backups. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const backupRoutes: FastifyPluginAsyncZod<RestoreLimits> = async (app, { gate, rate }) => {
  const tags = ['admin'];
  acceptArchives(app);
  limitRestores(app, rate);

  app.get(
    '/api/admin/backup/export',
    {
      config: { action: 'backup.manage' },
      schema: {
        tags,
        summary: "The shop's whole data as one zip archive",
        produces: ['application/zip'],
      },
    },
    async (request, reply) => sendExport(app, reply, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/backup/restore',
    {
      ...restoreRouteOptions,
      // A restore writes the shop's tables, never an account, session, role or profile.
      config: { action: 'backup.manage', keepsSessions: true },
      schema: {
        tags,
        summary:
          'Restore an archive into this shop: `dry-run` answers what would change, `apply` does it',
        consumes: archiveTypes,
        querystring: restoreQuerySchema,
        response: { 200: restorePlanSchema },
      },
    },
    async (request) =>
      restoreInto(
        app,
        gate,
        await request.adminEstablishmentId(),
        request.body,
        request.query.mode,
        'shop-admin',
        await auditorOf(request),
      ),
  );

  app.get(
    '/api/admin/backup/scheduled',
    {
      config: { action: 'backup.manage' },
      schema: {
        tags,
        summary: "The shop's daily backups",
        response: { 200: scheduledBackupsSchema },
      },
    },
    async (request) => ({
      keepDays: app.config.BACKUP_KEEP_DAYS,
      backups: await listScheduledBackups(
        app.storage.backups,
        await request.adminEstablishmentId(),
      ),
    }),
  );

  app.get(
    '/api/admin/backup/scheduled/:name',
    {
      config: { action: 'backup.manage' },
      schema: {
        tags,
        summary: 'Download one daily backup',
        params: scheduledBackupNameSchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const stored = await app.storage.backups.get(
        scheduledBackupKey(await request.adminEstablishmentId(), request.params.name),
      );
      if (!stored) throw new AppError('NOT_FOUND', 'Backup não encontrado');
      const data = stored.data;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(data);
    },
  );
};

/** The super admin exports and restores any shop, a new empty one included. */
export const superAdminBackupRoutes: FastifyPluginAsyncZod<RestoreLimits> = async (
  app,
  { gate, rate },
) => {
  const tags = ['superadmin'];
  acceptArchives(app);
  limitRestores(app, rate);
  const params = z.object({ id: z.uuid('Estabelecimento não encontrado') });

  app.get(
    '/api/superadmin/establishments/:id/backup/export',
    {
      schema: {
        tags,
        summary: "A shop's whole data as one zip archive",
        params,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => sendExport(app, reply, request.params.id),
  );

  app.post(
    '/api/superadmin/establishments/:id/backup/restore',
    {
      ...restoreRouteOptions,
      // A restore writes the shop's tables, never an account, session, role or profile.
      config: { keepsSessions: true },
      schema: {
        tags,
        summary: 'Restore an archive into a shop (its own, or one with no data yet)',
        params,
        consumes: archiveTypes,
        querystring: restoreQuerySchema,
        response: { 200: restorePlanSchema },
      },
    },
    async (request) =>
      restoreInto(
        app,
        gate,
        request.params.id,
        request.body,
        request.query.mode,
        'super-admin',
        await auditorOf(request),
      ),
  );

  app.get(
    '/api/superadmin/backup/platform',
    {
      schema: {
        tags,
        summary: 'The whole platform: PGlite data directory (.tar.gz) or pg_dump custom format',
        produces: ['application/gzip', 'application/octet-stream'],
      },
    },
    async (_request, reply) => {
      const dump = await dumpPlatform(app.database, app.log);
      return reply
        .type(dump.contentType)
        .header('content-disposition', `attachment; filename="${dump.fileName}"`)
        .header('cache-control', 'no-store')
        .send(dump.data);
    },
  );
};
