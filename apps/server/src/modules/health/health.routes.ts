import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'Banco de dados indisponível');
      }
      return { status: 'ready' as const, database: app.database.driver };
    },
  );
};
