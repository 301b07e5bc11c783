import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedPrintAgentTokenSchema,
  printAgentTokenInputSchema,
  printAgentTokenSchema,
} from '@comanda/shared';
import { issueAgentToken, listAgentTokens, revokeAgentToken } from './print-agents.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** The tokens a shop's print agents sign in with (SPEC §2 /admin/configuracoes-printnode). */
export const printAgentTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/print-agent-tokens',
    {
      config: { action: 'integrations.manage' },
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
      config: { action: 'integrations.manage' },
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
      config: { action: 'integrations.manage' },
      schema: { tags, summary: 'Revoke a print agent token', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeAgentToken(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
