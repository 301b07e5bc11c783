import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import {
  actionRefusedMessage,
  canDo,
  isSuperAdmin,
  normalizeHost,
  pinMessages,
  parseHost,
  shopRoleOf,
  staffActions,
  type HostConfig,
  type Role,
  type StaffAction,
} from '@comanda/shared';
import {
  createAuth,
  createSessionCache,
  getProfile,
  getRoles,
  sessionCookieOf,
  sessionPersonOf,
  sessionsTopic,
  switchAuthContextsOffWhenIdle,
  terminalOfSession,
  type Auth,
  type Mailer,
  type SessionCache,
} from '../modules/auth';
import { AppError } from '../lib/app-error';

export interface SignedInUser {
  id: string;
  email: string;
  /** The profile's name (else the account's): what the audit log records beside the email. */
  name: string | null;
  roles: Role[];
  /** The establishment of the user's profile; admin endpoints act on it alone. */
  establishmentId: string | null;
  /** The signed-in session (the shop's terminal is one, decision 056). */
  sessionId: string;
  /**
   * Set when the session is the shop's terminal: the account signed in on it, and whether it
   * is locked. Unlocked, the user above is the operator who switched in by PIN.
   */
  terminal: { accountId: string; locked: boolean } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /api/admin route does, in the staff matrix (decision 051); required there. */
    action?: StaffAction;
    /**
     * A write route that writes no account, session, role or profile: its answer does not
     * clear this instance's session cache (ADR 087). Only where that is certain.
     */
    keepsSessions?: boolean;
  }
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in people of recent session cookies, for a moment (ADR 087). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; looked up once per request. */
    currentUser(): Promise<SignedInUser | null>;
    /** The establishment an admin endpoint works on; 403 when the account is not linked yet. */
    adminEstablishmentId(): Promise<string>;
  }
}

/**
 * Which role each API area needs. Every route under these prefixes gets the guard; under
 * /api/admin/ "admin" means a person of the shop (owner or staff) and each route names the
 * action of the staff matrix it needs (decision 051).
 */
export const guardedAreas = [
  { prefix: '/api/superadmin/', role: 'super_admin' },
  { prefix: '/api/admin/', role: 'admin' },
] as const satisfies readonly { prefix: string; role: Role }[];

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasRole = (roles: Role[], role: Role) =>
  role === 'super_admin' ? isSuperAdmin(roles) : shopRoleOf(roles) !== null;

/**
 * The action an /api/admin route declared in its `config`; a route without one (or with one the
 * matrix does not know) stops the app from starting, so no endpoint goes unguarded by role.
 */
export function declaredAction(route: {
  method: string | string[];
  url: string;
  config?: unknown;
}) {
  const action = (route.config as { action?: unknown } | undefined)?.action;
  if (typeof action === 'string' && Object.hasOwn(staffActions, action)) {
    return action as StaffAction;
  }
  throw new Error(
    `${[route.method].flat().join(',')} ${route.url} declares no staff action (config.action): ` +
      'every /api/admin route says which action of the matrix it needs (decision 051)',
  );
}

/** What the session check needs from better-auth's own configuration, read once. */
interface SessionSettings {
  cookieName: string;
  secret: string;
  /** Seconds: a session's lifetime, and the age after which better-auth extends it. */
  expiresIn: number;
  updateAge: number;
}

async function sessionSettingsOf(auth: Auth): Promise<SessionSettings> {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresIn: context.sessionConfig.expiresIn,
    updateAge: context.sessionConfig.updateAge,
  };
}

/**
 * The account of the request's session in one statement (ADR 064), or undefined when
 * better-auth must answer: a cookie this check is not sure of, no such session, an expired
 * one (better-auth deletes it) or one due to be extended (better-auth writes that).
 */
async function accountInOneLookup(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: SessionSettings,
): Promise<{ account: SignedInUser | null; onTerminal: boolean } | undefined> {
  const cookie = sessionCookieOf(request.headers.cookie, settings.cookieName, settings.secret);
  if (cookie.kind === 'none') return { account: null, onTerminal: false };
  if (cookie.kind === 'unsure') return undefined;
  const { token } = cookie;
  const person = await app.sessionCache.get(token, () => sessionPersonOf(app.db, token));
  if (!person) return undefined;
  const expiresAt = person.expiresAt.getTime();
  const extendFrom = expiresAt - (settings.expiresIn - settings.updateAge) * 1000;
  if (expiresAt <= Date.now() || extendFrom <= Date.now()) return undefined;
  const { userId: id, email, name, roles, establishmentId, sessionId } = person;
  const account = { id, email, name, roles, establishmentId, sessionId, terminal: null };
  return { account, onTerminal: person.onTerminal };
}

/** The account of the request's session through better-auth's getSession (and 3 lookups). */
async function accountThroughBetterAuth(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignedInUser | null> {
  const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  return personOf(app, session.user.id, session.session.id, session.user);
}

async function loadUser(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: SessionSettings,
): Promise<SignedInUser | null> {
  const quick = await accountInOneLookup(app, request, settings);
  const account = quick ? quick.account : await accountThroughBetterAuth(app, request);
  if (!account?.establishmentId || quick?.onTerminal === false) return account;
  const terminal = await terminalOfSession(app.db, account.establishmentId, account.sessionId);
  if (!terminal) return account;
  const operator = terminal.operatorId
    ? await personOf(app, terminal.operatorId, account.sessionId)
    : null;
  // The operator's role decides what the terminal may do, never the account signed in on it.
  if (operator?.establishmentId === account.establishmentId) {
    return { ...operator, terminal: { accountId: account.id, locked: false } };
  }
  return { ...account, terminal: { accountId: account.id, locked: true } };
}

async function personOf(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
  user?: { email: string; name: string | null },
): Promise<SignedInUser | null> {
  const [roles, profile] = await Promise.all([
    getRoles(app.db, userId),
    getProfile(app.db, userId),
  ]);
  if (!user && !profile) return null;
  return {
    id: userId,
    email: user?.email ?? profile!.email,
    name: profile?.name || user?.name || null,
    roles,
    establishmentId: profile?.establishmentId ?? null,
    sessionId,
    terminal: null,
  };
}

/** The one guard (SPEC §6, enforced here rather than only in the browser). */
export async function requireRole(request: FastifyRequest, role: Role): Promise<SignedInUser> {
  if (request.hostInfo.kind === 'tenant') {
    throw new AppError('FORBIDDEN', 'A área administrativa não está disponível neste endereço');
  }
  const user = await request.currentUser();
  if (!user)
    throw new AppError('UNAUTHENTICATED', 'Você precisa estar autenticado para acessar esta área');
  if (!hasRole(user.roles, role)) {
    throw new AppError(
      'FORBIDDEN',
      role === 'super_admin'
        ? 'Acesso negado: você não tem permissão de super administrador'
        : 'Acesso negado: você não tem permissão de administrador',
    );
  }
  return user;
}

/**
 * The staff matrix's check (decision 051): a person of the shop whose role may do `action`.
 * The super admin and the shop's admin may do everything.
 */
export async function requireAction(
  request: FastifyRequest,
  action: StaffAction,
): Promise<SignedInUser> {
  const user = await requireRole(request, 'admin');
  // A locked terminal answers nothing but its PIN screen until someone switches in.
  if (user.terminal?.locked && action !== 'terminal.use') {
    throw new AppError('TERMINAL_LOCKED', pinMessages.terminalLocked);
  }
  const role = shopRoleOf(user.roles);
  if (role !== 'admin' && role !== null && !canDo(user.roles, action)) {
    throw new AppError('FORBIDDEN', actionRefusedMessage(role, action));
  }
  return user;
}

export interface AuthPluginOptions {
  baseURL: string;
  secret: string;
  superAdminEmail: string | undefined;
  mailer: Mailer;
  hostConfig: HostConfig;
  isSignUpOpen(): Promise<boolean>;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const appDomain = normalizeHost(options.hostConfig.appDomain);
    const publicOrigin = new URL(options.baseURL).origin;
    // The platform's own main site only: PUBLIC_URL, the main domain and the operator's dev
    // hosts. Any other host used to pass as "main" (an own domain's fallback in parseHost), so
    // a request with the attacker's Host and Origin made their site trusted, and the reset
    // email's callbackURL pointed there (issue 31, item 11).
    const isTrustedOrigin = (origin: string) => {
      try {
        const url = new URL(origin);
        if (url.origin === publicOrigin) return true;
        const info = parseHost(url.host, options.hostConfig);
        return (
          info.kind === 'main' &&
          (info.isDevHost || info.host === appDomain || info.host === `www.${appDomain}`)
        );
      } catch {
        return false;
      }
    };
    app.decorate('auth', createAuth({ db: app.db, isTrustedOrigin, ...options }));
    await switchAuthContextsOffWhenIdle();

    // The session cache's rule is written in modules/auth/session-cache.ts (ADR 087): every
    // instance forgets on the account tables' trigger, this one also before answering any write
    // request outside the kiosk's public API, so nothing read before a write is used after it.
    const sessionCache = createSessionCache();
    app.decorate('sessionCache', sessionCache);
    app.realtime.subscribe(sessionsTopic, () => sessionCache.clear());
    const forgetSessions = async () => sessionCache.clear();
    const forgetSessionsOnWrites = async (request: FastifyRequest) => {
      if (!readMethods.has(request.method)) sessionCache.clear();
    };

    const userCache = new WeakMap<FastifyRequest, Promise<SignedInUser | null>>();
    let settings: Promise<SessionSettings> | undefined;
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = userCache.get(this);
      if (!pending) {
        settings ??= sessionSettingsOf(app.auth);
        pending = settings.then((known) => loadUser(app, this, known));
        userCache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('adminEstablishmentId', async function (this: FastifyRequest) {
      const user = await requireRole(this, 'admin');
      if (!user.establishmentId) {
        throw new AppError('FORBIDDEN', 'Sua conta ainda não está vinculada a um estabelecimento');
      }
      return user.establishmentId;
    });

    // Attach the guard to every route of a guarded area as it is registered, so an endpoint
    // cannot be added there without it.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const config = route.config as { keepsSessions?: boolean } | undefined;
      const forget = route.url.startsWith('/api/auth/')
        ? forgetSessions // better-auth's: every answer, a GET may end or extend a session too
        : methods.every((method) => readMethods.has(method)) ||
            route.url.startsWith('/api/public/') ||
            config?.keepsSessions
          ? undefined
          : methods.some((method) => readMethods.has(method))
            ? forgetSessionsOnWrites
            : forgetSessions;
      if (forget) route.onSend = [...[route.onSend ?? []].flat(), forget];
      const area = guardedAreas.find(({ prefix }) => route.url.startsWith(prefix));
      if (!area) return;
      const action = area.role === 'admin' ? declaredAction(route) : null;
      const guard = async (request: FastifyRequest) => {
        if (action) await requireAction(request, action);
        else await requireRole(request, area.role);
      };
      // onRequest, before the body is read and validated: a caller without the role learns
      // nothing about the body an endpoint expects, and never gets an upload parsed.
      route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'comanda-auth', dependencies: ['comanda-tenancy', 'comanda-realtime'] },
);
