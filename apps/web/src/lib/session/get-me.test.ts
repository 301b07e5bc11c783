import type { Me } from '@comanda/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSession, rolesOf, roleLookupTimeoutMs } from './get-me';

const me: Me = {
  id: 'u1',
  email: 'ana@x.com',
  name: 'Ana',
  roles: ['admin'],
  establishment: null,
  twoFactorEnabled: false,
};

function respond(status: number, body: unknown) {
  const contentType = status < 400 ? 'application/json' : 'application/problem+json';
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } }),
      ),
    ),
  );
}

const unauthenticated = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  detail: 'Não autenticado',
  code: 'UNAUTHENTICATED',
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  consoleError.mockRestore();
});

describe('fetchSession', () => {
  it('answers the signed-in user', async () => {
    respond(200, me);
    await expect(fetchSession(undefined)).resolves.toEqual({ status: 'signed-in', me });
  });

  it.each([
    [undefined, 'signed-out'],
    [{ status: 'signed-out' } as const, 'signed-out'],
    [{ status: 'signed-in', me } as const, 'expired'],
  ])('turns a 401 after %j into %s', async (previous, status) => {
    respond(401, unauthenticated);
    await expect(fetchSession(previous)).resolves.toEqual({ status });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs 'Timeout ao buscar roles' and fails on a server error", async () => {
    respond(500, { ...unauthenticated, status: 500, code: 'INTERNAL', detail: 'x' });
    await expect(fetchSession(undefined)).rejects.toMatchObject({ status: 500 });
    expect(consoleError).toHaveBeenCalledWith('Timeout ao buscar roles', expect.anything());
  });

  it('gives up after 5 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const result = fetchSession(undefined);
    const settled = expect(result).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(roleLookupTimeoutMs);
    await settled;
    expect(consoleError).toHaveBeenCalledWith('Timeout ao buscar roles', expect.anything());
  });
});

describe('rolesOf', () => {
  it('is empty unless signed in', () => {
    expect(rolesOf({ status: 'signed-in', me })).toEqual(['admin']);
    expect(rolesOf({ status: 'expired' })).toEqual([]);
    expect(rolesOf(undefined)).toEqual([]);
  });
});
