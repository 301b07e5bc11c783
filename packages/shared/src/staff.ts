import { z } from 'zod';
import { passwordMinLength } from './auth';
import { shopRoles, staffRoles } from './staff-roles';

/** A person's PIN (issue 32, decision 056): 4 to 6 digits. */
export const pinSchema = z
  .string('Informe o PIN')
  .regex(/^\d{4,6}$/, 'O PIN deve ter de 4 a 6 dígitos');

/**
 * Another person's approval on the spot (issue 32 item 4): a Gerente's or the admin's
 * credential, typed at the operator's screen for a discount above the limit, a paid order's
 * cancel, a large sangria or a close with a large difference. The server checks it with one
 * function (auth's approvalOnTheSpot) whatever it approves.
 */
export const approvalSchema = z.union([
  z.object({ email: z.string().trim().min(1), password: z.string().min(1).max(200) }),
  // By PIN (decision 056): the approver's name chosen on the screen, and their PIN.
  z.object({
    userId: z.uuid('Escolha quem aprova'),
    pin: pinSchema,
  }),
]);
export type Approval = z.infer<typeof approvalSchema>;

/** GET /api/admin/team: the people of the shop, the owner first. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(shopRoles),
  disabled: z.boolean(),
  /** Whether the person has a PIN (the terminal and approvals); never the PIN itself. */
  hasPin: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * POST /api/admin/team: a person with a staff role. With a password they sign in at once;
 * without one they get the password-definition email (an invitation by email).
 */
export const newTeamMemberSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório').max(120),
  email: z.string().trim().min(1, 'Email é obrigatório').pipe(z.email('Email inválido')),
  role: z.enum(staffRoles, 'Escolha um papel'),
  password: z
    .string()
    .min(passwordMinLength, 'A senha deve ter pelo menos 6 caracteres')
    .max(128)
    .optional(),
});
export type NewTeamMember = z.infer<typeof newTeamMemberSchema>;

/** PUT /api/admin/team/:id/role */
export const teamRoleSchema = z.object({ role: z.enum(staffRoles, 'Escolha um papel') });

/** PUT /api/admin/team/:id/disabled */
export const teamDisabledSchema = z.object({
  disabled: z.boolean('Informe se a pessoa está desativada'),
});

/** PUT /api/admin/team/:id/pin: the admin sets a person's PIN. */
export const teamPinSchema = z.object({ pin: pinSchema });

/** POST /api/admin/terminal/operator: switch in by choosing one's name and typing the PIN. */
export const switchOperatorSchema = z.object({
  userId: z.uuid('Escolha quem vai operar'),
  pin: pinSchema,
});
export type SwitchOperator = z.infer<typeof switchOperatorSchema>;

/** The answers of a wrong or locked PIN, the same for the terminal and for approvals. */
export const pinMessages = {
  wrong: 'PIN incorreto',
  locked: (minutes: number) =>
    `PIN bloqueado após 10 tentativas erradas. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} ou peça ao administrador um novo PIN.`,
  taken: 'Este PIN já é de outra pessoa da loja. Escolha outro.',
  terminalLocked: 'Terminal bloqueado: escolha seu nome e digite seu PIN',
} as const;
