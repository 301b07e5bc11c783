// Bundles the server into dist/main.js. npm packages stay external (installed beside it);
// the workspace's own TypeScript (@comanda/shared) is bundled in. Migrations and demo images
// are copied next to the bundle, where the code looks for them.
//
// `node build.mjs <folder>` bundles into another folder (under apps/server, so the npm packages
// resolve): two-instances.test.ts starts real server processes from it (decision 043).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@comanda/'));

const outDir = process.argv[2] ?? 'dist';
rmSync(outDir, { recursive: true, force: true });
await build({
  // The restore's archive is read in a worker thread (modules/backup/archive.ts).
  entryPoints: {
    main: 'src/main.ts',
    'archive-worker': 'src/modules/backup/archive-worker.ts',
    // The command that copies an existing data/uploads into S3_BUCKET's bucket (issue 37).
    'copy-uploads': 'src/copy-uploads.ts',
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
});
cpSync('src/db/migrations', join(outDir, 'migrations'), { recursive: true });
cpSync('src/modules/fiscal/schemas', join(outDir, 'fiscal-schemas'), { recursive: true });
cpSync('src/db/seed/images', join(outDir, 'images'), {
  recursive: true,
  filter: (path) => !path.endsWith('.ts'),
});
