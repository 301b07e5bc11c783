import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace that has unit or integration tests.
export default defineConfig({
  test: {
    projects: [
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Every file builds its own app on its own database and no test mocks a module, so
          // the files of a worker share one module graph: the app's imports (fastify, drizzle,
          // better-auth, ...) load once per worker instead of once per file (ADR 029).
          isolate: false,
          // Cheaper password hashes for the test accounts (src/test/setup.ts, ADR 029).
          setupFiles: ['src/test/setup.ts'],
          // Limits, not goals: CI runs the unit tests beside the browser tests on two cores.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
