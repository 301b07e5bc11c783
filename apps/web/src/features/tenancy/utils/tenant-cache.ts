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
  const cached = parseJson(raw);
  if (isPublicEstablishment(cached)) return cached;
  clearCachedTenant();
  return undefined;
}

/** Corrupt JSON is treated like an outdated shape: undefined, which no check accepts. */
function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
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

/** Where the server writes the shop into a kiosk page (apps/server plugins/web-app.ts). */
export const servedTenantElementId = 'comanda-establishment';

/**
 * The shop the server wrote into this page, the first time it is asked for: as fresh as the
 * page, so the kiosk need not ask for it again before its first screen (decision 016). Kept
 * in the cache, as an answer of the server is. Taken out of the page: later calls find
 * nothing, since by then the query holds it and newer answers replace it.
 */
export function takeServedTenant(
  doc: Pick<Document, 'getElementById'> = document,
): PublicEstablishment | undefined {
  const element = doc.getElementById(servedTenantElementId);
  if (!element) return undefined;
  element.remove();
  const served = parseJson(element.textContent);
  // Not what the screens read: the app asks the server instead.
  if (!isPublicEstablishment(served)) return undefined;
  writeCachedTenant(served);
  return served;
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
  const fields = (value ?? {}) as Partial<Record<keyof PublicEstablishment, unknown>>;
  const { id, name, theme, paymentMethods: methods, kioskIdleSeconds } = fields;
  const nullableStrings = (['subdomain', 'logoUrl', 'slogan'] as const).every((key) => {
    const field = fields[key];
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
