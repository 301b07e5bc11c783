// `npm start`: builds the web app and the server only when the build is missing or older than
// any file that feeds it (scripts/build-state.mjs), then runs the server in this same process,
// so that signals reach it directly. `npm run build` forces a build at any time.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, repositoryRoot } from './build-state.mjs';

if (buildIsCurrent()) {
  console.log('start: the build is current, starting without rebuilding');
} else {
  console.log('start: building the web app and the server');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(join(repositoryRoot, 'apps/server/dist/main.js')).href);
