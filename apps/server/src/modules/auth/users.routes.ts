import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRoleSchema,
  linkEstablishmentSchema,
  platformUserSchema,
  userIdParamsSchema,
} from '@comanda/shared';
import { linkUserToEstablishment, listPlatformUsers, setAdminRole } from './users.service';

/** The super admin's Usuários screen (guarded by the /api/superadmin/ area). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/users',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Every account with roles and establishment',
        response: { 200: z.array(platformUserSchema) },
      },
    },
    async () => listPlatformUsers(app.db),
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
      linkUserToEstablishment(app.db, request.params.id, request.body.establishmentId),
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
    async (request) => setAdminRole(app.db, request.params.id, request.body.granted),
  );
};
