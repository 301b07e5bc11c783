import { z } from 'zod';

/**
 * SPEC §6: roles come from user_roles; a super admin also counts as admin. The staff roles of a
 * shop (issue 32, decision 051) sit beside the owner's `admin`; staff.ts says what each may do.
 */
export const roles = ['super_admin', 'admin', 'manager', 'cashier', 'kitchen', 'waiter'] as const;
export type Role = (typeof roles)[number];

export const isSuperAdmin = (userRoles: readonly Role[]) => userRoles.includes('super_admin');
export const isAdmin = (userRoles: readonly Role[]) =>
  userRoles.includes('admin') || isSuperAdmin(userRoles);

export const passwordMinLength = 6;

/** GET /api/me: the signed-in user, their roles and their establishment. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.enum(roles)),
  establishment: z
    .object({ id: z.uuid(), name: z.string(), subdomain: z.string().nullable() })
    .nullable(),
  twoFactorEnabled: z.boolean(),
  /**
   * Set when this session is the shop's terminal (decision 056): locked, the screen asks for a
   * PIN; unlocked, the user above is the operator who switched in.
   */
  terminal: z.object({ locked: z.boolean() }).nullable().optional(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/setup/status */
export const setupStatusSchema = z.object({ configured: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/**
 * GET /api/setup/demo-admin: how to sign in to the demo shop's admin, answered only on a
 * local machine and only while that account keeps the password generated for it.
 */
export const demoAdminSchema = z.object({
  establishmentName: z.string(),
  email: z.string(),
  password: z.string(),
});
export type DemoAdmin = z.infer<typeof demoAdminSchema>;

/** POST /api/setup: the first-time super-admin form (SPEC §2, §5). */
export const setupRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Nome é obrigatório'),
    email: z.email('Email inválido'),
    password: z.string().min(passwordMinLength, 'A senha deve ter pelo menos 6 caracteres'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'As senhas não conferem',
    path: ['confirmPassword'],
  });
export type SetupRequest = z.infer<typeof setupRequestSchema>;
