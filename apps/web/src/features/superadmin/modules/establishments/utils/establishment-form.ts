import {
  establishmentCreateSchema,
  establishmentUpdateSchema,
  slugify,
  type EstablishmentCreateInput,
  type EstablishmentDetail,
  type EstablishmentUpdateInput,
  type PixKeyType,
  type ThemeName,
} from '@comanda/shared';
import { validateForm } from '@/lib/form';

/** The establishment form as typed: every text as the inputs hold it. */
export interface EstablishmentFormValues {
  name: string;
  subdomain: string;
  slogan: string;
  phone: string;
  city: string;
  theme: ThemeName;
  logoUrl: string | null;
  pixKeyType: PixKeyType;
  pixKey: string;
  /** A new token; empty keeps the stored one. */
  mercadopagoAccessToken: string;
  clearMercadopagoAccessToken: boolean;
  mercadopagoWebhookSecret: string;
  clearMercadopagoWebhookSecret: boolean;
  mercadopagoPublicKey: string;
  mercadopagoPointDeviceId: string;
  cardTerminalIp: string;
  /** Percentage as typed, comma or dot: '2,5'. */
  cardFeePercent: string;
  paymentNotes: string;
  demoPayments: boolean;
  adminEmail: string;
  adminPassword: string;
}

export type EstablishmentFormField = keyof EstablishmentFormValues;

export function emptyEstablishmentForm(): EstablishmentFormValues {
  return {
    name: '',
    subdomain: '',
    slogan: '',
    phone: '',
    city: '',
    theme: 'default',
    logoUrl: null,
    pixKeyType: 'aleatorio',
    pixKey: '',
    mercadopagoAccessToken: '',
    clearMercadopagoAccessToken: false,
    mercadopagoWebhookSecret: '',
    clearMercadopagoWebhookSecret: false,
    mercadopagoPublicKey: '',
    mercadopagoPointDeviceId: '',
    cardTerminalIp: '',
    cardFeePercent: '',
    paymentNotes: '',
    demoPayments: false,
    adminEmail: '',
    adminPassword: '',
  };
}

/** The edit form starts from the saved shop; secrets start empty (kept unless typed). */
export function establishmentFormFromDetail(detail: EstablishmentDetail): EstablishmentFormValues {
  return {
    ...emptyEstablishmentForm(),
    name: detail.name,
    subdomain: detail.subdomain ?? '',
    slogan: detail.slogan ?? '',
    phone: detail.phone ?? '',
    city: detail.city ?? '',
    theme: detail.theme,
    logoUrl: detail.logoUrl,
    pixKeyType: detail.pixKeyType,
    pixKey: detail.pixKey ?? '',
    mercadopagoPublicKey: detail.mercadopagoPublicKey ?? '',
    mercadopagoPointDeviceId: detail.mercadopagoPointDeviceId ?? '',
    cardTerminalIp: detail.cardTerminalIp ?? '',
    cardFeePercent:
      detail.cardFeePercent === null ? '' : detail.cardFeePercent.toFixed(2).replace('.', ','),
    paymentNotes: detail.paymentNotes ?? '',
    demoPayments: detail.demoPayments,
  };
}

/**
 * SPEC §2: on create, typing the name fills an empty subdomain with its slug. The subdomain
 * keeps following the name while it is still the slug of the previous name, so it does not
 * stop at the first letter; once the user types their own, it is left alone.
 */
export function withName(
  values: EstablishmentFormValues,
  name: string,
  creating: boolean,
): EstablishmentFormValues {
  const following = values.subdomain === '' || values.subdomain === slugify(values.name);
  return {
    ...values,
    name,
    subdomain: creating && following ? slugify(name) : values.subdomain,
  };
}

/** '2,5' → 2.5, '' → null; anything else stays text, for the schema to call it not a number. */
function percentFrom(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

/** What a secret field sends: nothing (keep), null (remove) or the new value. */
function secretFrom(typed: string, clear: boolean): string | null | undefined {
  if (clear) return null;
  return typed.trim() === '' ? undefined : typed;
}

function updateInputFrom(values: EstablishmentFormValues): EstablishmentUpdateInput {
  return {
    name: values.name,
    subdomain: values.subdomain,
    slogan: values.slogan,
    phone: values.phone,
    city: values.city,
    theme: values.theme,
    logoUrl: values.logoUrl,
    pixKeyType: values.pixKeyType,
    pixKey: values.pixKey,
    mercadopagoAccessToken: secretFrom(
      values.mercadopagoAccessToken,
      values.clearMercadopagoAccessToken,
    ),
    mercadopagoWebhookSecret: secretFrom(
      values.mercadopagoWebhookSecret,
      values.clearMercadopagoWebhookSecret,
    ),
    mercadopagoPublicKey: values.mercadopagoPublicKey,
    mercadopagoPointDeviceId: values.mercadopagoPointDeviceId,
    cardTerminalIp: values.cardTerminalIp,
    // The schema refuses text with its own message ('Taxa do cartão deve ser um número').
    cardFeePercent: percentFrom(values.cardFeePercent) as number | null,
    paymentNotes: values.paymentNotes,
    demoPayments: values.demoPayments,
  };
}

export type EstablishmentFormResult =
  | { success: true; input: EstablishmentCreateInput | EstablishmentUpdateInput }
  | { success: false; errors: Partial<Record<string, string>> };

/**
 * The same rules as the server (the shared schema), run before sending. Sends the raw input,
 * not the parsed one: the server parses it again and owns the result.
 */
export function validateEstablishmentForm(
  values: EstablishmentFormValues,
  creating: boolean,
): EstablishmentFormResult {
  const input = creating
    ? {
        ...updateInputFrom(values),
        adminEmail: values.adminEmail,
        adminPassword: values.adminPassword,
      }
    : updateInputFrom(values);
  const result = validateForm(
    creating ? establishmentCreateSchema : establishmentUpdateSchema,
    input,
  );
  return result.success ? { success: true, input } : { success: false, errors: result.errors };
}
