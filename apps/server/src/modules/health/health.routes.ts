import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverHealthSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: "The process is up, and the server's own view of its health (SPEC §4)",
        response: { 200: serverHealthSchema },
      },
    },
    async () => {
      const routes = app.monitors.routes.routes();
      const count = (status: string) => routes.filter((route) => route.status === status).length;
      return {
        status: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
        system: app.monitors.routes.systemStatus(),
        routes: { degraded: count('degraded'), failed: count('failed') },
        errors: {
          status: app.monitors.errors.status(),
          perMinute: app.monitors.errors.perMinute(),
        },
      };
    },
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
