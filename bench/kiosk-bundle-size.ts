/**
 * Prints the bytes of JavaScript a kiosk downloads for /totem as the server sends them to a
 * browser (the brotli files the build writes beside each asset): the entry chunk, every chunk
 * it imports, and the lazy kiosk and tenancy route chunks with their imports, up to the
 * summary (gated); then, not gated, the whole order with the payment and success screens,
 * which the summary screen fetches ahead (`kiosk-payment`, build/kiosk-chunks.ts). Then the same
 * for a phone on /cardapio (the online menu, ADR 066), counting every chunk of its flow, the
 * lazy ones too (choice groups, tags, the Pix QR code). Reads the Vite manifest of the
 * production build (run `npm run build` first).
 *
 *   npx tsx bench/kiosk-bundle-size.ts [--budget-kb 150] [--online-menu-budget-kb 160]
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
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
const chunkModules: Record<string, string[]> = JSON.parse(
  readFileSync(join(distDir, '.vite/chunk-modules.json'), 'utf8'),
);
// The web app's areas other than the kiosk's (features/kiosk, features/tenancy).
const panelModule = /src\/features\/(admin|superadmin|auth|account|kitchen|order-display)\//;
// The kiosk's own screens: a phone on /cardapio reuses kiosk pieces, never these (ADR 066).
const kioskScreenModule = /src\/features\/kiosk\/(routes|screens|payment-screens)/;

interface Page {
  name: string;
  /** The entry's lazy route chunks the page loads. */
  isRoute: (key: string) => boolean;
  /** Also prints what the whole flow may load, its lazy chunks too (a figure, not gated). */
  withLazy: boolean;
  budgetFlag: string;
  /** Modules that must not travel to this page. */
  forbidden: RegExp[];
  /** Route chunks fetched later in the flow: printed with the rest, not gated. */
  later?: { isRoute: (key: string) => boolean; label: string };
}

const pages: Page[] = [
  {
    name: 'Kiosk JavaScript for /totem',
    // The kiosk's route modules are built into the chunk group named `kiosk` (vite.config.ts).
    isRoute: (key) =>
      /^src\/features\/(kiosk|tenancy)\//.test(key) || manifest[key]?.name === 'kiosk',
    withLazy: false,
    budgetFlag: '--budget-kb',
    forbidden: [panelModule],
    later: {
      isRoute: (key) =>
        ['kiosk-payment', 'kiosk-payment-shared'].includes(manifest[key]?.name ?? ''),
      label: 'with the payment and success screens (fetched ahead by the summary)',
    },
  },
  {
    name: 'Online menu JavaScript for /cardapio',
    // The online menu's chunk group, and `kiosk-shared`, which holds the tenant gate.
    isRoute: (key) => ['online-menu', 'kiosk-shared'].includes(manifest[key]?.name ?? ''),
    withLazy: true,
    budgetFlag: '--online-menu-budget-kb',
    forbidden: [panelModule, kioskScreenModule],
  },
];

function collect(key: string, seen: Set<string>, withLazy: boolean): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen, withLazy);
  if (!withLazy) return;
  for (const imported of manifest[key]?.dynamicImports ?? []) collect(imported, seen, withLazy);
}

const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : Infinity;
};

function chunksOf(
  page: Page,
  withLazy: boolean,
  isRoute: (key: string) => boolean = page.isRoute,
): Set<string> {
  const loaded = new Set<string>();
  collect(entryKey!, loaded, false);
  for (const key of manifest[entryKey!]!.dynamicImports ?? []) {
    if (isRoute(key)) collect(key, loaded, withLazy);
  }
  return loaded;
}

const brotliBytes = (key: string) =>
  // A build without the .br copies fails here: the server would send the file uncompressed.
  readFileSync(join(distDir, `${manifest[key]!.file}.br`)).length;

/**
 * The whole flow in one language: the kiosk's English and Spanish strings are each loaded
 * only when chosen, so the larger of the two counts.
 */
function flowKb(page: Page): number {
  const isLocale = (key: string) => /preferences\/locales\//.test(key);
  const keys = [...chunksOf(page, true)];
  const locales = keys.filter(isLocale).map(brotliBytes);
  const rest = keys.filter((key) => !isLocale(key)).map(brotliBytes);
  return (rest.reduce((a, b) => a + b, 0) + Math.max(0, ...locales)) / 1024;
}

/** Prints the page's chunks and total; true when within its budget and clean. */
function measurePage(page: Page): boolean {
  const loaded = chunksOf(page, false);
  const later = page.later;
  const withLater = later
    ? chunksOf(page, false, (key) => page.isRoute(key) || later.isRoute(key))
    : loaded;
  const everything = page.withLazy ? chunksOf(page, true) : withLater;
  const modules = [...everything].flatMap((key) => chunkModules[manifest[key]!.file] ?? []);
  const wrong = modules.filter((id) => page.forbidden.some((pattern) => pattern.test(id)));
  let totalBytes = 0;
  const rows = [...loaded].map((key) => {
    const brotli = brotliBytes(key);
    totalBytes += brotli;
    return { file: manifest[key]!.file, brotliKb: +(brotli / 1024).toFixed(2) };
  });
  console.table(rows.sort((a, b) => b.brotliKb - a.brotliKb));
  const totalKb = totalBytes / 1024;
  console.log(`${page.name}: ${totalKb.toFixed(1)} KB brotli in ${rows.length} chunks`);
  if (later) {
    const laterKb = [...withLater].reduce((sum, key) => sum + brotliBytes(key), 0) / 1024;
    console.log(`  ${later.label}: ${laterKb.toFixed(1)} KB`);
  }
  if (page.withLazy) {
    console.log(
      `  with its lazy chunks (tags, choices, Pix QR, a language): ${flowKb(page).toFixed(1)} KB`,
    );
  }
  console.log(`Modules that must not be there: ${wrong.length} of ${modules.length} modules`);
  for (const id of wrong) console.error(`  ${id}`);
  const budgetKb = flag(page.budgetFlag);
  if (totalKb > budgetKb || wrong.length > 0) {
    console.error(`${page.name}: over budget (${budgetKb} KB), or modules it must not load`);
    return false;
  }
  return true;
}

const results = pages.map(measurePage);
if (!results.every(Boolean)) process.exit(1);
