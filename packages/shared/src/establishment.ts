import { z } from 'zod';
import { businessHoursSchema } from './shop-settings';
import { themeNames } from './themes';

export const paymentMethods = ['pix', 'cartao'] as const;

/** Default of `establishments.kiosk_idle_seconds`. */
export const defaultKioskIdleSeconds = 90;

/**
 * What anyone may learn about an establishment from its host. Never add tokens, keys,
 * webhook secrets or the card terminal address here: this goes to anonymous browsers.
 */
export const publicEstablishmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  slogan: z.string().nullable(),
  /** The shop's promotional picture on the welcome screen (shop settings); null: none. */
  welcomeImageUrl: z.string().nullable(),
  theme: z.enum(themeNames),
  paymentMethods: z.array(z.enum(paymentMethods)),
  /** Seconds without a touch before the kiosk asks whether the customer is still there. */
  kioskIdleSeconds: z.number().int().positive(),
  /** Shop settings the kiosk acts on: ask the customer's name, ask dine-in or takeaway. */
  askCustomerName: z.boolean(),
  askOrderType: z.boolean(),
  /** The shop issues NFC-e: the kiosk offers "CPF na nota?" (decision 031). */
  askCpf: z.boolean(),
  /** The kiosk welcome shows 'Fechado' outside these (shop-settings.ts); null: always open. */
  businessHours: businessHoursSchema,
});
export type PublicEstablishment = z.infer<typeof publicEstablishmentSchema>;
