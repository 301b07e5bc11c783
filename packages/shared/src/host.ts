/**
 * Tenant resolution by host name (SPEC §2 "Tenant resolution", §6). One parser, used by the
 * server to pick the tenant of a request and by the web to pick the root route.
 *
 * - the main domain (`appDomain`, with or without `www.`) has no tenant;
 * - `{sub}.{appDomain}` is the tenant whose subdomain is `sub`;
 * - dev hosts (localhost, loopback addresses, preview hosts matching a pattern) have no
 *   subdomain tenant, but the kiosk may fall back to the first active establishment there;
 * - any other host (an own domain without a tenant subdomain) behaves as the main domain.
 */
export interface HostConfig {
  /** The platform domain, e.g. `comanda.app`; `localhost` in development. */
  appDomain: string;
  /** Preview hosts, as patterns where `*` stands for one DNS label part, e.g. `*.preview.app`. */
  devHostPatterns?: readonly string[];
}

export type HostInfo =
  | { kind: 'main'; host: string; isDevHost: boolean }
  | { kind: 'tenant'; host: string; subdomain: string; isDevHost: false };

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

/** Lower-cases a Host header and strips its port, brackets and trailing dot. */
export function normalizeHost(rawHost: string): string {
  let host = rawHost.trim().toLowerCase();
  if (host.startsWith('[')) {
    host = host.slice(1, host.indexOf(']'));
  } else if (host.split(':').length === 2) {
    host = host.slice(0, host.indexOf(':'));
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = normalizeHost(pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9-]+');
  return new RegExp(`^${escaped}$`);
}

export function isDevHost(host: string, config: HostConfig): boolean {
  const normalized = normalizeHost(host);
  if (loopbackHosts.has(normalized)) return true;
  return (config.devHostPatterns ?? []).some((pattern) =>
    patternToRegExp(pattern).test(normalized),
  );
}

export function parseHost(rawHost: string, config: HostConfig): HostInfo {
  const host = normalizeHost(rawHost);
  const appDomain = normalizeHost(config.appDomain);
  if (host === appDomain || host === `www.${appDomain}`) {
    return { kind: 'main', host, isDevHost: isDevHost(host, config) };
  }
  if (host.endsWith(`.${appDomain}`)) {
    const subdomain = host.slice(0, -(appDomain.length + 1));
    return { kind: 'tenant', host, subdomain, isDevHost: false };
  }
  return { kind: 'main', host, isDevHost: isDevHost(host, config) };
}

export type RootRoute = '/auth' | '/totem' | '/tenant-not-found';

/**
 * Where `/` sends the visitor. `tenantFound` is the answer of the establishment lookup and is
 * only consulted on a tenant subdomain.
 */
export function rootRouteFor(info: HostInfo, tenantFound: boolean): RootRoute {
  if (info.kind === 'main') return '/auth';
  return tenantFound ? '/totem' : '/tenant-not-found';
}

/** The URL of a path on the main domain, seen from any host of the platform. */
export function mainDomainUrl(
  location: { protocol: string; port: string },
  config: HostConfig,
  path: string,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${normalizeHost(config.appDomain)}${port}${path}`;
}
