import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printedReceiptSchema, printJobSchema } from '@comanda/shared';
import {
  enqueueTestPrint,
  listPrintedReceipts,
  listPrintJobs,
  renderJob,
} from './print-jobs.service';
import { findPrinterRow } from './printers.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** A printer's test page and the receipts it printed lately. */
export const printerChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/printers/:id/test',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary:
          "'Imprimir teste': queues a test page. For QZ Tray and USB printers the answer " +
          'carries the ESC/POS bytes (base64) for this browser to print and report',
        params,
        response: {
          201: z.object({ job: printJobSchema, payload: z.string().nullable() }),
        },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const printer = await findPrinterRow(app.db, establishmentId, request.params.id);
      const job = await enqueueTestPrint(app.db, app.realtime, establishmentId, printer);
      const payload =
        job.channel === 'browser'
          ? Buffer.from(renderJob(job, printer).bytes).toString('base64')
          : null;
      const [listed] = await listPrintJobs(app.db, establishmentId, { jobId: job.id }, 1);
      return reply.code(201).send({ job: listed!, payload });
    },
  );

  app.get(
    '/api/admin/printers/:id/receipts',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'What a printer printed, as text, newest first (the virtual printer view)',
        params,
        response: { 200: z.array(printedReceiptSchema) },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const printer = await findPrinterRow(app.db, establishmentId, request.params.id);
      return listPrintedReceipts(app.db, establishmentId, printer.id);
    },
  );
};
