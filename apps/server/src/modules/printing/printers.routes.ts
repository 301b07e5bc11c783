import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPrinterSettingsAllowed, printerAddressPolicy } from './printer-address-policy';
import {
  printedReceiptSchema,
  printerInputSchema,
  printerSchema,
  printJobSchema,
} from '@comanda/shared';
import {
  enqueueTestPrint,
  listPrintedReceipts,
  listPrintJobs,
  renderJob,
} from './print-jobs.service';
import {
  createPrinter,
  deletePrinter,
  findPrinterRow,
  listPrinters,
  updatePrinter,
} from './printers.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** The shop's printers (SPEC §2 /admin/configuracoes-printnode): settings, test, what printed. */
export const printersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/printers',
    { schema: { tags, summary: "The shop's printers", response: { 200: z.array(printerSchema) } } },
    async (request) => listPrinters(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/printers',
    {
      schema: {
        tags,
        summary: 'Add a printer',
        body: printerInputSchema,
        response: { 201: printerSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      assertPrinterSettingsAllowed(request.body, printerAddressPolicy(app.config));
      return reply.code(201).send(await createPrinter(app.db, establishmentId, request.body));
    },
  );

  app.put(
    '/api/admin/printers/:id',
    {
      schema: {
        tags,
        summary: 'Edit a printer',
        params,
        body: printerInputSchema,
        response: { 200: printerSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      assertPrinterSettingsAllowed(request.body, printerAddressPolicy(app.config));
      return updatePrinter(app.db, establishmentId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/printers/:id',
    { schema: { tags, summary: 'Remove a printer', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePrinter(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/printers/:id/test',
    {
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
