import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import comanda from './tools/eslint/feature-boundaries.js';
import serverModules from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/data/',
      'playwright-report/',
      'test-results/',
      'e2e/.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // DESIGN §3 and ADR 013: web features never import each other (nor the app layer), and a
    // panel's modules (features/<panel>/modules/<module>) never import each other.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { comanda },
    rules: { 'comanda/feature-boundaries': 'error' },
  },
  {
    // Decision 012: server modules meet only through their index; their tables stay private.
    // Decision 036: modules in tiers, none importing plugins/; lib/ and db/ import no module.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/module-boundaries': 'error' },
  },
  {
    // Issue 29 and decision 037: short functions. Counted as tools/repository/long-functions.mjs
    // counts them (every line, IIFEs too, tests left out); a function still over carries an
    // `eslint-disable-next-line max-lines-per-function -- <why, #29>`, so a new one fails lint.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: true }] },
  },
  prettier,
);
