import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRoleSchema,
  linkEstablishmentSchema,
  passwordResetPath,
  platformUserSchema,
  userDisabledSchema,
  userIdParamsSchema,
} from '@comanda/shared';
import {
  findUserEmail,
  linkUserToEstablishment,
  listPlatformUsers,
  setAdminRole,
  setUserDisabled,
} from './users.service';
import type { AuthPorts } from './auth-ports';

/** The super admin's Usuários screen (guarded by the /api/superadmin/ area). */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const usersRoutes: FastifyPluginAsyncZod<AuthPorts> = async (app, ports) => {
  app.get(
    '/api/superadmin/users',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Every account with roles and establishment',
        response: { 200: z.array(platformUserSchema) },
      },
    },
    async () => listPlatformUsers(app.db, ports),
  );

  app.put(
    '/api/superadmin/users/:id/establishment',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Link an account to an establishment, or unlink it with null',
        params: userIdParamsSchema,
        body: linkEstablishmentSchema,
        response: { 200: platformUserSchema },
      },
    },
    async (request) =>
      linkUserToEstablishment(app.db, ports, request.params.id, request.body.establishmentId),
  );

  app.put(
    '/api/superadmin/users/:id/admin-role',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Grant or remove the admin role',
        params: userIdParamsSchema,
        body: adminRoleSchema,
        response: { 200: platformUserSchema },
      },
    },
    async (request) => setAdminRole(app.db, ports, request.params.id, request.body.granted),
  );

  app.put(
    '/api/superadmin/users/:id/disabled',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Disable an account (its sessions end at once) or enable it again',
        params: userIdParamsSchema,
        body: userDisabledSchema,
        response: { 200: platformUserSchema },
      },
    },
    async (request) => {
      const actingUser = await request.currentUser();
      return setUserDisabled(
        app.db,
        ports,
        actingUser!.id,
        request.params.id,
        request.body.disabled,
      );
    },
  );

  app.post(
    '/api/superadmin/users/:id/password-reset',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Email the account a password-reset link, as the forgotten-password flow does',
        params: userIdParamsSchema,
        response: { 202: z.object({ email: z.string() }) },
      },
    },
    async (request, reply) => {
      const email = await findUserEmail(app.db, request.params.id);
      await app.auth.api.requestPasswordReset({ body: { email, redirectTo: passwordResetPath } });
      return reply.code(202).send({ email });
    },
  );
};
