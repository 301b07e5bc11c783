import { BlockList, isIP } from 'node:net';
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

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
const isAddressOrCidr = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may speak for the client in X-Forwarded-*: none (`false`), a hop count, or
 * their addresses/CIDRs. `true` (trust every hop) is refused: anyone could then pick the address
 * the per-address limits count, by sending their own X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed) || false;
    const entries = trimmed.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        trimmed === 'true'
          ? 'true is not accepted: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'
          : 'expected false, a number of proxies, or comma-separated addresses/CIDRs',
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "trust the nearest n hops"
 * (Fastify itself would trust none for a bare number): the client is the address the
 * outermost trusted proxy saw, whatever the client wrote into X-Forwarded-For.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Addresses only the machine or its private network can reach. */
const nonPublicAddresses = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  nonPublicAddresses.addSubnet(network, prefix, 'ipv4');
}
nonPublicAddresses.addAddress('::1', 'ipv6');
nonPublicAddresses.addSubnet('fc00::', 7, 'ipv6');
nonPublicAddresses.addSubnet('fe80::', 10, 'ipv6');

/** Whether HOST lets the internet reach the port: every interface, or a public address. */
export function listensPublicly(host: string): boolean {
  const address = host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (address === 'localhost') return false;
  const version = isIP(address);
  // A name other than localhost may resolve to anything: assume the worst.
  if (version === 0) return true;
  if (address === '0.0.0.0' || address === '::') return true;
  return !nonPublicAddresses.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Said at start when TRUST_PROXY is a hop count and the port is reachable from outside: a
 * client that reaches the port directly is then itself "the nearest hop", and its own
 * X-Forwarded-For picks the address every per-address limit counts (issue 31, item 10).
 */
export function proxyTrustWarning(config: Pick<Config, 'TRUST_PROXY' | 'HOST'>): string | null {
  const hops = config.TRUST_PROXY;
  if (typeof hops !== 'number' || !listensPublicly(config.HOST)) return null;
  return (
    `TRUST_PROXY=${hops} trusts the nearest ${hops} hop(s) whoever they are, and the server ` +
    `listens on ${config.HOST}, a public interface: a client reaching the port directly can ` +
    'forge X-Forwarded-For and choose the address the per-address limits count. List the ' +
    "proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.1,10.0.0.0/8), or set HOST to a " +
    'private or loopback address only the proxy reaches.'
  );
}

/** `9100-9109,515,631`: single ports and inclusive ranges. */
const portRanges = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, context) => {
      const ranges = value.split(',').map((part) => {
        const [from = NaN, to = from] = part.trim().split('-').map(Number);
        return { from, to };
      });
      const valid = ({ from, to }: { from: number; to: number }) =>
        Number.isInteger(from) && Number.isInteger(to) && from >= 1 && from <= to && to <= 65535;
      if (ranges.every(valid)) return ranges;
      context.addIssue({
        code: 'custom',
        message: 'expected ports and ranges, e.g. 9100-9109,515',
      });
      return z.NEVER;
    });

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
  /**
   * `transaction`: DATABASE_URL is a transaction-mode pooler (PgBouncer, a managed database's
   * pooler): no named prepared statements and no session settings on its connections.
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /**
   * A direct connection to PostgreSQL, not through the pooler, for the realtime listener
   * (LISTEN holds a session), the migrations' lock and pg_dump; unset: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: optional(z.url()),
  /** Where the embedded database and uploaded files live; relative to the working directory. */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(dir)),
  /**
   * Behind a load balancer: take host and client address from X-Forwarded-* headers set by
   * this many proxies (`1`), or by proxies at these addresses (`10.0.0.0/8,192.168.1.10`).
   */
  TRUST_PROXY: trustProxy,
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
  /** The WhatsApp Business Cloud API (Graph API, decision 072); tests point it at a fake. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  /** iFood's Merchant API (issue 34); tests point it at the fake iFood. */
  IFOOD_API_URL: z.url().default('https://merchant-api.ifood.com.br'),
  /**
   * How often every connected shop's iFood catalogue is checked against its menu's sold-out
   * products, beside the instant sync on each menu change; 0: never (decision 058).
   */
  IFOOD_CATALOG_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the connected, open shops' iFood events are polled (iFood asks 30 s); 0: never. */
  IFOOD_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often the connected, open shops' Open Delivery events are polled (Keeta: 30 s); 0: never. */
  OPEN_DELIVERY_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often busy mode ("Cozinha cheia") checks each shop's wait against its limit; 0: never. */
  BUSY_MODE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often scheduled orders held in the kitchen are checked for release; 0: never. */
  SCHEDULED_ORDERS_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Demo payments approve by themselves after this many milliseconds; 0: only by a button. */
  DEMO_PAYMENT_DELAY_MS: z.coerce.number().int().min(0).default(6000),
  /** An unpaid order expires this long after it was placed (or after its last Pix was made). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often the reconciliation job re-checks pending payments and expires orders; 0: never. */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long the SEFAZ may take to authorise an NFC-e before it goes to contingency. */
  FISCAL_SEFAZ_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
  /** How often the NFC-e contingency queue is transmitted; 0: never. */
  FISCAL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * A PEM file of the ICP-Brasil chain that signs most SEFAZ servers, trusted beside Node's
   * own roots when the NFC-e is sent to a real SEFAZ; unset: Node's roots only.
   */
  FISCAL_SEFAZ_CA_FILE: optional(z.string().transform((file) => resolve(file))),
  /**
   * Anonymous kiosk requests per minute from one client address: orders placed, payments
   * requested and event streams opened are each counted on their own; 0: no limit.
   */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(30),
  /** The same, for all of one shop's unpaired kiosks together; 0: no limit. */
  RATE_LIMIT_PER_SHOP: z.coerce.number().int().min(0).default(300),
  /**
   * The same, for one paired kiosk (a device token from the admin): its own count, which no
   * anonymous traffic spends; 0: no limit.
   */
  RATE_LIMIT_PER_DEVICE: z.coerce.number().int().min(0).default(600),
  /** Signing up with this address makes the account a super admin (SPEC §6). */
  SUPER_ADMIN_EMAIL: optional(z.email().transform((email) => email.toLowerCase())),
  /** Critical errors are also POSTed (JSON) here (SPEC §4 external logger); unset: log only. */
  ERROR_LOG_WEBHOOK_URL: optional(z.url()),
  /** Where the daily backups of every shop are written; unset: DATA_DIR/backups. */
  BACKUP_DIR: optional(z.string().transform((dir) => resolve(dir))),
  /**
   * An S3-compatible bucket for uploaded images and daily backups (issue 37), shared by every
   * instance; unset: they stay on the local disk (DATA_DIR/uploads, BACKUP_DIR).
   */
  S3_BUCKET: optional(z.string().trim().min(3)),
  /** The S3-compatible service's address (MinIO, R2, Spaces...); unset: AWS S3 itself. */
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, ~/.aws). */
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Daily backups are kept this many days (one archive per shop per day); 0: no daily backups. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  /**
   * Restores (dry runs included) one signed-in admin may send a minute, and four times as many
   * one address, counted before the session is looked up; 0: no limit.
   */
  RESTORES_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** The largest backup archive a restore accepts (and unpacks to), in megabytes. */
  BACKUP_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(200),
  /** e.g. smtps://user:pass@smtp.example.com:465; unset: emails are written to the log. */
  SMTP_URL: optional(z.string()),
  MAIL_FROM: z.string().default('Comanda <nao-responda@comanda.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo establishment on an empty database. */
  SEED_DEMO: flag('true'),
  /**
   * With the demo shop, a few past days of orders, registers and bills (decision 038); false
   * for servers started by the end-to-end specs, which need no history and a quick start.
   */
  SEED_DEMO_HISTORY: flag('true'),
  /**
   * The server prints to network printers itself; false: only the print agent does (cloud
   * deployments, where the server has no business opening connections to admin-typed addresses).
   */
  PRINT_DIRECT_NETWORK: flag('true'),
  /** The ports direct network printing may connect to: raw (JetDirect), LPD and IPP. */
  PRINT_NETWORK_PORTS: portRanges('9100-9109,515,631'),
  /** Tests only (refused unless NODE_ENV=test): their fake printers listen on 127.0.0.1. */
  PRINT_NETWORK_ALLOW_LOOPBACK: flag('false'),
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
  const result = configSchema
    .refine((config) => !config.PRINT_NETWORK_ALLOW_LOOPBACK || config.NODE_ENV === 'test', {
      path: ['PRINT_NETWORK_ALLOW_LOOPBACK'],
      message: 'only for tests (NODE_ENV=test)',
    })
    .safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
