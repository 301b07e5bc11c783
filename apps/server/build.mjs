// Bundles the server into dist/main.js. npm packages stay external (installed beside it);
// the workspace's own TypeScript (@comanda/shared) is bundled in. Migrations and demo images
// are copied next to the bundle, where the code looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@comanda/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/modules/fiscal/schemas', 'dist/fiscal-schemas', { recursive: true });
cpSync('src/db/seed/images', 'dist/images', {
  recursive: true,
  filter: (path) => !path.endsWith('.ts'),
});
