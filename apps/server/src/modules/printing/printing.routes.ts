import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedPrintAgentTokenSchema,
  printAgentTokenInputSchema,
  printAgentTokenSchema,
  printedReceiptSchema,
  printerInputSchema,
  printerSchema,
  printJobListQuerySchema,
  printJobSchema,
  printResultSchema,
  qzCertificateSchema,
  qzSignatureSchema,
  qzSignInputSchema,
  qzTraySettingsInputSchema,
  qzTraySettingsSchema,
} from '@comanda/shared';
import { agentRoutes } from './print-agent.routes';
import { issueAgentToken, listAgentTokens, revokeAgentToken } from './print-agents.service';
import {
  enqueueTestPrint,
  listPrintedReceipts,
  listPrintJobs,
  renderJob,
  reportDelivery,
  retryPrintJob,
} from './print-jobs.service';
import { createPrintWorker, type PrintWorker } from './print-worker';
import {
  createPrinter,
  deletePrinter,
  findPrinterRow,
  getQzTraySettings,
  listPrinters,
  qzCertificate,
  signQzRequest,
  saveQzTraySettings,
  updatePrinter,
} from './printers.service';
import { kioskPrintingRoutes } from './kiosk-printing.routes';
import { printingPolicy } from './printing-policy';
import { assertPrinterSettingsAllowed, printerAddressPolicy } from './printer-address-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers server and virtual print jobs; tests call `runOnce()` with PRINT_WORKER=false. */
    printWorker: PrintWorker;
  }
}

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/**
 * Printing: the delivery worker (started and stopped with the app, `app.printWorker`), the
 * admin's printer settings, the kiosk's and the print agent's endpoints.
 */
export const printingRoutes = fp(async (app: FastifyInstance) => {
  const worker = createPrintWorker(
    { db: app.db, database: app.database, realtime: app.realtime, log: app.log },
    {
      ...printingPolicy(app.config),
      pollMs: 2000,
      connectTimeoutMs: 5000,
      addressPolicy: printerAddressPolicy(app.config),
    },
  );
  app.decorate('printWorker', worker);
  if (app.config.PRINT_WORKER) {
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
  await app.register(adminPrintingRoutes);
  await app.register(kioskPrintingRoutes);
  await app.register(agentRoutes);
});

/** Printers, print jobs, QZ Tray and print agents (SPEC §2 /admin/configuracoes-printnode). */
const adminPrintingRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);

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

  app.get(
    '/api/admin/print-jobs',
    {
      schema: {
        tags,
        summary: 'Recent print jobs, newest first',
        querystring: printJobListQuerySchema,
        response: { 200: z.array(printJobSchema) },
      },
    },
    async (request) => listPrintJobs(app.db, await request.adminEstablishmentId(), request.query),
  );

  app.post(
    '/api/admin/print-jobs/:id/retry',
    {
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

  app.post(
    '/api/admin/print-jobs/:id/result',
    {
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

  app.get(
    '/api/admin/printing/qz-tray',
    {
      schema: {
        tags,
        summary: 'QZ Tray layout and signing certificate (the private key is never sent)',
        response: { 200: qzTraySettingsSchema },
      },
    },
    async (request) => getQzTraySettings(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/printing/qz-tray',
    {
      schema: {
        tags,
        summary: 'Save the QZ Tray settings; the private key is stored encrypted',
        body: qzTraySettingsInputSchema,
        response: { 200: qzTraySettingsSchema },
      },
    },
    async (request) =>
      saveQzTraySettings(app.db, app.secretBox, await request.adminEstablishmentId(), request.body),
  );

  // The admin's own QZ Tray ('Imprimir teste' from this page) signs like the kiosk's.
  app.get(
    '/api/admin/printing/qz-certificate',
    {
      schema: {
        tags,
        summary: "The shop's QZ Tray certificate",
        response: { 200: qzCertificateSchema },
      },
    },
    async (request) => ({
      certificate: await qzCertificate(app.db, await request.adminEstablishmentId()),
    }),
  );

  app.post(
    '/api/admin/printing/qz-sign',
    {
      schema: {
        tags,
        summary: "Signs a QZ Tray request with the shop's key (SHA512, base64)",
        body: qzSignInputSchema,
        response: { 200: qzSignatureSchema },
      },
    },
    async (request) => ({
      signature: await signQzRequest(
        app.db,
        app.secretBox,
        await request.adminEstablishmentId(),
        request.body.request,
      ),
    }),
  );

  app.get(
    '/api/admin/print-agent-tokens',
    {
      schema: {
        tags,
        summary: 'Print agent tokens (never the secrets) and whether each agent is online',
        response: { 200: z.array(printAgentTokenSchema) },
      },
    },
    async (request) => listAgentTokens(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/print-agent-tokens',
    {
      schema: {
        tags,
        summary: 'Issue a print agent token; it is shown in this answer only',
        body: printAgentTokenInputSchema,
        response: { 201: issuedPrintAgentTokenSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply
        .code(201)
        .send(await issueAgentToken(app.db, establishmentId, request.body.name));
    },
  );

  app.delete(
    '/api/admin/print-agent-tokens/:id',
    {
      schema: { tags, summary: 'Revoke a print agent token', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeAgentToken(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
