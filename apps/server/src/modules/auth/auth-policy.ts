import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  accountDisabledMessage,
  signupClosedMessage,
  updateUserRequestSchema,
} from '@comanda/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { superAdminExists } from './auth.service';
import {
  beginLoginAttempt,
  settleLoginAttempt,
  throttledMessage,
  type LoginAttempt,
} from './login-throttle';
import { isEmailDisabled } from './users.service';

/*
 * Every auth policy is decided here, inside better-auth, on `ctx.path`: the endpoint that is
 * actually about to run, whatever spelling of the URL led to it. Policies that compared the
 * request's URL beside the handler were walked around twice by spelling the path differently
 * (`/./`, `#x`, an absolute-form request line).
 */

/** Codes of our own refusals; auth-errors.ts words them. */
export const policyCodes = {
  signupClosed: 'SIGNUP_CLOSED',
  accountDisabled: 'ACCOUNT_DISABLED',
  throttled: 'LOGIN_THROTTLED',
  invalidInput: 'INVALID_INPUT',
} as const;

/**
 * Bodies better-auth would write as given, checked first: a 400 naming the field, in the
 * words of our contracts, instead of the database's refusal (a 500).
 */
const checkedBodies: Record<string, z.ZodType> = {
  '/update-user': updateUserRequestSchema,
};

function checkBody(path: string, body: unknown): void {
  const result = checkedBodies[path]?.safeParse(body ?? {});
  if (!result || result.success) return;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new APIError('BAD_REQUEST', {
    code: policyCodes.invalidInput,
    message: errors[0]!.message,
    errors,
  });
}

export const policyMessages: Record<string, string> = {
  [policyCodes.signupClosed]: signupClosedMessage,
  [policyCodes.accountDisabled]: accountDisabledMessage,
  [policyCodes.throttled]: throttledMessage,
};

/** The client address of each request handed to better-auth (it cannot know the proxy rules). */
const clientAddresses = new WeakMap<Request, string>();
/** Sign-in attempts between the check before the password and the answer after it. */
const attempts = new WeakMap<Request, LoginAttempt>();

export function rememberClientAddress(request: Request, ip: string): Request {
  clientAddresses.set(request, ip);
  return request;
}

export interface AuthPolicyOptions {
  db: Database;
  /** The platform's "cadastro aberto" setting. */
  isSignUpOpen(): Promise<boolean>;
}

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
};

export function authPolicyHooks({ db, isSignUpOpen }: AuthPolicyOptions) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      checkBody(ctx.path, ctx.body);
      if (ctx.path === '/sign-up/email') {
        // Until a super admin exists, signing up with SUPER_ADMIN_EMAIL is one way to create
        // the first one; after that, public sign-up follows the platform setting.
        if ((await isSignUpOpen()) || !(await superAdminExists(db))) return;
        throw new APIError('FORBIDDEN', {
          code: policyCodes.signupClosed,
          message: signupClosedMessage,
        });
      }
      if (ctx.path !== '/sign-in/email' || !ctx.request) return;
      const email = emailOf(ctx.body);
      if (!email) return;
      const attempt = await beginLoginAttempt(
        db,
        email,
        clientAddresses.get(ctx.request) ?? 'unknown',
      );
      if (!attempt) {
        throw new APIError('TOO_MANY_REQUESTS', {
          code: policyCodes.throttled,
          message: throttledMessage,
        });
      }
      // Said before the password is checked: the super admin disabled it, guessing is moot.
      if (await isEmailDisabled(db, email)) {
        await settleLoginAttempt(db, attempt, 'other');
        throw new APIError('FORBIDDEN', {
          code: policyCodes.accountDisabled,
          message: accountDisabledMessage,
        });
      }
      attempts.set(ctx.request, attempt);
    }),
    after: createAuthMiddleware(async (ctx) => {
      const attempt = ctx.request && attempts.get(ctx.request);
      if (!attempt) return;
      attempts.delete(ctx.request!);
      const returned = ctx.context.returned;
      const outcome = !isAPIError(returned)
        ? 'signed-in'
        : returned.statusCode === 401
          ? 'wrong-password'
          : 'other';
      await settleLoginAttempt(db, attempt, outcome);
    }),
  };
}
