import { z } from 'zod';
import { passwordMinLength } from './auth';

/* The first-time setup's and the demo's sign-in schemas, apart from auth.ts's session (decision 090). */

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
