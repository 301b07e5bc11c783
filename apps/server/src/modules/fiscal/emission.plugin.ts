import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContingencyJob, type ContingencyJob } from './contingency-job';
import { cancelNote, cancelPayloadPrefix, emitThenCancel } from './cancel.service';
import { fiscalChannel, type EmissionContext } from './emission.service';
import { disablementsRoutes } from './disablements.routes';
import { fiscalNotesRoutes } from './fiscal-notes.routes';
import { payerNotesRoutes } from './payer-notes.routes';
import { fiscalNoteCancelRoutes } from './fiscal-note-cancel.routes';
import { createFiscalPorts } from './fiscal-ports';
import { createSimulatedSefaz, type FakeSefaz } from './sefaz/fake-sefaz';
import { trustedSefazCa } from './sefaz/soap';

declare module 'fastify' {
  interface FastifyInstance {
    /** NFC-e emission: its ports (settings, products, payments, DANFE) and clock. */
    fiscalEmission: EmissionContext;
    /** Transmits notes queued in contingency; tests call runOnce(). */
    contingencyJob: ContingencyJob;
  }
}

/**
 * NFC-e emission: wakes on the NOTIFY of each committed note reservation and emits it; the
 * contingency job runs every FISCAL_QUEUE_INTERVAL_MS (0: never). Shops in "homologação
 * simulada" talk to a fake SEFAZ inside this process, through the real client, on no port.
 */
export const fiscalEmissionModule = fp(
  async (app: FastifyInstance) => {
    let simulated: FakeSefaz | undefined;
    const inFlight = new Set<Promise<unknown>>();
    const ctx: EmissionContext = {
      db: app.db,
      // Every shop with NFC-e enabled in its settings emits; tests may swap the ports.
      ports: createFiscalPorts(app.db, { secretBox: app.secretBox, realtime: app.realtime }),
      log: app.log.child({ module: 'fiscal' }),
      now: () => new Date(),
      timeoutMs: app.config.FISCAL_SEFAZ_TIMEOUT_MS,
      sefazCa: trustedSefazCa(app.config.FISCAL_SEFAZ_CA_FILE),
      simulatedSefaz: () => (simulated ??= createSimulatedSefaz()),
    };
    const job = createContingencyJob(ctx);
    app.decorate('fiscalEmission', ctx);
    app.decorate('contingencyJob', job);

    // A note id: emit it; "cancel:<id>": cancel it (the order was canceled).
    const stopListening = await app.database.listen(fiscalChannel, (payload) => {
      const noteId = payload.replace(cancelPayloadPrefix, '');
      const task = payload.startsWith(cancelPayloadPrefix)
        ? cancelNote(ctx, noteId)
        : emitThenCancel(ctx, noteId);
      const work = task
        .catch((error: unknown) => ctx.log.error({ err: error, noteId }, 'NFC-e emission failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    });

    app.addHook('onReady', async () => job.start(app.config.FISCAL_QUEUE_INTERVAL_MS));
    app.addHook('onClose', async () => {
      await stopListening();
      await job.stop();
      await Promise.allSettled([...inFlight]);
    });

    await app.register(fiscalNotesRoutes);
    await app.register(payerNotesRoutes);
    await app.register(fiscalNoteCancelRoutes);
    await app.register(disablementsRoutes);
  },
  { name: 'comanda-fiscal-emission', dependencies: ['comanda-realtime'] },
);
