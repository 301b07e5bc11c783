import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthPorts } from './auth-ports';
import { authRoutes } from './auth.routes';
import { demoAdminRoutes } from './demo-admin';
import { usersRoutes } from './users.routes';

/**
 * Accounts: sign-up, sign-in and the first super admin; the super admin's user list.
 * `ports` answer what auth needs from modules above it (app.ts hands them in).
 */
export const authModule: FastifyPluginAsyncZod<AuthPorts> = async (app, ports) => {
  await app.register(authRoutes, ports);
  await app.register(demoAdminRoutes);
  await app.register(usersRoutes, ports);
};
