import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure logic of the packages and the API, no I/O, fast), `web` and
 * `web-isolated` (the web app's pure logic and components, in Node or jsdom) and `integration`
 * (the API against a real database: PostgreSQL when TEST_DATABASE_URL is set, as in CI, PGlite
 * otherwise; decision 68).
 * Naming: `*.test.ts(x)` is a unit test, `*.int.test.ts` an integration test.
 */
/** In CI a failing test runs once more, as the end-to-end tests do; `npm test` names any that then passed. */
const retry = process.env['CI'] && process.env['CI'] !== 'false' ? 1 : 0;

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
/**
 * Web test files that need a module graph of their own: the router's tests start the app, whose
 * session start-up check runs once per page load (module state an earlier file would have used up).
 */
const WEB_OWN_MODULE_GRAPH = ['apps/web/src/app/router.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Worker threads start a file faster than child processes (203 s against 248 s for the
          // unit and web files on the 2-core machine).
          pool: 'threads',
          // Pure logic: the files share one module graph (14 s alone instead of 30 s).
          isolate: false,
          testTimeout: 30_000,
          retry,
        },
      },
      {
        // The web app's unit tests: the only ones that need its words and Testing Library, set up
        // once per worker (apps/web/src/test/setup.ts), which the other unit files are spared.
        test: {
          name: 'web',
          include: WEB_TESTS,
          // After the other projects, not mixed with them in a worker: a worker that went from a
          // Node file of one project to a jsdom file of another made its environment again each
          // time (46 s of 148 for the three projects in one worker, 1 s once grouped).
          sequence: { groupOrder: 1 },
          exclude: [...WEB_OWN_MODULE_GRAPH, '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          pool: 'threads',
          // The files share one module graph and environment per worker: 108 s of CPU instead of
          // 389 s for the 146 files on the 2-core machine (the words, MUI and jsdom load once).
          isolate: false,
          testTimeout: 30_000,
          retry,
        },
      },
      {
        // The few web files that read module state the app keeps once per page, each in its own graph.
        test: {
          name: 'web-isolated',
          include: WEB_OWN_MODULE_GRAPH,
          sequence: { groupOrder: 2 },
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          pool: 'threads',
          testTimeout: 30_000,
          retry,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.int.test.ts'],
          // Migrates once per run; every test app starts from a copy (apps/api/src/test/).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          retry,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Every file builds the whole API (Fastify and every module): imported once for the run
          // instead of once a file, the 96 files take 447 s instead of 702 s on the 2-core machine.
          // Each file still opens its own database and app, so nothing of one test reaches another.
          isolate: false,
        },
      },
    ],
  },
});
