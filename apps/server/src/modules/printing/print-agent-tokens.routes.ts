import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  issuedPrintAgentTokenSchema,
  printAgentTokenInputSchema,
  printAgentTokenSchema,
} from '@comanda/shared';
import { issueAgentToken, listAgentTokens, revokeAgentToken } from './print-agents.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** The tokens a shop's print agents sign in with (SPEC §2 /admin/configuracoes-printnode). */
export const printAgentTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'integrations.manage', tags: ['admin', 'printing'] });

  routes.get(
    '/api/admin/print-agent-tokens',
    {
      summary: 'Print agent tokens (never the secrets) and whether each agent is online',
      response: z.array(printAgentTokenSchema),
    },
    ({ establishmentId }) => listAgentTokens(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/print-agent-tokens',
    {
      summary: 'Issue a print agent token; it is shown in this answer only',
      body: printAgentTokenInputSchema,
      response: issuedPrintAgentTokenSchema,
      status: 201,
    },
    ({ establishmentId, body }) => issueAgentToken(app.db, establishmentId, body.name),
  );

  routes.delete(
    '/api/admin/print-agent-tokens/:id',
    { summary: 'Revoke a print agent token', params },
    ({ establishmentId, params }) => revokeAgentToken(app.db, establishmentId, params.id),
  );
};
