// `npm start`: builds the web app and the server only when the build is missing or older than
// any file that feeds it, then runs the server in this same process (so signals reach it).
//
// "Older" compares modification times: the build is current when both outputs were written
// after the newest file under the inputs below (dependencies excluded: a changed lockfile
// counts instead). Editing a source, pulling new commits or reinstalling packages all bump
// the newest input; `npm run build` forces a build at any time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Everything the build reads, besides node_modules. */
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/web',
  'apps/server',
  'apps/print-agent',
];
/** What the build writes last, one per workspace. */
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
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

function buildIsCurrent() {
  const outputPaths = outputs.map((output) => join(root, output));
  if (!outputPaths.every((path) => existsSync(path))) return false;
  const builtAt = Math.min(...outputPaths.map((path) => statSync(path).mtimeMs));
  const inputPaths = inputs.map((input) => join(root, input)).filter((path) => existsSync(path));
  return Math.max(...inputPaths.map(newestModification)) < builtAt;
}

if (buildIsCurrent()) {
  console.log('start: the build is current, starting without rebuilding');
} else {
  console.log('start: building the web app and the server');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
