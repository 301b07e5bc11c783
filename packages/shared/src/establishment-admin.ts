import { z } from 'zod';
import { passwordMinLength } from './auth';
import { imageUrl } from './image-url';
import { paymentMethods } from './establishment';
import { themeNames } from './themes';

/*
 * The super admin's establishment contracts (SPEC §2, §5). Kept apart from establishment.ts,
 * which the kiosk imports: the package has no side effects, so the kiosk bundle leaves this
 * module out.
 */

/** SPEC §3 Pix key types; the form's default is `aleatorio`. */
export const pixKeyTypes = ['aleatorio', 'cpf', 'cnpj', 'email', 'telefone'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const subdomainMinLength = 3;
export const subdomainMaxLength = 50;

/**
 * Host names the platform itself needs or that would mislead customers: refused as a shop's
 * subdomain whatever the form says.
 */
export const reservedSubdomains = [
  'www',
  'admin',
  'superadmin',
  'api',
  'app',
  'auth',
  'setup',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'cdn',
  'static',
  'assets',
  'uploads',
  'docs',
  'status',
  'blog',
  'help',
  'ajuda',
  'suporte',
  'support',
  'localhost',
  'totem',
  'comanda',
] as const;

export const subdomainTakenMessage = 'Subdomínio já está em uso';
export const adminEmailTakenMessage = 'Este email já está cadastrado';

/** Trimmed text; empty means "not given" and is stored as null (SPEC §3). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

/**
 * Host names and emails as typed: trimmed and lower-cased, empty meaning "not given" (null),
 * then checked by `rules`.
 */
export const lowercaseOrNull = <T extends z.ZodType<string | null, string | null>>(rules: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(rules);

const subdomain = lowercaseOrNull(
  z
    .string()
    .min(subdomainMinLength, 'Subdomínio deve ter no mínimo 3 caracteres')
    .max(subdomainMaxLength, 'Subdomínio deve ter no máximo 50 caracteres')
    .regex(/^[a-z0-9-]+$/, 'Subdomínio deve conter apenas letras minúsculas, números e hífens')
    .refine(
      (value) => !value.startsWith('-') && !value.endsWith('-'),
      'Subdomínio não pode começar nem terminar com hífen',
    )
    .refine(
      (value) => !(reservedSubdomains as readonly string[]).includes(value),
      'Este subdomínio é reservado pela plataforma',
    )
    .nullable(),
);

/**
 * A Mercado Pago secret as the form sends it: absent or empty keeps the stored one (the form
 * never receives it back), null removes it, any other text replaces it.
 */
const secretInput = z
  .string()
  .trim()
  .max(500, 'Valor muito longo')
  .nullish()
  .transform((value) => (value === '' ? undefined : value));

const cardFeePercent = z
  .number('Taxa do cartão deve ser um número')
  .min(0, 'Taxa do cartão deve estar entre 0 e 100')
  .max(100, 'Taxa do cartão deve estar entre 0 e 100')
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'Taxa do cartão deve ter no máximo 2 casas decimais',
  )
  .nullish()
  .transform((value) => value ?? null);

/** Fields of the establishment form shared by create and edit (SPEC §2, §5). */
const establishmentFields = {
  name: z
    .string('Nome é obrigatório')
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(120, 'Nome deve ter no máximo 120 caracteres'),
  subdomain,
  slogan: optionalText(160, 'Slogan'),
  phone: optionalText(30, 'Telefone'),
  city: optionalText(80, 'Cidade'),
  theme: z.enum(themeNames, 'Tema inválido').default('default'),
  logoUrl: imageUrl,
  pixKeyType: z.enum(pixKeyTypes, 'Tipo de chave Pix inválido').default('aleatorio'),
  pixKey: optionalText(140, 'Chave Pix'),
  mercadopagoAccessToken: secretInput,
  mercadopagoWebhookSecret: secretInput,
  mercadopagoPublicKey: optionalText(200, 'Public key'),
  mercadopagoPointDeviceId: optionalText(100, 'Dispositivo Point'),
  cardTerminalIp: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.ipv4('IP da maquininha inválido (ex.: 192.168.0.50)').nullable()),
  cardFeePercent,
  paymentNotes: optionalText(1000, 'Observações'),
  demoPayments: z.boolean().default(false),
};

const adminEmail = lowercaseOrNull(z.email('Email inválido').nullable());

const adminPassword = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .pipe(
    z
      .string()
      .min(passwordMinLength, 'Senha deve ter no mínimo 6 caracteres')
      .max(128, 'Senha deve ter no máximo 128 caracteres')
      .nullable(),
  );

/** PUT /api/superadmin/establishments/:id: the edit form (no admin block). */
export const establishmentUpdateSchema = z.object(establishmentFields);
export type EstablishmentUpdateInput = z.input<typeof establishmentUpdateSchema>;
export type EstablishmentUpdateData = z.output<typeof establishmentUpdateSchema>;

/**
 * POST /api/superadmin/establishments: the create form, with the optional admin block: both
 * email and password, or neither.
 */
export const establishmentCreateSchema = z
  .object({ ...establishmentFields, adminEmail, adminPassword })
  .superRefine((form, context) => {
    if (form.adminEmail && !form.adminPassword) {
      context.addIssue({
        code: 'custom',
        path: ['adminPassword'],
        message: 'Informe a senha do admin',
      });
    }
    if (form.adminPassword && !form.adminEmail) {
      context.addIssue({
        code: 'custom',
        path: ['adminEmail'],
        message: 'Informe o email do admin',
      });
    }
  });
export type EstablishmentCreateInput = z.input<typeof establishmentCreateSchema>;
export type EstablishmentCreateData = z.output<typeof establishmentCreateSchema>;

/**
 * SPEC §4: the payment methods saved with the shop: a Pix key gives Pix and card, a Mercado
 * Pago token without a Pix key gives card only, neither gives Pix.
 */
export function derivePaymentMethods(settings: {
  pixKey: string | null;
  hasMercadopagoAccessToken: boolean;
}): PaymentMethod[] {
  if (settings.pixKey) return ['pix', 'cartao'];
  if (settings.hasMercadopagoAccessToken) return ['cartao'];
  return ['pix'];
}
export type PaymentMethod = (typeof paymentMethods)[number];

const linkedAdminSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
});

/** A row of the Estabelecimentos list. */
export const establishmentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The oldest account linked to the shop, if any. */
  admin: linkedAdminSchema.nullable(),
});
export type EstablishmentListItem = z.infer<typeof establishmentListItemSchema>;

/**
 * The edit form's data. Secrets never travel: only a hint of each (its last characters), so
 * the super admin can tell that one is stored and which.
 */
export const establishmentDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string().nullable(),
  slogan: z.string().nullable(),
  logoUrl: z.string().nullable(),
  theme: z.enum(themeNames),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string().nullable(),
  mercadopagoAccessTokenHint: z.string().nullable(),
  mercadopagoWebhookSecretHint: z.string().nullable(),
  mercadopagoPublicKey: z.string().nullable(),
  mercadopagoPointDeviceId: z.string().nullable(),
  cardTerminalIp: z.string().nullable(),
  cardFeePercent: z.number().nullable(),
  paymentNotes: z.string().nullable(),
  demoPayments: z.boolean(),
  paymentMethods: z.array(z.enum(paymentMethods)),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type EstablishmentDetail = z.infer<typeof establishmentDetailSchema>;

/** PATCH /api/superadmin/establishments/:id/status (SPEC §4: the list's toggle). */
export const establishmentStatusSchema = z.object({ active: z.boolean('Informe o status') });

/**
 * An address on a shop's own host (`/totem`, `/cardapio?mesa=3`), on the same protocol and port
 * as the page (or request) asking for it.
 */
export function shopPageUrl(
  location: { protocol: string; port: string },
  platformDomain: string,
  subdomain: string,
  path: string,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${subdomain}.${platformDomain}${port}${path}`;
}

/** The kiosk address of a shop, on the same protocol and port as the page showing it. */
export function kioskUrl(
  location: { protocol: string; port: string },
  platformDomain: string,
  subdomain: string,
): string {
  return shopPageUrl(location, platformDomain, subdomain, '/totem');
}
