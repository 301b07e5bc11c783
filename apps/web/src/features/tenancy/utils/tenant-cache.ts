import { publicEstablishmentSchema, type PublicEstablishment } from '@comanda/shared';

/**
 * SPEC §6: the last establishment of this host is kept in localStorage (one origin per
 * subdomain, so one tenant per cache). It lets a kiosk show its welcome screen and colours at
 * once, and its id is the fallback establishment id; it is always revalidated with the server.
 */
export const tenantCacheKey = 'comanda:tenant';

export function readCachedTenant(): PublicEstablishment | undefined {
  const raw = safeStorage()?.getItem(tenantCacheKey);
  if (!raw) return undefined;
  try {
    const parsed = publicEstablishmentSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Corrupt JSON: treated like an outdated shape below.
  }
  clearCachedTenant();
  return undefined;
}

export function writeCachedTenant(establishment: PublicEstablishment): void {
  try {
    safeStorage()?.setItem(tenantCacheKey, JSON.stringify(establishment));
  } catch {
    // Quota exceeded or storage disabled: the cache is an optimisation, never a requirement.
  }
}

export function clearCachedTenant(): void {
  safeStorage()?.removeItem(tenantCacheKey);
}

/** The id to fall back on when the current establishment is not at hand. */
export function cachedEstablishmentId(): string | undefined {
  return readCachedTenant()?.id;
}

/** Reading `localStorage` itself throws in some privacy modes. */
function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
