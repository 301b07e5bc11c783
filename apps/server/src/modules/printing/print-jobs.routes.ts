import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printJobListQuerySchema, printJobSchema, reprintOrderSchema } from '@comanda/shared';
import { listPrintJobs, reprintOrder, retryPrintJob } from './print-jobs.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** The admin's print jobs: the recent list, 'Tentar novamente', and this browser's results. */
export const printJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'orders.reprint', tags: ['admin', 'printing'] });

  routes.get(
    '/api/admin/print-jobs',
    {
      summary: 'Recent print jobs, newest first',
      action: 'orders.view',
      querystring: printJobListQuerySchema,
      response: z.array(printJobSchema),
    },
    ({ establishmentId, query }) => listPrintJobs(app.db, establishmentId, query),
  );

  routes.post(
    '/api/admin/orders/:id/reprint',
    {
      summary: "'Reimprimir': another copy of a paid order's receipt or kitchen ticket",
      params,
      body: reprintOrderSchema,
      response: z.object({ jobs: z.number().int() }),
      status: 201,
    },
    async ({ establishmentId, params, body }) => ({
      jobs: await reprintOrder(app.db, app.realtime, establishmentId, params.id, body.kind),
    }),
  );

  routes.post(
    '/api/admin/print-jobs/:id/retry',
    { summary: "'Tentar novamente': a failed job goes back to the queue", params },
    ({ establishmentId, params }) =>
      retryPrintJob(app.db, app.realtime, establishmentId, params.id),
  );
};
