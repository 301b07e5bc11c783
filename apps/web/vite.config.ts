import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { adminChunkName } from './build/admin-chunks';
import { kioskChunkName } from './build/kiosk-chunks';
import { barrelImports } from './build/barrel-imports';

// Vite's string shorthand would set changeOrigin: true, rewriting Host to localhost:3000; the
// server picks the tenant from the Host header, so the browser's must reach it unchanged.
const apiServer = { target: 'http://localhost:3000', changeOrigin: false };

const webRoot = fileURLToPath(new URL('.', import.meta.url));

const textFile = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the
 * highest levels: made once here, the server only picks one by Accept-Encoding.
 */
function precompress(): Plugin {
  return {
    name: 'comanda-precompress',
    apply: 'build',
    closeBundle() {
      const outDir = fileURLToPath(new URL('./dist', import.meta.url));
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => textFile.test(name))) {
        if (file.startsWith('.vite')) continue;
        const path = join(outDir, file);
        const content = readFileSync(path);
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: quality }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json`: the source modules in each chunk, relative to this folder.
 * bench/kiosk-bundle-size.ts reads it to check that no panel module travels to the kiosk (the
 * kiosk's chunk groups below take modules by path).
 */
function chunkModules(): Plugin {
  const root = webRoot;
  return {
    name: 'comanda-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // Relative, so the file says nothing about the machine that built it.
        modules[output.fileName] = Object.keys(output.modules).map((id) =>
          isAbsolute(id) ? relative(root, id) : id,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [barrelImports(), react(), tailwindcss(), precompress(), chunkModules()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  server: {
    // Tenants are subdomains: demo.localhost:5173 must reach the dev server too.
    allowedHosts: ['.localhost'],
    proxy: { '/api': apiServer, '/uploads': apiServer },
  },
  preview: { allowedHosts: ['.localhost'] },
  build: {
    outDir: 'dist',
    // bench/kiosk-bundle-size.ts reads it to measure what the kiosk downloads.
    manifest: true,
    // No modulepreload polyfill (about 0.4 KB on every page): the kiosks' Chromium and every
    // current browser preload modules themselves; an older one only loads them a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen needs to boot, in long-cacheable chunks that survive app
            // deploys. Listed by name: a catch-all node_modules group would drag admin-only
            // libraries into the kiosk's download. Two groups keep each under 500 kB. Sonner
            // stays out: it loads with the first toast (components/lazy-toaster.tsx).
            {
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/,
            },
            // Every other module the entry imports statically, with the entry: left to itself
            // the bundler gave those the panels also import (`cn`, the icon base) chunks of
            // their own, requests the first screen waited for. The entry loads them anyway.
            { name: 'app', tags: ['$initial'] },
            // The kiosk's routes and what they share with the panels, in two chunks instead of
            // about thirty small ones (build/kiosk-chunks.ts).
            {
              name: kioskChunkName(webRoot),
              debugName: 'kiosk',
              includeDependenciesRecursively: false,
            },
            // What the admin's shell and the owner's dashboard need, in one chunk instead of
            // about 45 (build/admin-chunks.ts, decision 084).
            {
              name: adminChunkName(webRoot),
              debugName: 'admin-dashboard',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
