import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kitchenMonitorSchema,
  qzCertificateSchema,
  qzSignatureSchema,
  qzSignInputSchema,
} from '@comanda/shared';
import { agentStatus } from './print-agents.service';
import { recentOrderJobs } from './print-jobs.service';
import { qzCertificate, signQzRequest } from './printers.service';

const tags = ['kiosk', 'printing'];

/**
 * The kiosk's QZ Tray signing and the kitchen monitor. Anonymous: the shop comes from the host,
 * and nothing here shows a price.
 */
export const kioskDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/printing/qz-certificate',
    {
      schema: {
        tags,
        summary: "The shop's QZ Tray certificate (public by nature)",
        response: { 200: qzCertificateSchema },
      },
    },
    async (request) => {
      const { id } = await request.tenant();
      return { certificate: await qzCertificate(app.db, id) };
    },
  );

  app.post(
    '/api/public/printing/qz-sign',
    {
      schema: {
        tags,
        summary: "Signs a QZ Tray request with the shop's key (SHA512, base64)",
        body: qzSignInputSchema,
        response: { 200: qzSignatureSchema },
      },
    },
    async (request) => {
      const { id } = await request.tenant();
      return { signature: await signQzRequest(app.db, app.secretBox, id, request.body.request) };
    },
  );

  app.get(
    '/api/public/kitchen-monitor',
    {
      schema: {
        tags,
        summary: "/impressora-cozinha: the print agent's status and the latest jobs (no prices)",
        response: { 200: kitchenMonitorSchema },
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      reply.header('cache-control', 'no-store');
      return {
        establishmentName: establishment.name,
        agent: await agentStatus(app.db, establishment.id),
        jobs: await recentOrderJobs(app.db, establishment.id),
      };
    },
  );
};
