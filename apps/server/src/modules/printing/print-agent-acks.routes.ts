import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printResultSchema } from '@comanda/shared';
import { authenticateAgent } from './print-agents.service';
import { reportDelivery } from './print-jobs.service';
import { printingPolicy } from './printing-policy';

const tags = ['print-agent'];

/** The print agent's acknowledgement of each job it printed (or failed to). */
export const agentAcksRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);

  app.post(
    '/api/print-agent/jobs/:id/ack',
    {
      schema: {
        tags,
        summary: 'Report a job printed or failed; a repeated report changes nothing',
        params: z.object({ id: z.string() }),
        body: printResultSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const agent = await authenticateAgent(app.db, request.headers.authorization);
      const { outcome, error } = request.body;
      await reportDelivery(
        app.db,
        app.realtime,
        { jobId: request.params.id, establishmentId: agent.establishmentId, channels: ['agent'] },
        outcome === 'done' ? { outcome } : { outcome, error: error ?? 'Falha na impressão' },
        policy,
      );
      return reply.code(204).send(null);
    },
  );
};
