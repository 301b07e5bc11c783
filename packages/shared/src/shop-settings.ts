import { z } from 'zod';
import type { BusinessHours, DayHours } from './business-hours';
import { imageUrl } from './image-url';
import { themeNames } from './themes';

/*
 * The shop's own settings (/admin/configuracoes): what the shop admin may change about its
 * kiosk, kitchen screen and receipts. Payments and integrations are another screen.
 */

/** Opening hours of one weekday, 'HH:MM' in the business time zone; null: closed all day. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use o formato HH:MM');
export const dayHoursSchema: z.ZodType<DayHours, DayHours> = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((day) => day.open < day.close, {
    message: 'O fechamento deve ser depois da abertura',
    path: ['close'],
  })
  .nullable();

/** Seven entries, Sunday first (Date#getDay order). null as a whole: always open. */
export const businessHoursSchema: z.ZodType<BusinessHours, BusinessHours> = z
  .array(dayHoursSchema)
  .length(7)
  .nullable();

export const kioskIdleSecondsLimits = { min: 30, max: 600 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null)
    .nullable();

const approvalThreshold = z
  .number('Informe o valor')
  .int()
  .min(0, 'Informe um valor de R$ 0,00 para cima')
  .max(10_000_000, 'No máximo R$ 100.000,00');

const settingsFields = {
  name: z.string().trim().min(1, 'Informe o nome').max(120),
  logoUrl: z.string().max(500).nullable(),
  slogan: z.string().max(160).nullable(),
  /** A promotional picture for the kiosk's welcome screen: an image uploaded by the admin. */
  welcomeImageUrl: imageUrl,
  theme: z.enum(themeNames),
  kioskIdleSeconds: z
    .number()
    .int()
    .min(kioskIdleSecondsLimits.min)
    .max(kioskIdleSecondsLimits.max),
  askCustomerName: z.boolean(),
  askOrderType: z.boolean(),
  /** The kitchen screen paints an order yellow after this many minutes waiting... */
  kdsWarningMinutes: z.number().int().min(1).max(240),
  /** ...and red after this many. */
  kdsLateMinutes: z.number().int().min(1).max(240),
  /** A canceled order stays on the kitchen screen and the board, struck through, this long. */
  kdsCanceledMinutes: z
    .number('Informe os minutos')
    .int('Informe minutos inteiros')
    .min(1, 'De 1 a 60 minutos')
    .max(60, 'De 1 a 60 minutos'),
  /** The largest discount staff may give on an order, in percent of its total. */
  discountLimitPercent: z.number().int().min(0).max(100),
  /** Ten wrong PINs in a row lock that PIN for this many minutes (issue 32, decision 056). */
  pinLockMinutes: z
    .number('Informe os minutos')
    .int('Informe minutos inteiros')
    .min(1, 'De 1 a 1440 minutos')
    .max(1440, 'De 1 a 1440 minutos'),
  /** The PDV left as the shop's terminal asks for a PIN after this many idle minutes. */
  terminalIdleMinutes: z
    .number('Informe os minutos')
    .int('Informe minutos inteiros')
    .min(1, 'De 1 a 240 minutos')
    .max(240, 'De 1 a 240 minutos'),
  /**
   * A sangria above this amount, or a register closed with a difference above this one (the
   * methods' differences added up, short or over), needs a Gerente's or the admin's approval
   * on the spot (issue 32 item 4).
   */
  sangriaApprovalCents: approvalThreshold,
  closeDifferenceApprovalCents: approvalThreshold,
  businessHours: businessHoursSchema,
  receiptFooter: z.string().max(300).nullable(),
  /**
   * Busy mode ("Cozinha cheia", issue 36 item 2, decision 070): when the wait estimate passes
   * this many minutes the channel rules below apply by themselves; null: never by itself.
   */
  busyLimitMinutes: z
    .number('Informe os minutos')
    .int('Informe minutos inteiros')
    .min(5, 'De 5 a 240 minutos')
    .max(240, 'De 5 a 240 minutos')
    .nullable(),
  /** Minutes added to the preparation time the marketplaces are told, while busy. */
  busyExtraPrepMinutes: z
    .number('Informe os minutos')
    .int('Informe minutos inteiros')
    .min(0, 'De 0 a 120 minutos')
    .max(120, 'De 0 a 120 minutos'),
  /** iFood is paused ("Pausar iFood") while busy. */
  busyPauseIfood: z.boolean(),
  /** The online menu takes scheduled orders only while busy. */
  busyScheduledOnly: z.boolean(),
  /** An order with items from several stations waits for the expo's ("passe") bump. */
  kdsExpo: z.boolean(),
};

/** The settings as the server answers them. */
export const shopSettingsSchema = z.object(settingsFields);
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** The settings form as the server accepts it: blank text is stored as null. */
export const shopSettingsInputSchema = z
  .object({
    ...settingsFields,
    slogan: optionalText(160),
    receiptFooter: optionalText(300),
    // Older forms and scripts that leave them out keep the shop's current values.
    pinLockMinutes: settingsFields.pinLockMinutes.optional(),
    terminalIdleMinutes: settingsFields.terminalIdleMinutes.optional(),
    busyLimitMinutes: settingsFields.busyLimitMinutes.optional(),
    busyExtraPrepMinutes: settingsFields.busyExtraPrepMinutes.optional(),
    busyPauseIfood: settingsFields.busyPauseIfood.optional(),
    busyScheduledOnly: settingsFields.busyScheduledOnly.optional(),
    kdsExpo: settingsFields.kdsExpo.optional(),
  })
  .refine((settings) => settings.kdsWarningMinutes < settings.kdsLateMinutes, {
    message: 'O vermelho deve vir depois do amarelo',
    path: ['kdsLateMinutes'],
  });
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

/** Defaults of the settings columns (the table's defaults read these). */
export const defaultShopSettings = {
  askCustomerName: false,
  askOrderType: false,
  // A burger shop's kitchen: yellow after 5 minutes, red after 8.
  kdsWarningMinutes: 5,
  kdsLateMinutes: 8,
  // Long enough for the grill to see it and stop, short enough not to crowd the queue.
  kdsCanceledMinutes: 5,
  discountLimitPercent: 10,
  // Long enough to stop guessing, short enough that a forgetful cashier is not out for the day.
  pinLockMinutes: 15,
  terminalIdleMinutes: 5,
  // A deposit in the safe is routine; more than R$ 200,00 out of the drawer is a second look.
  sangriaApprovalCents: 20_000,
  // Change given wrong by a coin or two is routine; R$ 20,00 short or over is not.
  closeDifferenceApprovalCents: 2_000,
  // Busy mode is the shop's choice: off until it sets a limit; then the online menu goes to
  // scheduled orders and iFood keeps selling, ten minutes slower.
  busyExtraPrepMinutes: 10,
  busyPauseIfood: false,
  busyScheduledOnly: true,
  kdsExpo: false,
} as const;
