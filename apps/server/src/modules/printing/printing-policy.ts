import type { Config } from '../../config';
import type { RetryPolicy } from './print-jobs.service';

/** Lease and retries of print deliveries, from the environment (config.ts PRINT_*). */
export function printingPolicy(config: Config): RetryPolicy & { leaseMs: number } {
  return {
    maxAttempts: config.PRINT_MAX_ATTEMPTS,
    retryBaseMs: config.PRINT_RETRY_BASE_MS,
    leaseMs: config.PRINT_LEASE_SECONDS * 1000,
  };
}
