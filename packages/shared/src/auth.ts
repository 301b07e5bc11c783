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
