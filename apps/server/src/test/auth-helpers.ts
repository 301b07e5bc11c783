import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const mainHost = 'localhost:3000';
export const mainOrigin = `http://${mainHost}`;

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const setCookie = response.headers['set-cookie'];
  for (const cookie of [setCookie ?? []].flat()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A POST as the admin pages send it: from the main domain, with its Origin. */
export function post(app: FastifyInstance, url: string, payload: object, cookie = '') {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: mainHost, origin: mainOrigin, ...(cookie ? { cookie } : {}) },
  });
}

export function get(app: FastifyInstance, url: string, cookie = '', host = mainHost) {
  return app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@example.com`;
}

/** Signs up through the public form's endpoint; returns the session cookie. */
export async function signUp(
  app: FastifyInstance,
  input: { email?: string; password?: string; name?: string } = {},
): Promise<{ cookie: string; email: string; password: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'senha-segura-123';
  const res = await post(app, '/api/auth/sign-up/email', {
    name: input.name ?? 'Pessoa Teste',
    email,
    password,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookiesFrom(res), email, password };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await post(app, '/api/auth/sign-in/email', { email, password });
  return { res, cookie: cookiesFrom(res) };
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for a base32 secret, as an authenticator app computes it. */
export function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counterBuffer = Buffer.alloc(8);
  counterBuffer.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counterBuffer).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** Any API call as the admin pages make it: from the main domain, with its Origin. */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: object; cookie?: string; host?: string } = {},
) {
  const host = options.host ?? mainHost;
  return app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      host,
      origin: `http://${host}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}
