import { z } from 'zod';
import { daysInPeriod } from './business-calendar';
import { lowercaseOrNull } from './establishment-admin';

/** GET /api/superadmin/overview: the four cards of the global dashboard (SPEC §2). */
export const platformOverviewSchema = z.object({
  establishments: z.number().int(),
  users: z.number().int(),
  confirmedOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

/** One day of the last 30 (America/Sao_Paulo calendar), zero when nothing was sold. */
export const dailyRevenueSchema = z.object({
  date: z.iso.date(),
  confirmedOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type DailyRevenue = z.infer<typeof dailyRevenueSchema>;

/** An establishment's confirmed orders and revenue over a period. */
export const establishmentRevenueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Shown beside the name: two shops may share one. */
  subdomain: z.string().nullable(),
  active: z.boolean(),
  confirmedOrders: z.number().int(),
  revenueCents: z.number().int(),
});
export type EstablishmentRevenue = z.infer<typeof establishmentRevenueSchema>;

/** GET /api/superadmin/dashboard: the four cards, the last 30 days and the top shops. */
export const platformDashboardSchema = z.object({
  overview: platformOverviewSchema,
  last30Days: z.array(dailyRevenueSchema),
  topEstablishments: z.array(establishmentRevenueSchema),
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

/** Longest period a report covers: a year and a day. */
export const reportMaxDays = 366;

const dateParam = (label: string) => z.iso.date(`${label}: informe uma data válida (AAAA-MM-DD)`);

/** GET /api/superadmin/reports(.csv)?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included. */
export const reportQuerySchema = z
  .object({ from: dateParam('Data inicial'), to: dateParam('Data final') })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: 'A data final deve ser igual ou posterior à inicial',
  })
  .refine((query) => daysInPeriod(query) <= reportMaxDays, {
    path: ['to'],
    message: `O período deve ter no máximo ${reportMaxDays} dias`,
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Every establishment (also those that sold nothing) over the period, best first. */
export const platformReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(establishmentRevenueSchema),
  totals: z.object({ confirmedOrders: z.number().int(), revenueCents: z.number().int() }),
});
export type PlatformReport = z.infer<typeof platformReportSchema>;

/** GET /api/superadmin/settings (Configurações). */
export const platformSettingsSchema = z.object({
  /** Whether anyone may create an account at /auth; closed, only the super admin creates them. */
  signupOpen: z.boolean(),
  /** The domain shown in forms and links, e.g. `comanda.app`. */
  platformDomain: z.string(),
  /** True when the stored domain is the server's APP_DOMAIN default. */
  platformDomainIsDefault: z.boolean(),
  /** Whether password-reset emails really leave the server (SMTP_URL set). */
  smtpConfigured: z.boolean(),
  mailFrom: z.string(),
  /** The server's PUBLIC_URL, where Mercado Pago sends notifications; null when unset. */
  publicUrl: z.string().nullable(),
  /** The platform's iFood application: its client id, and whether a secret is stored. */
  ifood: z.object({ clientId: z.string().nullable(), secretSet: z.boolean() }),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/**
 * PUT /api/superadmin/settings/ifood: the platform's iFood application (client credentials).
 * A blank secret keeps the stored one; a blank client id disconnects the platform from iFood.
 */
export const ifoodAppInputSchema = z.object({
  clientId: z.string().trim().max(200, 'Client ID muito longo'),
  clientSecret: z.string().trim().max(500, 'Client secret muito longo'),
});
export type IfoodAppInput = z.infer<typeof ifoodAppInputSchema>;

/** PUT /api/superadmin/settings. An empty domain goes back to APP_DOMAIN. */
export const platformSettingsInputSchema = z.object({
  signupOpen: z.boolean('Informe se o cadastro está aberto'),
  platformDomain: lowercaseOrNull(
    z
      .string()
      .max(200, 'Domínio muito longo')
      .regex(
        /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/,
        'Domínio inválido (ex.: comanda.app)',
      )
      .nullable(),
  ),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;

/** GET /api/public/platform: what the sign-up form and the forms' previews need. */
export const publicPlatformSettingsSchema = z.object({
  signupOpen: z.boolean(),
  platformDomain: z.string(),
});
export type PublicPlatformSettings = z.infer<typeof publicPlatformSettingsSchema>;

export const signupClosedMessage =
  'O cadastro de novas contas está fechado. Peça acesso ao administrador da plataforma.';
