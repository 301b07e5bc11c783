import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createErrorLog, type ErrorLog, type ErrorSeverity, type LoggedError } from './error-log';
import { healthRoutes } from './health.routes';
import { createRouteMonitor, routeMonitorRules, type RouteMonitor } from './route-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** SPEC §4 internal monitors, fed by every answer the server gives. */
    monitors: { routes: RouteMonitor; errors: ErrorLog };
  }
}

/** A server error's weight: the database or a dependency gone (503) is critical. */
const severityOf = (statusCode: number): ErrorSeverity =>
  statusCode === 503 ? 'critical' : 'high';

/**
 * Health: /api/health and /api/ready, and the monitors behind them. Every 5xx answer counts
 * against its route and goes into the error log; the route monitor is checked every 30 s.
 */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    const now = () => Date.now();
    const external = externalLogger(app);
    const monitors = {
      routes: createRouteMonitor(now),
      errors: createErrorLog({ now, ...(external ? { external } : {}) }),
    };
    app.decorate('monitors', monitors);

    // A callback hook: no promise for each answer, most of which are not errors.
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode >= 500) {
        const route = `${request.method} ${request.routeOptions.url ?? 'desconhecida'}`;
        monitors.routes.recordError(route);
        monitors.errors.record({
          severity: severityOf(reply.statusCode),
          message: `${route} respondeu ${reply.statusCode}`,
          route,
        });
      }
      done();
    });

    const timer = setInterval(() => monitors.routes.check(), routeMonitorRules.checkEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    await app.register(healthRoutes);
  },
  { name: 'comanda-health' },
);

/** SPEC §4: only critical errors leave the server, and only when a logger is configured. */
function externalLogger(app: FastifyInstance): ((error: LoggedError) => void) | undefined {
  const url = app.config.ERROR_LOG_WEBHOOK_URL;
  if (!url) return undefined;
  return (error) => {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...error, at: new Date(error.at).toISOString() }),
      signal: AbortSignal.timeout(5000),
    }).catch((err: unknown) => app.log.warn({ err }, 'external error logger unreachable'));
  };
}
