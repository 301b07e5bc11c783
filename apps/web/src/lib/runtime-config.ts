import { parseHost, type HostInfo } from '@comanda/shared';
import { z } from 'zod';

const runtimeConfigSchema = z.object({
  appDomain: z.string().trim().min(1),
  devHostPatterns: z.array(z.string()).default([]),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
  return runtimeConfigSchema.parse(JSON.parse(raw));
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
