import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrlOf } from '../../config';
import { periodicJob, type PeriodicJob } from '../../lib/periodic-job';
import { whatsappRoutes } from './whatsapp.routes';
import {
  deliverMessage,
  sweepMessages,
  whatsappChannel,
  type WhatsappContext,
} from './whatsapp.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what is still pending every minute; tests call runOnce(). */
    whatsappSweep: PeriodicJob<number>;
  }
}

const sweepIntervalMs = 60_000;

/**
 * WhatsApp "pedido pronto" (decision 072): wakes on the NOTIFY of each committed message and
 * sends it (one instance claims it); a sweep every minute retries what a passing error left.
 */
export const whatsappModule = fp(
  async (app: FastifyInstance) => {
    const ctx: WhatsappContext = {
      db: app.db,
      box: app.secretBox,
      apiUrl: app.config.WHATSAPP_API_URL,
      publicUrl: publicUrlOf(app.config),
      log: app.log.child({ module: 'whatsapp' }),
      now: () => app.clock.now(),
    };
    const inFlight = new Set<Promise<unknown>>();
    const stopListening = await app.database.listen(whatsappChannel, (messageId) => {
      const work = deliverMessage(ctx, messageId, { untriedOnly: true })
        .catch((error: unknown) => ctx.log.error({ err: error, messageId }, 'WhatsApp failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    });
    const sweep = periodicJob(() => sweepMessages(ctx), ctx.log, 'WhatsApp sweep failed');
    app.decorate('whatsappSweep', sweep);
    app.addHook('onReady', async () => sweep.start(sweepIntervalMs));
    app.addHook('onClose', async () => {
      await stopListening();
      await sweep.stop();
      await Promise.allSettled([...inFlight]);
    });
    await app.register(whatsappRoutes, { ctx });
  },
  { name: 'comanda-whatsapp', dependencies: ['comanda-realtime'] },
);
