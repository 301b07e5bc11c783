/*
 * The OAuth client-credentials session both marketplaces share (iFood's Merchant API, and each
 * Open Delivery application): a token kept until shortly before it expires, asked for once
 * however many callers wait, and calls carrying it as a Bearer; a 401 (a token revoked or
 * expired early) drops it and retries once. Each provider says how it asks for a token.
 */

/** A token is asked for again this long before the provider says it expires. */
const tokenMarginMs = 60_000;

export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

export interface BearerSessionOptions {
  baseUrl: string;
  timeoutMs?: number;
  now: () => number;
  /** Where the provider issues tokens, and its form (its own field names). */
  tokenPath: string;
  tokenForm: Record<string, string>;
  /** The token and its lifetime out of the provider's answer; throws when it is not one. */
  readToken: (body: unknown) => IssuedToken;
  /** The provider's error, in Portuguese, for what went wrong (`detail`). */
  fail: (detail: string) => Error;
  /** Checked before each call; throws for an address the server must not call. */
  guard?: (url: string) => Promise<void>;
}

export type BearerCall = (path: string, init?: RequestInit) => Promise<Response>;

export function createBearerSession(options: BearerSessionOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  /** A redirect is refused: it could send the call (and its token) to another host. */
  const send = async (url: string, init: RequestInit) => {
    await options.guard?.(url).catch(() => {
      throw options.fail('endereço não permitido');
    });
    return fetch(url, { ...init, redirect: 'error', signal: signal() }).catch(() => {
      throw options.fail('sem resposta');
    });
  };
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const res = await send(`${base}${options.tokenPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(options.tokenForm),
    });
    if (!res.ok) throw options.fail(`autenticação recusada (${res.status})`);
    let issued: IssuedToken;
    try {
      issued = options.readToken(await res.json());
    } catch {
      throw options.fail('resposta inválida (token)');
    }
    const expiresAt = options.now() + issued.expiresInSeconds * 1000 - tokenMarginMs;
    cached = { token: issued.token, expiresAt };
    return issued.token;
  }

  /** The cached token while it lives; one request for a new one however many callers wait. */
  async function token(): Promise<string> {
    if (cached && cached.expiresAt > options.now()) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function call(path: string, init: RequestInit = {}, retried = false): Promise<Response> {
    const authorization = `Bearer ${await token()}`;
    const res = await send(`${base}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init.headers, authorization },
    });
    if (res.status === 401 && !retried) {
      cached = undefined;
      return call(path, init, true);
    }
    return res;
  }

  const publicCall: BearerCall = (path, init) => call(path, init);
  return { token, call: publicCall };
}
