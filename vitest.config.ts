import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic, no I/O, fast) and `integration` (the API against a real
 * database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set).
 * Naming: `*.test.ts(x)` is a unit test, `*.int.test.ts` an integration test.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.int.test.ts'],
          // Migrates once per run; every test app starts from a copy (apps/api/src/test/).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
