import webpush from 'web-push';
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
const BUDGET = Number(process.env['FUZZ_RUNS'] ?? 3_000);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_414);
const RUN_TIMEOUT_MS = Math.max(150_000, BUDGET * 60);

describe('hostile requests built from the OpenAPI document, as a visitor, a player and an admin', () => {
  let test: TestApp;
  let result: FuzzResult;
  const failuresOf = (rule: string) => result.failures.filter((failure) => failure.rule === rule);

  beforeAll(async () => {
    let serverErrors: ServerErrors | undefined;
    const vapid = webpush.generateVAPIDKeys();
    test = await createTestApp({
      driver: 'pglite',
      seed: true,
      // Push keys, so that subscribing is fuzzed past the switch (nothing is sent: no dispatcher runs).
      env: {
        LOGIN_IP_MAX_ATTEMPTS: '1000000',
        LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: '1000000',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        // Channels not set up are kept in the outbox, so that phone sign-in is fuzzed past its switch too.
        DEV_OUTBOX: 'true',
        // A bot, so that the Mini App's sign-in checks the init data it is sent instead of answering
        // 503; its Bot API is a closed port here, so sharing a prepared message meets a Bot API that is down.
        TELEGRAM_BOT_TOKEN: '123456:fuzz-bot-token',
        TELEGRAM_BOT_USERNAME: 'oyna_fuzz_bot',
        TELEGRAM_API_URL: 'http://127.0.0.1:9',
      },
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
    result = await runFuzz({
      app: test.app,
      db,
      api,
      context,
      actors,
      serverErrors,
      budget: BUDGET,
      seed: SEED,
    });
    // The summary belongs in the log of every run, passing or not.
    process.stdout.write(`${formatFuzzReport(result)}\n`);
  }, RUN_TIMEOUT_MS);
  afterAll(() => test?.close());

  const expectNo = (rule: string) => {
    const failures = failuresOf(rule);
    expect(failures.length, formatFuzzReport({ ...result, failures })).toBe(0);
  };

  it('reach every operation of the document, get valid-ish requests through, and see their writes', () => {
    expect(result.operations).toBeGreaterThan(100);
    expect(result.operationsAnswered2xx).toBeGreaterThan(result.operations / 3);
    expect(result.requestsThatWrote).toBeGreaterThan(0);
  });

  it('never get a 5xx', () => expectNo('5xx'));

  it('get every refusal as {detail, code}', () => expectNo('error body'));

  it('change nothing in the database when refused', () => expectNo('refused but wrote'));

  it('refuse a body with a 5,000-item array', () => expectNo('huge array accepted'));

  it('never give a visitor an organizer’s phone number (the demo organizer allows WhatsApp)', () =>
    expectNo('phone to a visitor'));
});
