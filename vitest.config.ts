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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
