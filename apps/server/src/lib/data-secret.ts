import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from configuration, or else one generated once into the data folder (mode 0600) so
 * that a local install needs no setup and keeps its sessions across restarts. Several instances
 * on one PostgreSQL must share it through configuration instead.
 */
export function configuredOrStoredSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
): string {
  if (configured) return configured;
  const path = join(dataDir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
