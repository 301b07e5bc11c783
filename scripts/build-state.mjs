// Whether the build in apps/*/dist is current: both outputs were written after the newest file
// that feeds the build. Modification times, not hashes: editing a source, pulling commits or
// reinstalling packages (package-lock.json) all make an input newer than the outputs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything the build reads, besides node_modules. */
export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/web',
  'apps/server',
  'apps/print-agent',
];
/** What the build writes last, one per workspace. */
export const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const skippedFolders = new Set(['node_modules', 'dist']);

/** The newest file under path (folders' own times change with every build's output folder). */
function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && (skippedFolders.has(entry.name) || entry.name.startsWith('.'))) {
      continue;
    }
    newest = Math.max(newest, newestModification(join(path, entry.name)));
  }
  return newest;
}

/** @param {string} root */
export function buildIsCurrent(root = repositoryRoot) {
  const outputPaths = buildOutputs.map((output) => join(root, output));
  if (!outputPaths.every((path) => existsSync(path))) return false;
  const builtAt = Math.min(...outputPaths.map((path) => statSync(path).mtimeMs));
  const inputPaths = buildInputs.map((input) => join(root, input)).filter(existsSync);
  return Math.max(...inputPaths.map(newestModification)) < builtAt;
}
