import { setPasswordHashCost, type ScryptCost } from '../modules/auth/password';

/**
 * Runs before every server test file (vitest.config.ts). Passwords are hashed at scrypt
 * N=2^12 instead of OWASP's 2^17: the same code, about 30 times less CPU per sign-up and
 * sign-in (decision 029). auth.routes.test.ts checks the production cost itself.
 */
export const testPasswordCost: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };
setPasswordHashCost(testPasswordCost);
