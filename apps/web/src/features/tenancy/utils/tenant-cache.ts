import { themeNames, type PublicEstablishment } from '@comanda/shared';

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
    const cached: unknown = JSON.parse(raw);
    if (isPublicEstablishment(cached)) return cached;
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

/**
 * Checked by hand, not with zod (which would be the largest part of the kiosk's download): a
 * value written by an older build that lacks what the screens read is dropped.
 */
function isPublicEstablishment(value: unknown): value is PublicEstablishment {
  const {
    id,
    name,
    theme,
    paymentMethods: methods,
    kioskIdleSeconds,
  } = (value ?? {}) as Partial<Record<keyof PublicEstablishment, unknown>>;
  const nullableStrings = (['subdomain', 'logoUrl', 'slogan'] as const).every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === null || typeof field === 'string';
  });
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    nullableStrings &&
    themeNames.includes(theme as never) &&
    Array.isArray(methods) &&
    methods.every((method) => typeof method === 'string') &&
    Number.isInteger(kioskIdleSeconds) &&
    (kioskIdleSeconds as number) > 0
  );
}

/** Reading `localStorage` itself throws in some privacy modes. */
function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
