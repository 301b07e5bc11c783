import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

/** Every setting the server reads from its environment, parsed in one place. */
const configSchema = z.object({
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
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** Behind a load balancer: take host and client address from X-Forwarded-* headers. */
  TRUST_PROXY: flag('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo establishment on an empty database. */
  SEED_DEMO: flag('true'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
