import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, isRetryableError, networkErrorMessage } from '@/lib/api-client';

function respond(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': contentType },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the body parsed by the schema', async () => {
    respond(200, { id: 1, extra: 'dropped' });
    const result = await apiFetch('/api/x', { schema: z.object({ id: z.number() }) });
    expect(result).toEqual({ id: 1 });
  });

  it('sends objects as JSON to the same-origin path', async () => {
    const fetchMock = respond(201, { ok: true });
    await apiFetch('/api/orders', { method: 'POST', body: { quantidade: 2 } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/orders');
    expect(init.body).toBe('{"quantidade":2}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a problem document into an ApiError with code, message and field errors', async () => {
    respond(
      400,
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Dados inválidos',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'itens.0.quantidade', message: 'Mínimo 1' }],
      },
      'application/problem+json',
    );
    const error = await apiFetch('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Dados inválidos',
      fieldErrors: [{ path: 'itens.0.quantidade', message: 'Mínimo 1' }],
    });
  });

  it('reports an unreachable server in Portuguese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: networkErrorMessage });
  });

  it('maps an error page that is not a problem document by its status', async () => {
    respond(502, '<html>Bad Gateway</html>', 'text/html');
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: networkErrorMessage });
  });

  it('rejects a body that breaks the contract', async () => {
    respond(200, { id: 'not a number' });
    const error = await apiFetch('/api/x', { schema: z.object({ id: z.number() }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abort)),
    );
    await expect(apiFetch('/api/x')).rejects.toBe(abort);
  });

  it('resolves an empty answer with undefined', async () => {
    respond(204, undefined);
    await expect(apiFetch('/api/x')).resolves.toBeUndefined();
  });
});

describe('isRetryableError', () => {
  it('retries network failures and 5xx, never 4xx or foreign errors', () => {
    expect(isRetryableError(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(true);
    expect(isRetryableError(new ApiError(503, 'SERVICE_UNAVAILABLE', ''))).toBe(true);
    expect(isRetryableError(new ApiError(404, 'TENANT_NOT_FOUND', ''))).toBe(false);
    expect(isRetryableError(new ApiError(429, 'RATE_LIMITED', ''))).toBe(false);
    expect(isRetryableError(new Error('bug'))).toBe(false);
  });
});
