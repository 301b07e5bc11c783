import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). The parameters are stored with each
 * hash so they can be raised later without invalidating existing passwords.
 */
export const owaspCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
let cost = owaspCost;
const keyLength = 64;

/**
 * The cost of new hashes. Only the server's tests lower it (src/test/setup.ts): one hash at
 * OWASP's cost is about a third of a second of CPU, and the tests sign up and sign in some
 * hundreds of times. Verifying reads the cost stored in the hash, the same code at any cost.
 */
export function setPasswordHashCost(next: ScryptCost): void {
  cost = next;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * options.N! * options.r!;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
