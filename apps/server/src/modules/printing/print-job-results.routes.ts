import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printResultSchema } from '@comanda/shared';
import { reportDelivery } from './print-jobs.service';
import { printingPolicy } from './printing-policy';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** What the admin's browser reports after printing a job itself (QZ Tray, USB). */
export const printJobResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);

  app.post(
    '/api/admin/print-jobs/:id/result',
    {
      config: { action: 'printing.station' },
      schema: {
        tags,
        summary: "What this browser's QZ Tray or USB printer did with a test page",
        params,
        body: printResultSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const { outcome, error } = request.body;
      await reportDelivery(
        app.db,
        app.realtime,
        { jobId: request.params.id, establishmentId, channels: ['browser'] },
        outcome === 'done' ? { outcome } : { outcome, error: error ?? 'Falha na impressão' },
        { ...policy, final: true },
      );
      return reply.code(204).send(null);
    },
  );
};
