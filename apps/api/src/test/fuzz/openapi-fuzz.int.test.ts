import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test-app.js';
import { installWriteCounter } from './database-writes.js';
import { signInActors } from './fuzz-actors.js';
import { formatFuzzReport } from './fuzz-report.js';
import { type FuzzResult, runFuzz } from './fuzz-run.js';
import { loadIdPools } from './id-pools.js';
import { operationsOf } from './openapi-operations.js';
import { type ServerErrors, captureServerErrors } from './server-errors.js';

/** `npm run fuzz` raises the budget (FUZZ_RUNS=30000); FUZZ_SEED replays another sequence. */
const BUDGET = Number(process.env['FUZZ_RUNS'] ?? 2_000);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_414);
const RUN_TIMEOUT_MS = Math.max(150_000, BUDGET * 60);

describe('hostile requests built from the OpenAPI document, as a visitor, a player and an admin', () => {
  let test: TestApp;
  let result: FuzzResult;
  const failuresOf = (rule: string) => result.failures.filter((failure) => failure.rule === rule);

  beforeAll(async () => {
    let serverErrors: ServerErrors | undefined;
    test = await createTestApp({
      driver: 'pglite',
      seed: true,
      env: { LOGIN_IP_MAX_ATTEMPTS: '1000000' },
      beforeReady: (app) => {
        serverErrors = captureServerErrors(app);
      },
    });
    if (!serverErrors) throw new Error('server errors are not captured');
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<unknown>();
    const api = operationsOf(document);
    const db = test.database.db;
    const actors = await signInActors(test.app, db);
    const context = { components: api.components, pools: await loadIdPools(db) };
    await installWriteCounter(db);
    result = await runFuzz({ app: test.app, db, api, context, actors, serverErrors, budget: BUDGET, seed: SEED });
    console.log(formatFuzzReport(result));
  }, RUN_TIMEOUT_MS);
  afterAll(() => test?.close());

  it('reach every operation of the document, and get some valid-ish requests through', () => {
    expect(result.operations).toBeGreaterThan(100);
    expect(result.operationsAnswered2xx).toBeGreaterThan(result.operations / 3);
  });

  it('never get a 5xx', () => {
    expect(failuresOf('5xx'), formatFuzzReport({ ...result, failures: failuresOf('5xx') })).toEqual([]);
  });

  it('get every refusal as {detail, code}', () => {
    const failures = failuresOf('error body');
    expect(failures, formatFuzzReport({ ...result, failures })).toEqual([]);
  });

  it('change nothing in the database when refused', () => {
    const failures = failuresOf('refused but wrote');
    expect(failures, formatFuzzReport({ ...result, failures })).toEqual([]);
  });
});
