import { z } from 'zod';

/*
 * The audit log (/admin/auditoria, issue 32, decision 051): every sensitive action of a shop,
 * who did it (and who approved it), when, from which device, and what changed. Append-only.
 */

export const auditKinds = [
  'sale',
  'discount',
  'order.cancel',
  'order.refund',
  'cash.sangria',
  'register.close_difference',
  'stock.adjustment',
  'price.change',
  'settings.change',
  'integrations.change',
  'fiscal.change',
  'backup.restore',
  'team.add',
  'team.role',
  'team.access',
  'pin.failed',
  'shop.create',
  'shop.status',
  'fiscal.disable',
  'table.change',
  'availability.change',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  sale: 'Venda',
  discount: 'Desconto',
  'order.cancel': 'Cancelamento',
  'order.refund': 'Reembolso',
  'cash.sangria': 'Sangria',
  'register.close_difference': 'Fechamento com diferença',
  'stock.adjustment': 'Ajuste de estoque',
  'price.change': 'Mudança de preço',
  'settings.change': 'Configurações',
  'integrations.change': 'Integrações',
  'fiscal.change': 'Dados fiscais',
  'backup.restore': 'Restauração de backup',
  'team.add': 'Nova pessoa na equipe',
  'team.role': 'Papel na equipe',
  'team.access': 'Acesso na equipe',
  'pin.failed': 'PIN errado',
  'shop.create': 'Loja criada (super admin)',
  'shop.status': 'Loja ativada ou desativada (super admin)',
  'fiscal.disable': 'Inutilização de NFC-e',
  'table.change': 'Mesas',
  'availability.change': 'Esgotado / à venda',
};

/** One line of the log as the screen and the export read it. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(auditKinds),
  /** Who did it (their email); null for a failed attempt nobody could be named for. */
  actor: z.string().nullable(),
  /** Their name as it was then (the log outlives the account); null on lines older than it. */
  actorName: z.string().nullable(),
  /** Who approved it, when another person had to (their email). */
  approver: z.string().nullable(),
  /** The approver's name as it was then. */
  approverName: z.string().nullable(),
  /** The device: the register's name, the browser's address and its user agent. */
  device: z.string().nullable(),
  /** What it was done to: "Pedido 12", "X-Burger", "Carla". */
  subject: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: a period of business days, one kind, one person (email or name part). */
export const auditQuerySchema = z.object({
  from: z.iso.date('Data inicial inválida').optional(),
  to: z.iso.date('Data final inválida').optional(),
  kind: z.enum(auditKinds, 'Tipo de ação inválido').optional(),
  person: z.string().trim().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
