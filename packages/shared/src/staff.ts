import { z } from 'zod';
import { passwordMinLength, type Role } from './auth';

/*
 * The shop's team (issue 32, decision 051): the owner's role `admin` and four staff roles. What
 * each may do is one matrix, below, read by the server's guard (every /api/admin route declares
 * one action), by the sidebar, and by the team screen that shows it.
 */

/** The roles a person of a shop may have; `admin` is the owner's. */
export const shopRoles = ['admin', 'manager', 'cashier', 'kitchen', 'waiter'] as const;
export type ShopRole = (typeof shopRoles)[number];

/** The roles the admin gives on the team screen (the admin stays the owner's). */
export const staffRoles = ['manager', 'cashier', 'kitchen', 'waiter'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const shopRoleLabels: Record<ShopRole, string> = {
  admin: 'Administrador',
  manager: 'Gerente',
  cashier: 'Caixa',
  kitchen: 'Cozinha',
  waiter: 'Atendente',
};

/**
 * Every action an /api/admin route may need, what it means in Portuguese (the team screen and
 * the 403 say it), and which staff roles may do it. The admin (and the super admin) may do all.
 */
export const staffActions = {
  'shop.view': {
    label: 'ver os dados da loja e os avisos ao vivo',
    roles: ['manager', 'cashier', 'kitchen', 'waiter'],
  },
  'pdv.sell': {
    label: 'vender no PDV e operar o próprio caixa',
    roles: ['manager', 'cashier'],
  },
  'terminal.use': {
    label: 'entrar e sair do terminal da loja com o PIN',
    roles: ['manager', 'cashier', 'kitchen', 'waiter'],
  },
  'registers.viewAll': {
    label: 'ver o histórico de todos os caixas',
    roles: ['manager'],
  },
  'approvals.give': {
    label: 'aprovar descontos acima do limite, cancelamentos e sangrias de outra pessoa',
    roles: ['manager'],
  },
  'orders.view': { label: 'ver os pedidos', roles: ['manager', 'waiter'] },
  'orders.advance': {
    label: 'mover pedidos de etapa',
    roles: ['manager', 'kitchen', 'waiter'],
  },
  'orders.cancel': {
    label: 'cancelar pedidos pagos e suas notas',
    roles: ['manager'],
  },
  'orders.reprint': {
    label: 'reimprimir e reenviar notas e impressões',
    roles: ['manager'],
  },
  'payments.confirm': { label: 'confirmar pagamentos à mão', roles: ['manager'] },
  'printing.station': {
    label: 'imprimir por esta estação (QZ Tray)',
    roles: ['manager', 'cashier'],
  },
  'stock.soldOut': {
    label: 'marcar produtos como esgotados',
    roles: ['manager', 'kitchen'],
  },
  'stock.manage': {
    label: 'ajustar o estoque, fichas técnicas, fornecedores e compras',
    roles: ['manager'],
  },
  'catalog.manage': { label: 'alterar produtos, preços e categorias', roles: ['manager'] },
  'reports.view': { label: 'ver o dashboard, as vendas e os relatórios', roles: ['manager'] },
  'finance.manage': {
    label: 'ver e lançar o financeiro (contas a pagar e a receber)',
    roles: ['manager'],
  },
  'settings.manage': {
    label: 'alterar as configurações, impressoras e telas da loja',
    roles: [],
  },
  'integrations.manage': { label: 'alterar as integrações e pagamentos', roles: [] },
  'fiscal.manage': { label: 'alterar os dados fiscais (NFC-e)', roles: [] },
  'backup.manage': { label: 'baixar e restaurar backups', roles: [] },
  'team.manage': { label: 'gerenciar a equipe', roles: [] },
  'audit.view': { label: 'ver o registro de auditoria', roles: [] },
} as const satisfies Record<string, { label: string; roles: readonly StaffRole[] }>;

export type StaffAction = keyof typeof staffActions;
export const staffActionNames = Object.keys(staffActions) as StaffAction[];

/** The person's role in their shop: admin above the staff roles; null for none. */
export function shopRoleOf(userRoles: readonly Role[]): ShopRole | null {
  if (userRoles.includes('super_admin')) return 'admin';
  return shopRoles.find((role) => userRoles.includes(role)) ?? null;
}

/** May a person with these roles do `action`? The admin and the super admin may do anything. */
export function canDo(userRoles: readonly Role[], action: StaffAction): boolean {
  const role = shopRoleOf(userRoles);
  if (role === null) return false;
  if (role === 'admin') return true;
  return (staffActions[action].roles as readonly StaffRole[]).includes(role);
}

/** The 403's detail when a staff role asks for an action it does not have. */
export function actionRefusedMessage(role: StaffRole, action: StaffAction): string {
  return `Acesso negado: o perfil ${shopRoleLabels[role]} não pode ${staffActions[action].label}`;
}

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

/** A person who may sign in at the terminal (or approve) by PIN, as the PIN screen lists them. */
export const pinPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(shopRoles),
});
export type PinPerson = z.infer<typeof pinPersonSchema>;

/**
 * GET /api/admin/terminal: whether this session is the shop's terminal, who operates it now
 * (null: locked, the PIN screen), the idle lock's minutes and who may switch in.
 */
export const terminalStateSchema = z.object({
  terminal: z.boolean(),
  operator: pinPersonSchema.nullable(),
  idleMinutes: z.number().int(),
  people: z.array(pinPersonSchema),
});
export type TerminalState = z.infer<typeof terminalStateSchema>;

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
