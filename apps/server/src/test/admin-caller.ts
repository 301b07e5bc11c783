import type { FastifyInstance } from 'fastify';
import { send } from './auth-helpers';

type Method = Parameters<typeof send>[1];

/**
 * A test's `call(method, url, payload?, cookie?)`: an API call as the admin pages make it,
 * signed in as `defaultCookie()` unless another cookie is given. Both are read at call time,
 * so they may be set in `beforeAll`.
 */
export function adminCaller(app: () => FastifyInstance, defaultCookie: () => string) {
  return (method: Method, url: string, payload?: object, as: string = defaultCookie()) =>
    send(app(), method, url, { cookie: as, ...(payload ? { payload } : {}) });
}
