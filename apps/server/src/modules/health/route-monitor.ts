/*
 * SPEC §4 route health monitor, a state machine over an injected clock (no timers here: the
 * plugin calls `check` every 30 s). Each route counts its recent errors: none is healthy, one
 * or two degraded, three or more failed. Every 2 minutes without a new error forgets one.
 */

export type HealthStatus = 'healthy' | 'degraded' | 'failed';
export type SystemStatus = 'healthy' | 'degraded' | 'critical';

export const routeMonitorRules = {
  /** Errors that make a route degraded, and failed. */
  degradedAt: 1,
  failedAt: 3,
  /** Quiet time that forgets one error. */
  recoveryMs: 2 * 60_000,
  /** How often the plugin calls `check`. */
  checkEveryMs: 30_000,
  /** More failed routes than this: the system is critical; more degraded: degraded. */
  maxFailedRoutes: 2,
  maxDegradedRoutes: 2,
} as const;

interface RouteState {
  errors: number;
  /** The last error, or the last forgotten one: the quiet is counted from here. */
  since: number;
}

export interface RouteHealth {
  route: string;
  status: HealthStatus;
  errors: number;
}

export function routeStatusOf(errors: number): HealthStatus {
  if (errors >= routeMonitorRules.failedAt) return 'failed';
  if (errors >= routeMonitorRules.degradedAt) return 'degraded';
  return 'healthy';
}

export function systemStatusOf(routes: readonly { status: HealthStatus }[]): SystemStatus {
  const failed = routes.filter((route) => route.status === 'failed').length;
  const degraded = routes.filter((route) => route.status === 'degraded').length;
  if (failed > routeMonitorRules.maxFailedRoutes) return 'critical';
  if (failed > 0 || degraded > routeMonitorRules.maxDegradedRoutes) return 'degraded';
  return 'healthy';
}

export function createRouteMonitor(now: () => number) {
  const routes = new Map<string, RouteState>();

  return {
    recordError(route: string): void {
      const state = routes.get(route);
      routes.set(route, { errors: (state?.errors ?? 0) + 1, since: now() });
    },

    /** The periodic check: each route quiet for 2 minutes since its last change forgets one. */
    check(): void {
      const at = now();
      for (const [route, state] of routes) {
        if (at - state.since < routeMonitorRules.recoveryMs) continue;
        if (state.errors <= 1) routes.delete(route);
        else routes.set(route, { errors: state.errors - 1, since: at });
      }
    },

    /** Routes with errors, worst first; a route never seen or fully recovered is healthy. */
    routes(): RouteHealth[] {
      return [...routes]
        .map(([route, state]) => ({
          route,
          errors: state.errors,
          status: routeStatusOf(state.errors),
        }))
        .sort((a, b) => b.errors - a.errors || a.route.localeCompare(b.route));
    },

    status(route: string): HealthStatus {
      return routeStatusOf(routes.get(route)?.errors ?? 0);
    },

    systemStatus(): SystemStatus {
      return systemStatusOf(this.routes());
    },
  };
}
export type RouteMonitor = ReturnType<typeof createRouteMonitor>;
