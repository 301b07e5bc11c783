import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthPorts } from './auth-ports';
import { authRoutes } from './auth.routes';
import { demoAdminRoutes } from './demo-admin';
import { teamPinRoutes } from './team-pins.routes';
import { teamRoutes } from './team.routes';
import { terminalRoutes } from './terminal.routes';
import { usersRoutes } from './users.routes';

/**
 * Accounts: sign-up, sign-in and the first super admin; the super admin's user list; a shop's
 * team (decision 051).
 * `ports` answer what auth needs from modules above it (app.ts hands them in).
 */
export const authModule: FastifyPluginAsyncZod<AuthPorts> = async (app, ports) => {
  await app.register(authRoutes, ports);
  await app.register(demoAdminRoutes);
  await app.register(usersRoutes, ports);
  await app.register(teamRoutes);
  await app.register(teamPinRoutes);
  await app.register(terminalRoutes);
};
