import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printedReceiptSchema, printJobSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import {
  enqueueTestPrint,
  listPrintedReceipts,
  listPrintJobs,
  renderJob,
} from './print-jobs.service';
import { findPrinterRow } from './printers.service';

const params = z.object({ id: z.string() });
/** A printer's test page and the receipts it printed lately. */
export const printerChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'printing'] });

  routes.post(
    '/api/admin/printers/:id/test',
    {
      summary:
        "'Imprimir teste': queues a test page. For QZ Tray and USB printers the answer " +
        'carries the ESC/POS bytes (base64) for this browser to print and report',
      params,
      response: z.object({ job: printJobSchema, payload: z.string().nullable() }),
      status: 201,
    },
    async ({ establishmentId, params: { id } }) => {
      const printer = await findPrinterRow(app.db, establishmentId, id);
      const job = await enqueueTestPrint(app.db, app.realtime, establishmentId, printer);
      const payload =
        job.channel === 'browser'
          ? Buffer.from(renderJob(job, printer).bytes).toString('base64')
          : null;
      const [listed] = await listPrintJobs(app.db, establishmentId, { jobId: job.id }, 1);
      return { job: listed!, payload };
    },
  );

  routes.get(
    '/api/admin/printers/:id/receipts',
    {
      summary: 'What a printer printed, as text, newest first (the virtual printer view)',
      params,
      response: z.array(printedReceiptSchema),
    },
    async ({ establishmentId, params: { id } }) => {
      const printer = await findPrinterRow(app.db, establishmentId, id);
      return listPrintedReceipts(app.db, establishmentId, printer.id);
    },
  );
};
