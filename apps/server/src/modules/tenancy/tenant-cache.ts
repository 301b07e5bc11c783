import type { HostInfo } from '@comanda/shared';
import type { Database } from '../../db/client';
import type { Establishment } from '../establishments';
import type { Topic } from '../../lib/realtime';
import { resolveTenant } from './tenancy.service';

/**
 * The longest an entry is trusted without hearing from the database. Changes arrive by NOTIFY
 * within milliseconds; this bounds what a lost notification (a dropped LISTEN connection, a
 * write with triggers disabled) can leave stale, like the kiosk's own polling would.
 */
export const tenantCacheMaxAgeMs = 5_000;

export interface TenantCache {
  /** The host's establishment as `resolveTenant` finds it, read at most once per entry. */
  get(host: HostInfo): Promise<Establishment>;
  /** The same when it is in memory and read already, without a promise; else undefined. */
  peek(host: HostInfo): Establishment | undefined;
  /** Forgets every entry: an establishment was written (here, or on another instance). */
  clear(): void;
}

/** One entry per host: a tenant subdomain, or every dev host (they share the first shop). */
const keyOf = (host: HostInfo) =>
  host.kind === 'tenant' ? `tenant:${host.subdomain}` : host.isDevHost ? 'dev' : undefined;

/**
 * The kiosk's tenant by host, kept in memory so that its hottest read (the menu and its 304)
 * costs no database round trip. Promises are cached, so concurrent first reads share one query;
 * a failed lookup (unknown or inactive shop) is not kept. `clear` drops reads still under way
 * too, so nothing read before a write can be kept after it.
 */
export function createTenantCache(
  db: Database,
  options: { maxAgeMs?: number; now?: () => number } = {},
): TenantCache {
  const maxAgeMs = options.maxAgeMs ?? tenantCacheMaxAgeMs;
  const now = options.now ?? Date.now;
  const entries = new Map<
    string,
    { tenant: Promise<Establishment>; expiresAt: number; read?: Establishment }
  >();

  return {
    get(host) {
      const key = keyOf(host);
      if (key === undefined) return resolveTenant(db, host);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.tenant;
      const tenant = resolveTenant(db, host);
      const added: { tenant: Promise<Establishment>; expiresAt: number; read?: Establishment } = {
        tenant,
        expiresAt: now() + maxAgeMs,
      };
      entries.set(key, added);
      tenant.then(
        (read) => {
          added.read = read;
        },
        () => {
          if (entries.get(key) === added) entries.delete(key);
        },
      );
      return tenant;
    },
    peek(host) {
      const key = keyOf(host);
      const entry = key === undefined ? undefined : entries.get(key);
      return entry && entry.expiresAt > now() ? entry.read : undefined;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * What the `establishments_changed` trigger (migration 0008) sends on the realtime channel
 * after every write to `establishments`, whoever makes it: routes, jobs, scripts, a restore.
 */
export const tenantsTopic = 'tenants' satisfies Topic;
