import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  browserPrintJobSchema,
  kioskPrintResultSchema,
  kioskOrderStatusQuerySchema,
  kioskTokenBodySchema,
  orderPrintingSchema,
  type BrowserPrintJob,
} from '@comanda/shared';
import { kioskOrderStatus } from '../orders';
import { claimDueJobs, orderJobs, reportDelivery, type RenderedJob } from './print-jobs.service';
import { printingPolicy } from './printing-policy';
import { countActivePrinters } from './printers.service';

const tags = ['kiosk', 'printing'];
const orderParams = z.object({ id: z.string() });

function toBrowserJob({ job, printer, bytes }: RenderedJob): BrowserPrintJob {
  const connectionType = printer?.connectionType === 'usb' ? 'usb' : 'qz';
  const config = printer?.connectionConfig ?? {};
  return {
    id: job.id,
    kind: job.kind,
    connectionType,
    printerName: (connectionType === 'usb' ? config.device : config.printerName) ?? null,
    payload: Buffer.from(bytes).toString('base64'),
  };
}

const printingSchema = {
  tags,
  summary: "The order's print jobs and whether the shop has printers (polling fallback)",
  params: orderParams,
  querystring: kioskOrderStatusQuerySchema,
  response: { 200: orderPrintingSchema },
};

const claimSchema = {
  tags,
  summary:
    'Take the jobs this kiosk must print itself (QZ Tray, USB). Each job goes to one ' +
    'claimer only: a second tab gets none',
  params: orderParams,
  body: kioskTokenBodySchema,
  response: { 200: z.array(browserPrintJobSchema) },
};

const resultSchema = {
  tags,
  summary: 'What the kiosk printer did; a failure is shown to the staff, not the customer',
  params: orderParams.extend({ jobId: z.string() }),
  body: kioskPrintResultSchema,
  response: { 204: z.null() },
};

/**
 * The kiosk's success screen (SPEC §4 receipt printing). Anonymous: the shop comes from the host,
 * an order needs its public token, and nothing here shows a price.
 */
export const kioskPrintingRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);

  app.get('/api/public/orders/:id/printing', { schema: printingSchema }, async (request, reply) => {
    const { id: establishmentId } = await request.tenant();
    const order = await kioskOrderStatus(
      app.db,
      establishmentId,
      request.params.id,
      request.query.token,
    );
    reply.header('cache-control', 'no-store');
    return {
      paymentStatus: order.paymentStatus,
      printers: await countActivePrinters(app.db, establishmentId),
      jobs: await orderJobs(app.db, establishmentId, order.id),
    };
  });

  app.post('/api/public/orders/:id/print-jobs/claim', { schema: claimSchema }, async (request) => {
    const { id: establishmentId } = await request.tenant();
    const order = await kioskOrderStatus(
      app.db,
      establishmentId,
      request.params.id,
      request.body.token,
    );
    const jobs = await claimDueJobs(app.db, {
      channels: ['browser'],
      establishmentId,
      orderId: order.id,
      leaseMs: policy.leaseMs,
    });
    return jobs.map(toBrowserJob);
  });

  app.post(
    '/api/public/orders/:id/print-jobs/:jobId/result',
    { schema: resultSchema },
    async (request, reply) => {
      const { id: establishmentId } = await request.tenant();
      const { token, outcome, error } = request.body;
      const order = await kioskOrderStatus(app.db, establishmentId, request.params.id, token);
      await reportDelivery(
        app.db,
        app.realtime,
        { jobId: request.params.jobId, establishmentId, channels: ['browser'], orderId: order.id },
        outcome === 'done' ? { outcome } : { outcome, error: error ?? 'Falha na impressão' },
        { ...policy, final: true },
      );
      return reply.code(204).send(null);
    },
  );
};
