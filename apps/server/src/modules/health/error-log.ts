import type { SystemStatus } from './route-monitor';

/*
 * SPEC §4 error logger: the last 100 errors with their severity, and a status from them over
 * an injected clock. Critical if a critical error happened or more than 5 errors in the last
 * minute; degraded above 2 in the last minute; else healthy. Only critical errors go on to the
 * external logger, when one is configured.
 */

export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

export const errorLogRules = {
  capacity: 100,
  windowMs: 60_000,
  /** Errors per minute above which the status is degraded, and critical. */
  degradedAbove: 2,
  criticalAbove: 5,
} as const;

export interface LoggedError {
  at: number;
  severity: ErrorSeverity;
  message: string;
  route?: string;
}

export interface ErrorLogOptions {
  now: () => number;
  /** The external logger (critical errors only); absent when none is configured. */
  external?: (error: LoggedError) => void;
}

export function createErrorLog({ now, external }: ErrorLogOptions) {
  /** Oldest first; never more than `capacity`. */
  const entries: LoggedError[] = [];

  const lastMinute = () => {
    const from = now() - errorLogRules.windowMs;
    return entries.filter((entry) => entry.at > from);
  };

  return {
    record(error: Omit<LoggedError, 'at'>): void {
      const entry = { ...error, at: now() };
      entries.push(entry);
      if (entries.length > errorLogRules.capacity) entries.shift();
      if (entry.severity === 'critical') external?.(entry);
    },

    /** Newest first. */
    entries(): LoggedError[] {
      return [...entries].reverse();
    },

    perMinute(): number {
      return lastMinute().length;
    },

    /**
     * A critical error counts while it is in the last minute: one from last week must not keep
     * the system critical until a hundred more errors push it out.
     */
    status(): SystemStatus {
      const recent = lastMinute();
      if (recent.some((entry) => entry.severity === 'critical')) return 'critical';
      if (recent.length > errorLogRules.criticalAbove) return 'critical';
      if (recent.length > errorLogRules.degradedAbove) return 'degraded';
      return 'healthy';
    },
  };
}
export type ErrorLog = ReturnType<typeof createErrorLog>;
