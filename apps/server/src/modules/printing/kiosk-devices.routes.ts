import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canDo,
  kitchenMonitorSchema,
  qzCertificateSchema,
  qzSignatureSchema,
  qzSignInputSchema,
} from '@comanda/shared';
import { agentStatus } from './print-agents.service';
import { recentOrderJobs } from './print-jobs.service';
import { qzCertificate, signQzRequest } from './printers.service';
import { AppError } from '../../lib/app-error';

const tags = ['kiosk', 'printing'];

/**
 * Only the shop's own may have a QZ Tray call signed by its key: a kiosk paired in the admin
 * (its device token) or a signed-in admin of the shop. Anyone else: 401.
 */
async function assertMaySign(request: FastifyRequest, establishmentId: string): Promise<void> {
  if (await request.pairedKiosk(establishmentId)) return;
  const user = await request.currentUser();
  if (user && user.establishmentId === establishmentId && canDo(user.roles, 'printing.station'))
    return;
  throw new AppError(
    'UNAUTHENTICATED',
    'Só um totem pareado ou a equipe da loja podem assinar impressões do QZ Tray',
  );
}

/**
 * The kiosk's QZ Tray signing and the kitchen monitor; the shop comes from the host, and
 * nothing here shows a price. Signing needs a paired kiosk or the shop's staff (issue 31).
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
        summary:
          "Signs a QZ Tray printing call with the shop's key, for a paired kiosk or the shop's staff",
        body: qzSignInputSchema,
        response: { 200: qzSignatureSchema },
      },
    },
    async (request) => {
      const { id } = await request.tenant();
      await assertMaySign(request, id);
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
