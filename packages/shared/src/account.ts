import { z } from 'zod';
import { passwordMinLength } from './auth';

/*
 * Forms and answers of the account endpoints (sign-in, sign-up, two-factor, password change and
 * reset). The web validates its forms with these; the server may reuse them where it wraps the
 * auth library. SPEC §5: every field is required; passwords have at least 6 characters.
 */

const passwordTooShort = 'A senha deve ter pelo menos 6 caracteres';
const passwordsDiffer = 'As senhas não conferem';

const requiredEmail = z
  .string()
  .trim()
  .min(1, 'Email é obrigatório')
  .pipe(z.email('Email inválido'));
const requiredPassword = z.string().min(1, 'Senha é obrigatória');
const newPassword = z.string().min(passwordMinLength, passwordTooShort);

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({ email: requiredEmail, password: requiredPassword });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * The sign-in answer: either the signed-in user, or `twoFactorRedirect: true` when the account
 * has two-factor authentication and a code must be verified before the session exists.
 */
export const signInResponseSchema = z.object({ twoFactorRedirect: z.boolean().optional() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/auth/sign-up/email */
export const signUpRequestSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório'),
  email: requiredEmail,
  password: newPassword,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * POST /api/auth/update-user: the account's own name and picture. better-auth writes what it
 * is given; a null name reached the database's not-null column as a 500 (issue 31, item 9).
 */
export const updateUserRequestSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório').max(120).optional(),
  image: z.string().max(2048).nullable().optional(),
});

/** A code from the authenticator app (POST /api/auth/two-factor/verify-totp). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de 6 dígitos'),
});

/** A one-time backup code (POST /api/auth/two-factor/verify-backup-code). */
export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, 'Informe um código de backup'),
});

/** POST /api/auth/two-factor/enable and /disable: both confirm the current password. */
export const passwordConfirmationSchema = z.object({ password: requiredPassword });

/** The answer of POST /api/auth/two-factor/enable: what the authenticator app needs. */
export const twoFactorEnableResponseSchema = z.object({
  totpURI: z.string().min(1),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** The password-change form; the request adds `revokeOtherSessions`. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Informe a senha atual'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/request-password-reset, form part. */
export const passwordResetEmailSchema = z.object({ email: requiredEmail });

/** Where the reset link of the email lands, with `?token=` (or `?error=` when invalid). */
export const passwordResetPath = '/redefinir-senha';

/** The new-password form of /redefinir-senha (POST /api/auth/reset-password with the token). */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
