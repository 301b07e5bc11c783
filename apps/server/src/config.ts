import { resolve } from 'node:path';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

/** Unset and empty both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every setting the server reads from its environment, parsed in one place. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The platform domain: `{sub}.APP_DOMAIN` are tenants, APP_DOMAIN itself is the main site. */
  APP_DOMAIN: z.string().trim().toLowerCase().min(1).default('localhost'),
  /** Comma-separated preview-host patterns treated like localhost, e.g. `*.preview.example.com`. */
  DEV_HOST_PATTERNS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((pattern) => pattern.trim())
        .filter(Boolean),
    ),
  /** A PostgreSQL server; when unset, the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optional(z.url()),
  /** Where the embedded database and uploaded files live; relative to the working directory. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(dir)),
  /** Behind a load balancer: take host and client address from X-Forwarded-* headers. */
  TRUST_PROXY: flag('false'),
  /** The main site's public address, e.g. `https://comanda.app`; defaults to http://APP_DOMAIN:PORT. */
  PUBLIC_URL: optional(z.url()),
  /** Signs sessions; generated into DATA_DIR when unset (set it when running several instances). */
  AUTH_SECRET: optional(z.string().min(32)),
  /**
   * Encrypts establishment secrets at rest (Mercado Pago tokens); generated into DATA_DIR when
   * unset. Losing it makes stored secrets unreadable: back it up with the database.
   */
  SECRETS_KEY: optional(z.string().min(32)),
  /** Mercado Pago's API; tests point it at a local fake that speaks the same contract. */
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  /** Demo payments approve by themselves after this many milliseconds; 0: only by a button. */
  DEMO_PAYMENT_DELAY_MS: z.coerce.number().int().min(0).default(6000),
  /** An unpaid order expires this long after it was placed (or after its last Pix was made). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often the reconciliation job re-checks pending payments and expires orders; 0: never. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /** Signing up with this address makes the account a super admin (SPEC §6). */
  SUPER_ADMIN_EMAIL: optional(z.email().transform((email) => email.toLowerCase())),
  /** Critical errors are also POSTed (JSON) here (SPEC §4 external logger); unset: log only. */
  ERROR_LOG_WEBHOOK_URL: optional(z.url()),
  /** e.g. smtps://user:pass@smtp.example.com:465; unset: emails are written to the log. */
  SMTP_URL: optional(z.string()),
  MAIL_FROM: z.string().default('Comanda <nao-responda@comanda.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo establishment on an empty database. */
  SEED_DEMO: flag('true'),
  /** Run the print delivery worker (network and virtual printers); tests drive it by hand. */
  PRINT_WORKER: flag('true'),
  /** A print delivery not confirmed within this many seconds is offered again, as a reprint. */
  PRINT_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /** Failed network deliveries are retried this many times in all, then shown as failed. */
  PRINT_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** Wait before the first retry; it doubles after each failure (at most 5 minutes). */
  PRINT_RETRY_BASE_MS: z.coerce.number().int().min(0).default(5000),
});

export type Config = z.infer<typeof configSchema>;

export function publicUrlOf(config: Config): string {
  return config.PUBLIC_URL ?? `http://${config.APP_DOMAIN}:${config.PORT}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
