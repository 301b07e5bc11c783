import { z } from 'zod';
import { roles } from './auth';

/** GET /api/superadmin/users: every account with its roles and establishment. */
export const platformUserSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  establishment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

/** PUT /api/superadmin/users/:id/establishment: link (or unlink with null) an account. */
export const linkEstablishmentSchema = z.object({
  establishmentId: z.uuid('Estabelecimento inválido').nullable(),
});

/** PUT /api/superadmin/users/:id/admin-role: grant or remove the admin role. */
export const adminRoleSchema = z.object({ granted: z.boolean() });

export const userIdParamsSchema = z.object({ id: z.uuid('Usuário não encontrado') });

/** PUT /api/superadmin/users/:id/disabled: disable (sessions end at once) or enable an account. */
export const userDisabledSchema = z.object({
  disabled: z.boolean('Informe se a conta está desativada'),
});

export const accountDisabledMessage =
  'Esta conta está desativada. Fale com o administrador da plataforma.';
