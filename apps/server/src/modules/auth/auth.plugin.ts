import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth.routes';
import { demoAdminRoutes } from './demo-admin';
import { usersRoutes } from './users.routes';

/** Accounts: sign-up, sign-in and the first super admin; the super admin's user list. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(demoAdminRoutes);
  await app.register(usersRoutes);
};
