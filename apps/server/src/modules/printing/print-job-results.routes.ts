import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printResultSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { reportDelivery } from './print-jobs.service';
import { printingPolicy } from './printing-policy';

const params = z.object({ id: z.string() });

/** What the admin's browser reports after printing a job itself (QZ Tray, USB). */
export const printJobResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);
  const routes = adminRoutes(app, { action: 'printing.station', tags: ['admin', 'printing'] });

  routes.post(
    '/api/admin/print-jobs/:id/result',
    {
      summary: "What this browser's QZ Tray or USB printer did with a test page",
      params,
      body: printResultSchema,
    },
    async ({ establishmentId, params: { id }, body: { outcome, error } }) => {
      await reportDelivery(
        app.db,
        app.realtime,
        { jobId: id, establishmentId, channels: ['browser'] },
        outcome === 'done' ? { outcome } : { outcome, error: error ?? 'Falha na impressão' },
        { ...policy, final: true },
      );
    },
  );
};
