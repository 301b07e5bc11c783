import type { Role } from './auth';

/*
 * The shop's team (issue 32, decision 051): the owner's role `admin` and four staff roles. What
 * each may do is one matrix, below, read by the server's guard (every /api/admin route declares
 * one action), by the sidebar, and by the team screen that shows it.
 *
 * Without zod (decision 090): the panels' shell reads it on every screen; staff.ts builds the
 * team's schemas.
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
