import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/*
 * How often one signed-in admin may send a restore (a dry run or an apply), decided before
 * anything is looked up for the request (issue 31, item 5; ADR 049). Every restore costs this
 * process's event loop the request's session and shop lookups (on the embedded PGlite the
 * database itself runs on that loop) plus the archive's hand-over to the checking thread; sent
 * back to back they stall every shop's kiosks on the instance, even though the check itself
 * runs elsewhere. A real shop sends a handful in a sitting (a dry run, then the apply).
 *
 * Counted in memory, per instance: the resource it protects is this process's event loop,
 * and a count in the database would cost the same kind of statement it is there to spare.
 */

export const restoresTooFastMessage =
  'Muitas restaurações de backup em pouco tempo. Aguarde um minuto e tente de novo. Nada foi alterado.';

const minute = 60_000;
/** Distinct keys one window holds; past it, new keys share one count (a flood of made-up cookies). */
const maxKeys = 50_000;

export interface RestoreRate {
  /** Counts one restore of `request`; throws the 429 when its session or address is over. */
  hit(request: FastifyRequest): void;
}

/**
 * The session's token as the browser sends it (better-auth's cookie, `comanda.session_token`,
 * `__Secure-` prefixed on https), unverified: a made-up value gets a count of its own here and
 * is then refused by the session check, which verifies the cookie's signature before any
 * database lookup. Read with better-auth's own `getSessionCookie`, made for this: the cookie
 * before any check.
 */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader?.includes('comanda.session_token')) return null;
  return getSessionCookie(new Headers({ cookie: cookieHeader }), { cookiePrefix: 'comanda' });
}

/**
 * `perMinute` restores per session and four times as many per client address, in fixed
 * one-minute windows; 0: no limit.
 */
export function restoreRate(perMinute: number, now: () => number = Date.now): RestoreRate {
  let window = -1;
  const counts = new Map<string, number>();
  const limits = { session: perMinute, address: perMinute * 4 };
  return {
    hit(request) {
      if (perMinute === 0) return;
      const current = Math.floor(now() / minute);
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const session = sessionCookieOf(request.headers.cookie);
      const keys = [
        { key: `address:${request.ip}`, max: limits.address },
        ...(session ? [{ key: `session:${session}`, max: limits.session }] : []),
      ].map(({ key, max }) => ({
        key: counts.has(key) || counts.size < maxKeys ? key : 'overflow',
        max,
      }));
      // Nothing is counted for a refused request: a client over one limit spends no other.
      if (keys.some(({ key, max }) => (counts.get(key) ?? 0) >= max)) {
        throw new AppError('RATE_LIMITED', restoresTooFastMessage);
      }
      for (const { key } of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
  };
}
