import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/.prerender/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The service worker template: plain JavaScript in the worker's scope, filled in by the build.
    files: ['apps/web/pwa/**', 'apps/web/public/**'],
    languageOptions: {
      globals: {
        ...globals.serviceworker,
        ...globals.browser,
        __PRECACHE__: 'readonly',
        __OFFLINE_TEXT__: 'readonly',
      },
    },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'apps/api/src/server.ts',
      'apps/api/src/db/seed/run-seed.ts',
      'apps/api/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
