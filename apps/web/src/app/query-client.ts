import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '@/lib/api-client';

// SPEC §7: retry 3 times (mutations once), back off min(1000 * 2^n, 30000) ms, stale after 5 min.
const queryRetries = 3;
const mutationRetries = 1;
const staleTimeMs = 5 * 60 * 1000;

export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < queryRetries && isRetryableError(error);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < mutationRetries && isRetryableError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: staleTimeMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });
}

export const queryClient = createQueryClient();
