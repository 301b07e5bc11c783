import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vite's string shorthand would set changeOrigin: true, rewriting Host to localhost:3000; the
// server picks the tenant from the Host header, so the browser's must reach it unchanged.
const apiServer = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen needs to boot, in long-cacheable chunks that survive app
            // deploys. Listed by name: a catch-all node_modules group would drag admin-only
            // libraries into the kiosk's download. Two groups keep each under 500 kB.
            {
              name: 'vendor-react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next|zod|sonner)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
