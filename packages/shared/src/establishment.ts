import { z } from 'zod';
import { themeNames } from './themes';

export const paymentMethods = ['pix', 'cartao'] as const;

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
  theme: z.enum(themeNames),
  paymentMethods: z.array(z.enum(paymentMethods)),
});
export type PublicEstablishment = z.infer<typeof publicEstablishmentSchema>;
