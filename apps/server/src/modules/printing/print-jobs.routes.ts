import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printJobListQuerySchema, printJobSchema, reprintOrderSchema } from '@comanda/shared';
import { listPrintJobs, reprintOrder, retryPrintJob } from './print-jobs.service';
import { adminQueryRoute } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** The admin's print jobs: the recent list, 'Tentar novamente', and this browser's results. */
export const printJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/print-jobs',
    {
      action: 'orders.view',
      tags,
      summary: 'Recent print jobs, newest first',
      querystring: printJobListQuerySchema,
      response: z.array(printJobSchema),
    },
    listPrintJobs,
  );

  app.post(
    '/api/admin/orders/:id/reprint',
    {
      config: { action: 'orders.reprint' },
      schema: {
        tags,
        summary: "'Reimprimir': another copy of a paid order's receipt or kitchen ticket",
        params,
        body: reprintOrderSchema,
        response: { 201: z.object({ jobs: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const jobs = await reprintOrder(
        app.db,
        app.realtime,
        establishmentId,
        request.params.id,
        request.body.kind,
      );
      return reply.code(201).send({ jobs });
    },
  );

  app.post(
    '/api/admin/print-jobs/:id/retry',
    {
      config: { action: 'orders.reprint' },
      schema: {
        tags,
        summary: "'Tentar novamente': a failed job goes back to the queue",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      await retryPrintJob(app.db, app.realtime, establishmentId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
