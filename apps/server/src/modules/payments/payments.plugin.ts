import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentsRoutes } from './admin-payments.routes';
import { adminPaymentActionsRoutes } from './admin-payment-actions.routes';
import { integrationsRoutes } from './integrations.routes';
import { integrationDevicesRoutes } from './integration-devices.routes';
import { kioskPaymentsRoutes } from './kiosk-payments.routes';
import { kioskOrderEventsRoutes } from './kiosk-order-events.routes';
import type { PaymentsContext } from './payments-context';
import { providerRegistry } from './providers';
import { createReconcileJob, type ReconcileJob } from './reconcile-job';
import { webhooksRoutes } from './webhooks.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment services need (db, realtime, providers, clock); routes read it here. */
    payments: PaymentsContext;
    /** Re-checks pending payments and expires unpaid orders; tests call runOnce(). */
    reconcileJob: ReconcileJob;
  }
}

/**
 * Payments: the kiosk's calls, staff's, Mercado Pago's webhooks, and the reconciliation job
 * (started when the server is ready, every RECONCILE_INTERVAL_MS; 0 turns it off).
 */
export const paymentsModule = fp(
  async (app: FastifyInstance, ports: Pick<PaymentsContext, 'cancelRefusal'> = {}) => {
    const timers = new Set<NodeJS.Timeout>();
    const ctx: PaymentsContext = {
      db: app.db,
      realtime: app.realtime,
      events: app.domainEvents,
      secretBox: app.secretBox,
      config: app.config,
      log: app.log.child({ module: 'payments' }),
      providers: providerRegistry(app.config.MERCADOPAGO_API_URL),
      now: () => app.clock.now(),
      cancelRefusal: ports.cancelRefusal,
      schedule(at, task) {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            task().catch((error: unknown) =>
              ctx.log.error({ err: error }, 'scheduled task failed'),
            );
          },
          Math.max(0, at.getTime() - Date.now()),
        );
        timer.unref();
        timers.add(timer);
      },
    };
    const job = createReconcileJob(ctx);
    app.decorate('payments', ctx);
    app.decorate('reconcileJob', job);

    app.addHook('onReady', async () => job.start(app.config.RECONCILE_INTERVAL_MS));
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await job.stop();
    });

    // Named: the plugin tree (app.printPlugins()) shows this scope by its name.
    await app.register(async function paymentsRoutes(scope) {
      // In-memory counters per instance; only routes that set config.rateLimit are limited.
      await scope.register(rateLimit, { global: false });
      await scope.register(kioskPaymentsRoutes);
      await scope.register(kioskOrderEventsRoutes);
      await scope.register(adminPaymentsRoutes);
      await scope.register(adminPaymentActionsRoutes);
      await scope.register(integrationsRoutes);
      await scope.register(integrationDevicesRoutes);
      await scope.register(webhooksRoutes);
    });
  },
  { name: 'comanda-payments', dependencies: ['comanda-realtime'] },
);
