import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printResultSchema, type AgentPrintJob } from '@comanda/shared';
import { authenticateAgent, touchAgent } from './print-agents.service';
import {
  claimDueJobs,
  printJobsEvent,
  reportDelivery,
  type RenderedJob,
} from './print-jobs.service';
import { printingPolicy } from './printing-policy';

const tags = ['print-agent'];
const heartbeatMs = 15_000;

function toAgentJob({ job, printer, bytes }: RenderedJob): AgentPrintJob {
  return {
    id: job.id,
    printerName: job.printerName,
    ip: printer?.connectionConfig.ip ?? '',
    port: printer?.connectionConfig.port ?? 9100,
    payload: Buffer.from(bytes).toString('base64'),
  };
}

/**
 * The shop's print agent (apps/print-agent): it streams its shop's network jobs, prints them on
 * the LAN and acknowledges each. Authenticated by its Bearer token, never a cookie.
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = printingPolicy(app.config);
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of openStreams) close();
  });

  app.get(
    '/api/print-agent/events',
    {
      schema: {
        tags,
        summary:
          'Server-Sent Events: `print.job` for each job to print (pending ones on connect, ' +
          'then new ones, and unacknowledged ones again after their lease, as reprints)',
      },
    },
    async (request, reply) => {
      const agent = await authenticateAgent(app.db, request.headers.authorization);
      await touchAgent(app.db, agent.tokenId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');

      let closed = false;
      // Offers run one at a time; a request during one runs right after it.
      let offering: Promise<void> | undefined;
      let offerAgain = false;
      const offerOnce = async () => {
        const jobs = await claimDueJobs(app.db, {
          channels: ['agent'],
          establishmentId: agent.establishmentId,
          leaseMs: policy.leaseMs,
        });
        for (const rendered of jobs) {
          if (closed) return;
          res.write(
            `event: print.job\nid: ${rendered.job.id}\ndata: ${JSON.stringify(toAgentJob(rendered))}\n\n`,
          );
        }
      };
      const offer = () => {
        if (offering) {
          offerAgain = true;
          return;
        }
        offering = (async () => {
          do {
            offerAgain = false;
            await offerOnce().catch((error: unknown) =>
              request.log.error({ err: error }, 'print agent: offering jobs failed'),
            );
          } while (offerAgain && !closed);
        })().finally(() => {
          offering = undefined;
        });
      };

      const unsubscribe = app.realtime.subscribe(
        `establishment:${agent.establishmentId}`,
        (event) => {
          if (event.type === printJobsEvent) offer();
        },
      );
      // The heartbeat also re-offers retries that came due and leases that ran out.
      const heartbeat = setInterval(
        () => {
          res.write(': ping\n\n');
          void touchAgent(app.db, agent.tokenId).catch(() => {});
          offer();
        },
        Math.min(heartbeatMs, policy.leaseMs),
      );
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(close);
        res.end();
      };
      openStreams.add(close);
      request.raw.on('close', close);
      offer();
    },
  );

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
