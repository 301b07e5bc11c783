import { z } from 'zod';

/*
 * WhatsApp "pedido pronto" (issue 35, item 4; decision 072): the shop's own WhatsApp Business
 * number sends an approved UTILITY template through the Cloud API when an order is ready.
 * Off by default (each message costs money); the access token is sealed and never shown.
 */

/** The template the shop creates in WhatsApp Manager: body {{1}} the number, {{2}} the link. */
export const whatsappDefaultTemplate = 'pedido_pronto';
export const whatsappTemplateLanguage = 'pt_BR';

/** GET/PUT /api/admin/integrations/whatsapp: the card on /admin/integracoes. */
export const whatsappSettingsSchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: z.string().nullable(),
  /** Whether an access token is stored (it is never sent back). */
  tokenSet: z.boolean(),
  templateName: z.string(),
  /** Messages the provider accepted this calendar month (America/Sao_Paulo). */
  sentThisMonth: z.number().int(),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

export const whatsappTokenMissingMessage = 'Informe o token de acesso do WhatsApp';
export const whatsappPhoneIdMissingMessage = 'Informe o ID do número de telefone';

export const whatsappSettingsInputSchema = z.object({
  enabled: z.boolean(),
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{0,30}$/, 'O ID do número de telefone tem só dígitos')
    .transform((value) => value || null),
  /** Blank keeps the stored token. */
  accessToken: z
    .string()
    .trim()
    .max(1000, 'Token muito longo')
    .optional()
    .transform((value) => value || undefined),
  templateName: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'Nome do modelo: letras minúsculas, números e _'),
});
export type WhatsappSettingsInput = z.input<typeof whatsappSettingsInputSchema>;
export type WhatsappSettingsData = z.output<typeof whatsappSettingsInputSchema>;
