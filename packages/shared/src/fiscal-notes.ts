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
  /** Cancellation (decision 033): asked when, its last outcome, and its protocol once done. */
  cancelRequestedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelCStat: z.string().nullable(),
  cancelXMotivo: z.string().nullable(),
  cancelProtocol: z.string().nullable(),
  /** Until when the SEFAZ accepts the cancel event (the UF's window after authorisation). */
  cancelDeadline: z.string().nullable(),
  /**
   * Cancel by substitution (decisions 061, 080), on a contingency note: the number and key of
   * its normal twin the SEFAZ also authorised for this sale (sent, its answer lost), when
   * the twin's 110112 was registered and with which protocol, or why not yet.
   */
  replacedNumber: z.number().int().nullable(),
  replacedKey: z.string().nullable(),
  substitutedAt: z.string().nullable(),
  substitutionProtocol: z.string().nullable(),
  substitutionXMotivo: z.string().nullable(),
});
export type FiscalNoteView = z.infer<typeof fiscalNoteSchema>;

/**
 * GET /api/admin/fiscal-notes/:id: a split tab's payer's NFC-e as the PDV follows it
 * (decision 082), with the customer's DANFE link once it has one.
 */
export const payerNoteViewSchema = fiscalNoteSchema.extend({ danfePath: z.string().nullable() });
export type PayerNoteView = z.infer<typeof payerNoteViewSchema>;

/**
 * GET /api/admin/orders/:id/payer-notes: the notes of the payers of a table tab whose money
 * went into this order (decision 089), each with its payer ("Mesa 12 · pagante 1 de 2").
 */
export const orderPayerNotesSchema = z.object({
  notes: z.array(payerNoteViewSchema.extend({ payer: z.string() })),
});
export type OrderPayerNotes = z.infer<typeof orderPayerNotesSchema>;

/** xJust of a cancellation or an inutilização: 15 to 255 characters (the layout's rule). */
export const fiscalJustificationSchema = z
  .string()
  .trim()
  .min(15, 'A justificativa precisa de pelo menos 15 caracteres')
  .max(255, 'A justificativa pode ter no máximo 255 caracteres')
  // The SEFAZ takes Latin-1 only: emojis and other symbols are dropped from xJust, so what
  // is left must still reach 15 (issue 31, item 9: such a reason was a 500).
  .refine((reason) => fiscalLatin1Text(reason).length >= 15, {
    message:
      'A justificativa precisa de pelo menos 15 letras ou números (emojis e símbolos não contam)',
  });

/**
 * `text` as the NFC-e schema's TString accepts it: Latin-1 only (anything else becomes a
 * space), no control characters, single spaces, trimmed.
 */
export function fiscalLatin1Text(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** POST /api/admin/orders/:id/fiscal-note/cancel: cancel the note of a canceled order. */
export const cancelFiscalNoteInputSchema = z.object({ reason: fiscalJustificationSchema });
export type CancelFiscalNoteInput = z.infer<typeof cancelFiscalNoteInputSchema>;

/**
 * Numbers of a series taken but never authorised: `unauthorised` (its note was rejected or
 * could not be built) or `gap` (no note has them, between two that do). Both must be
 * inutilizados.
 */
export const fiscalNumberGapSchema = z.object({
  series: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  kind: z.enum(['gap', 'unauthorised']),
});
export type FiscalNumberGap = z.infer<typeof fiscalNumberGapSchema>;

/** An inutilização asked of the SEFAZ: homologated (`done`) or refused with its reason. */
export const fiscalDisablementSchema = z.object({
  id: z.string(),
  series: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.string(),
  done: z.boolean(),
  cStat: z.string().nullable(),
  xMotivo: z.string().nullable(),
  protocol: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type FiscalDisablementView = z.infer<typeof fiscalDisablementSchema>;

/** GET /api/admin/fiscal/disablements: the gaps still to inutilizar and what was asked. */
export const fiscalDisablementsSchema = z.object({
  gaps: z.array(fiscalNumberGapSchema),
  disablements: z.array(fiscalDisablementSchema),
});
export type FiscalDisablements = z.infer<typeof fiscalDisablementsSchema>;

/** POST /api/admin/fiscal/disablements: a range of one series, with its justification. */
export const disableNumbersInputSchema = z
  .object({
    series: z.number().int().min(0).max(999),
    from: z.number().int().min(1).max(999_999_999),
    to: z.number().int().min(1).max(999_999_999),
    reason: fiscalJustificationSchema,
  })
  .refine((range) => range.to >= range.from, {
    message: 'O número final precisa ser maior ou igual ao inicial',
    path: ['to'],
  });
export type DisableNumbersInput = z.infer<typeof disableNumbersInputSchema>;
