/**
 * Prints the bytes of JavaScript a kiosk downloads for /totem as the server sends them to a
 * browser (the brotli files the build writes beside each asset): the entry chunk, every chunk
 * it imports, and the lazy kiosk and tenancy route chunks with their imports. Reads the Vite
 * manifest of the production build (run `npm run build` first).
 *
 *   npx tsx bench/kiosk-bundle-size.ts [--budget-kb 150]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const distDir = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
);
const kioskRoutes = /^src\/features\/(kiosk|tenancy)\//;

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
}

const loaded = new Set<string>();
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
collect(entryKey, loaded);
// The kiosk's route modules are built into the chunk group named `kiosk` (apps/web/vite.config.ts).
const isKioskRoute = (key: string) => kioskRoutes.test(key) || manifest[key]?.name === 'kiosk';
for (const key of manifest[entryKey]!.dynamicImports ?? []) {
  if (isKioskRoute(key)) collect(key, loaded);
}
const chunkModules: Record<string, string[]> = JSON.parse(
  readFileSync(join(distDir, '.vite/chunk-modules.json'), 'utf8'),
);
const kioskModules = [...loaded].flatMap((key) => chunkModules[manifest[key]!.file] ?? []);
// The web app's areas other than the kiosk's (features/kiosk, features/tenancy).
const panelModule = /src\/features\/(admin|superadmin|auth|account|kitchen|order-display)\//;
const adminLoaded = kioskModules.filter((id) => panelModule.test(id));

let totalBytes = 0;
const rows = [...loaded].map((key) => {
  const file = manifest[key]!.file;
  // A build without the .br copies fails here: the server would send the file uncompressed.
  const brotli = readFileSync(join(distDir, `${file}.br`)).length;
  totalBytes += brotli;
  return { file, brotliKb: +(brotli / 1024).toFixed(2) };
});
console.table(rows.sort((a, b) => b.brotliKb - a.brotliKb));
const totalKb = totalBytes / 1024;
console.log(
  `Kiosk JavaScript for /totem: ${totalKb.toFixed(1)} KB brotli in ${rows.length} chunks`,
);
console.log(
  `Panel modules loaded on the kiosk: ${adminLoaded.length} of ${kioskModules.length} modules`,
);
for (const id of adminLoaded) console.error(`  ${id}`);

const budgetIndex = process.argv.indexOf('--budget-kb');
const budgetKb = budgetIndex > 0 ? Number(process.argv[budgetIndex + 1]) : Infinity;
if (totalKb > budgetKb || adminLoaded.length > 0) {
  console.error(`Over budget (${budgetKb} KB) or admin code on the kiosk`);
  process.exit(1);
}
