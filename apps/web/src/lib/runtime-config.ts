import { parseHost, type HostInfo } from '@comanda/shared';

export interface RuntimeConfig {
  appDomain: string;
  devHostPatterns: string[];
}

/** What the Vite dev server gets: it serves index.html without the server's injected config. */
export const defaultRuntimeConfig: RuntimeConfig = { appDomain: 'localhost', devHostPatterns: [] };

export const runtimeConfigElementId = 'comanda-config';

/**
 * Reads the config the server injects into index.html. A present but malformed config throws:
 * guessing a domain would silently send every visitor to the wrong place.
 */
export function readRuntimeConfig(doc: Pick<Document, 'getElementById'> = document): RuntimeConfig {
  const raw = doc.getElementById(runtimeConfigElementId)?.textContent;
  if (!raw?.trim()) return defaultRuntimeConfig;
  return parseRuntimeConfig(JSON.parse(raw));
}

/** Checked by hand: zod would be the kiosk's largest download for these two fields. */
function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const { appDomain, devHostPatterns = [] } = (value ?? {}) as Partial<Record<string, unknown>>;
  const domain = typeof appDomain === 'string' ? appDomain.trim() : '';
  const patternsOk =
    Array.isArray(devHostPatterns) && devHostPatterns.every((item) => typeof item === 'string');
  if (!domain || !patternsOk) throw new Error('Malformed runtime config in index.html');
  return { appDomain: domain, devHostPatterns: devHostPatterns as string[] };
}

let cachedConfig: RuntimeConfig | undefined;
let cachedHostInfo: HostInfo | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  cachedConfig ??= readRuntimeConfig();
  return cachedConfig;
}

/** The host never changes without a full page load, so it is parsed once. */
export function getHostInfo(): HostInfo {
  cachedHostInfo ??= parseHost(window.location.host, getRuntimeConfig());
  return cachedHostInfo;
}
