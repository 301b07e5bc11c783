import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kioskPrintingRoutes } from './kiosk-printing.routes';
import { kioskDevicesRoutes } from './kiosk-devices.routes';
import { agentRoutes } from './print-agent.routes';
import { agentAcksRoutes } from './print-agent-acks.routes';
import { printAgentTokensRoutes } from './print-agent-tokens.routes';
import { printJobsRoutes } from './print-jobs.routes';
import { printJobResultsRoutes } from './print-job-results.routes';
import { createPrintWorker, type PrintWorker } from './print-worker';
import { printersRoutes } from './printers.routes';
import { printerChecksRoutes } from './printer-checks.routes';
import { printerAddressPolicy } from './printer-address-policy';
import { printingPolicy } from './printing-policy';
import { qzTrayRoutes } from './qz-tray.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers server and virtual print jobs; tests call `runOnce()` with PRINT_WORKER=false. */
    printWorker: PrintWorker;
  }
}

/**
 * Printing: the delivery worker (started and stopped with the app, `app.printWorker`), the
 * admin's printers, print jobs, QZ Tray and agent tokens, the kiosk's and the print agent's
 * endpoints. Print jobs are written when an order is paid (the 'order.paid' subscriber).
 */
export const printingModule = fp(
  async (app: FastifyInstance) => {
    const worker = createPrintWorker(
      { db: app.db, database: app.database, realtime: app.realtime, log: app.log },
      {
        ...printingPolicy(app.config),
        pollMs: 2000,
        connectTimeoutMs: 5000,
        addressPolicy: printerAddressPolicy(app.config),
      },
    );
    app.decorate('printWorker', worker);
    if (app.config.PRINT_WORKER) {
      app.addHook('onReady', () => worker.start());
      app.addHook('onClose', () => worker.stop());
    }
    await app.register(printersRoutes);
    await app.register(printerChecksRoutes);
    await app.register(printJobsRoutes);
    await app.register(printJobResultsRoutes);
    await app.register(qzTrayRoutes);
    await app.register(printAgentTokensRoutes);
    await app.register(kioskPrintingRoutes);
    await app.register(kioskDevicesRoutes);
    await app.register(agentRoutes);
    await app.register(agentAcksRoutes);
  },
  { name: 'comanda-printing', dependencies: ['comanda-realtime'] },
);
