import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

// Unit tests of the web app's logic (no DOM): api client, query policy, routes, tenant cache.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Without it vitest empties CSS imports, and a test compares index.css with themes.ts.
    css: { include: [/index\.css/] },
    // Component tests drive a form with user-event through several renders: on CI's two cores,
    // shared with the typecheck and lint, one took over vitest's 5 s default (ADR 045's lanes).
    testTimeout: 15_000,
  },
});
