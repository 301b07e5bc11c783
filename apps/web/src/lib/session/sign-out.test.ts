import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';

function respond(status: number) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(
        status === 200
          ? '{"success":true}'
          : JSON.stringify({
              type: 'about:blank',
              title: 'x',
              status,
              detail: 'x',
              code: 'INTERNAL',
            }),
        {
          status,
          headers: {
            'Content-Type': status === 200 ? 'application/json' : 'application/problem+json',
          },
        },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signOut (SPEC §8)', () => {
  it('posts to the sign-out endpoint', async () => {
    const fetchMock = respond(200);
    await signOut();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/sign-out');
    expect(init.method).toBe('POST');
  });

  it.each([401, 403, 404])('counts %i as signed out', async (status) => {
    respond(status);
    await expect(signOut()).resolves.toBeUndefined();
  });

  it.each([429, 500, 503])('fails on %i', async (status) => {
    respond(status);
    await expect(signOut()).rejects.toMatchObject({ status });
  });
});
