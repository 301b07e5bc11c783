import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { passwordMinLength } from '@comanda/shared';
import type { Database } from '../../db/client';
import { consumeRateLimits } from '../../lib/rate-limits';
import { accounts, sessions, twoFactors, users, verifications } from './auth.tables';
import { setUpNewUser } from './auth.service';
import { authPolicyHooks } from './auth-policy';
import { isUserDisabled } from './users.service';
import type { Mailer } from './mailer';
import { hashPassword, verifyPassword } from './password';

export interface AuthOptions {
  db: Database;
  baseURL: string;
  secret: string;
  superAdminEmail: string | undefined;
  mailer: Mailer;
  /** Only the main domain (and dev hosts) may send state-changing auth requests. */
  isTrustedOrigin(origin: string): boolean;
  /** The platform's "cadastro aberto" setting (the platform module keeps it). */
  isSignUpOpen(): Promise<boolean>;
}

const day = 24 * 60 * 60;

/** Password-reset emails one account receives per hour at most. */
export const passwordResetsPerHour = 3;

/**
 * better-auth with email + password, database sessions in httpOnly cookies (host-only, so a
 * session made on the main domain is never sent to a tenant subdomain) and TOTP two-factor.
 * The sign-up gate, the login throttle and disabled accounts are its hooks (auth-policy.ts);
 * error wording is added around it in auth.routes.ts.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Comanda',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && options.isTrustedOrigin(origin) ? [origin] : [];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // At most a few emails per account per hour, whoever asks: the answer to the request
        // stays the same either way, so it tells nobody whether the account exists.
        const allowed = await consumeRateLimits(
          options.db,
          [{ key: `password-reset:${user.email.toLowerCase()}`, max: passwordResetsPerHour }],
          60 * 60 * 1000,
        );
        if (!allowed) return;
        await options.mailer.send({
          to: user.email,
          subject: 'Comanda: redefinição de senha',
          text: `Olá ${user.name},\n\nPara criar uma nova senha, abra este link (válido por 1 hora):\n${url}\n\nSe você não pediu a redefinição, ignore este email.`,
        });
      },
    },
    session: { expiresIn: 7 * day, updateAge: day },
    hooks: authPolicyHooks(options),
    databaseHooks: {
      // Whatever path leads to a new session (sign-in, two-factor, a reset with auto sign-in),
      // a disabled account never gets one.
      session: {
        create: {
          before: async (session) => !(await isUserDisabled(options.db, session.userId)),
        },
      },
      user: {
        create: {
          after: async (user) => setUpNewUser(options.db, user, options.superAdminEmail),
        },
      },
    },
    plugins: [twoFactor({ issuer: 'Comanda' })],
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'comanda',
      useSecureCookies: options.baseURL.startsWith('https://'),
      database: { generateId: 'uuid' },
      // better-auth skips its origin and callback checks when NODE_ENV=test; tests must see
      // the checks production runs (a foreign callbackURL, issue 31 item 11).
      disableOriginCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
