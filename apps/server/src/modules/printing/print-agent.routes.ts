import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AgentPrintJob } from '@comanda/shared';
import { authenticateAgent, touchAgent } from './print-agents.service';
import { claimDueJobs, printJobsEvent, type RenderedJob } from './print-jobs.service';
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
      const events = app.realtime.openStream(request, reply, {
        heartbeatMs: Math.min(heartbeatMs, policy.leaseMs),
        // The heartbeat also re-offers retries that came due and leases that ran out.
        onHeartbeat: () => {
          void touchAgent(app.db, agent.tokenId).catch(() => {});
          offer();
        },
      });
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
          if (events.closed) return;
          events.send({ type: 'print.job', data: toAgentJob(rendered) }, rendered.job.id);
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
          } while (offerAgain && !events.closed);
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
      events.onClose(unsubscribe);
      offer();
    },
  );
};
