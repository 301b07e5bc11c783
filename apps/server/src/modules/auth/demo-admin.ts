import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoAdminSchema, normalizeHost, type DemoAdmin } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { demoEstablishment } from '../../db/seed/demo-menu';
import { AppError } from '../../lib/app-error';
import { accounts, users } from './auth.tables';

/*
 * The demo shop's admin, seeded with a generated password so that a fresh `npm start` can be
 * administered at once. The credentials are printed once in the log and shown on /auth, but
 * only to a browser on the server's own machine (or on a preview host the operator declared in
 * DEV_HOST_PATTERNS), and only while the account keeps that generated password: the hint goes
 * away for good the moment the password is changed or reset.
 */

const demoAdminEmail = `admin@${demoEstablishment.subdomain}.comanda.app`;
/** Beside the generated auth secret, readable by the server's user only. */
const demoAdminFile = 'demo-admin.json';

interface StoredDemoAdmin {
  email: string;
  password: string;
  /** The hash the password was stored with: another hash means the password was changed. */
  passwordHash: string;
}

export function generateDemoAdmin(): { email: string; password: string } {
  return { email: demoAdminEmail, password: randomBytes(12).toString('base64url') };
}

async function currentPasswordHash(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'credential')));
  return row?.hash ?? undefined;
}

/** Keeps the seeded credentials in the data folder for the /auth hint of later starts. */
export async function rememberDemoAdmin(
  db: Executor,
  dataDir: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const passwordHash = await currentPasswordHash(db, credentials.email);
  if (!passwordHash) return;
  const stored: StoredDemoAdmin = { ...credentials, passwordHash };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, demoAdminFile), JSON.stringify(stored), { mode: 0o600 });
}

function readStoredDemoAdmin(dataDir: string): StoredDemoAdmin | undefined {
  const path = join(dataDir, demoAdminFile);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as StoredDemoAdmin;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** Headers a proxy adds: such a request did not come straight from a browser on this machine. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * A browser on this machine: the main domain is localhost (or a loopback address) AND the TCP
 * peer is loopback too, with no proxy in between. The Host header alone could be forged by
 * anyone who reaches the server over the network; the peer address cannot, and a reverse proxy
 * on this machine (whose requests all come from loopback) announces itself by its forwarding
 * headers or by TRUST_PROXY. A preview host matching DEV_HOST_PATTERNS is a demo by the
 * operator's own declaration and qualifies as is.
 */
function isLocalVisitor(request: FastifyRequest, trustProxy: boolean): boolean {
  const { hostInfo } = request;
  if (hostInfo.kind !== 'main' || !hostInfo.isDevHost) return false;
  if (!loopbackNames.has(normalizeHost(hostInfo.host))) return true;
  if (trustProxy || forwardingHeaders.some((name) => name in request.headers)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** GET /api/setup/demo-admin; 404 whenever the hint must not be given. */
export async function demoAdminRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/setup/demo-admin',
    {
      schema: {
        tags: ['auth'],
        summary: "The demo shop admin's generated sign-in, on the server's own machine only",
        response: { 200: demoAdminSchema },
      },
    },
    async (request): Promise<DemoAdmin> => {
      const notAvailable = new AppError('NOT_FOUND', 'Não disponível');
      if (!isLocalVisitor(request, app.config.TRUST_PROXY !== false)) throw notAvailable;
      const stored = readStoredDemoAdmin(app.config.DATA_DIR);
      if (!stored) throw notAvailable;
      if ((await currentPasswordHash(app.db, stored.email)) !== stored.passwordHash) {
        throw notAvailable;
      }
      return {
        establishmentName: demoEstablishment.name,
        email: stored.email,
        password: stored.password,
      };
    },
  );
}
