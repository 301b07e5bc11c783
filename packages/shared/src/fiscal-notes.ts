import { z } from 'zod';

/** An NFC-e's life (decision 030); the admin sees each with its SEFAZ reason. */
export const fiscalNoteStatuses = [
  'pending',
  'authorised',
  'contingency',
  'rejected',
  'denied',
  'failed',
  'canceled',
] as const;
export type FiscalNoteStatus = (typeof fiscalNoteStatuses)[number];

/** Portuguese names of the statuses, for the admin's screens. */
export const fiscalNoteStatusLabels: Record<FiscalNoteStatus, string> = {
  pending: 'Em emissão',
  authorised: 'Autorizada',
  contingency: 'Em contingência (aguardando SEFAZ)',
  rejected: 'Rejeitada',
  denied: 'Uso denegado',
  failed: 'Falha na emissão',
  canceled: 'Cancelada',
};

/** A paid order's NFC-e as the back office sees it (never its certificate or CSC). */
export const fiscalNoteSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(fiscalNoteStatuses),
  series: z.number().int(),
  number: z.number().int(),
  /** 1 normal, 9 offline contingency. */
  tpEmis: z.number().int(),
  accessKey: z.string().nullable(),
  protocol: z.string().nullable(),
  /** The SEFAZ's code and reason (a rejection's, or why it waits in contingency). */
  cStat: z.string().nullable(),
  xMotivo: z.string().nullable(),
  qrCode: z.string().nullable(),
  attempts: z.number().int(),
  issuedAt: z.string().nullable(),
  authorisedAt: z.string().nullable(),
  contingencyAt: z.string().nullable(),
});
export type FiscalNoteView = z.infer<typeof fiscalNoteSchema>;
