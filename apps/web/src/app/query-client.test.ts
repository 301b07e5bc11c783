import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from '@/app/query-client';
import { ApiError } from '@/lib/api-client';

const serverError = new ApiError(500, 'INTERNAL', '');
const notFound = new ApiError(404, 'TENANT_NOT_FOUND', '');

describe('query client (SPEC §7)', () => {
  it('retries queries 3 times and mutations once, on retryable errors only', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([0, 1].map((n) => shouldRetryMutation(n, serverError))).toEqual([true, false]);
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(shouldRetryMutation(0, notFound)).toBe(false);
  });

  it('backs off min(1000 * 2^n, 30000) ms', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
  });

  it('keeps data fresh 5 minutes and ignores window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 300_000,
      refetchOnWindowFocus: false,
      retry: shouldRetryQuery,
      retryDelay,
    });
    expect(mutations).toMatchObject({ retry: shouldRetryMutation, retryDelay });
  });
});
