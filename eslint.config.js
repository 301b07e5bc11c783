import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeaturesDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = readdirSync(webFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A web feature never imports another feature (DESIGN §3): shared code lives in
 * components/, lib/ or app/. One block per feature, generated from the folder list.
 */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'A feature must not import another feature; move shared code to components/ or lib/.',
          },
          {
            regex: `^\\.\\./\\.\\.(/\\.\\.)*/(?!${feature}/)[^/]+/`,
            message: 'A feature must not import another feature through a relative path.',
          },
          { group: ['@/app/*'], message: 'Features must not import the app layer.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/data/', 'playwright-report/', 'test-results/', 'e2e/.data/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  prettier,
);
