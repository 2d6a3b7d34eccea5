import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs, it has no type declarations
import { chromiumPath } from '../scripts/chromium-path.mjs';
import {
  BASE_URL,
  E2E_PORT,
  GOOGLE_REDIRECT_URI,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  SMTP_PORT,
  STRAVA_BASE_URL,
  STRAVA_CLIENT_ID,
  STRAVA_CLIENT_SECRET,
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_BOT_USERNAME,
} from './support/env';

const port = E2E_PORT;
const baseURL = BASE_URL;
// A fresh database for every run, seeded with the demo data: PostgreSQL when TEST_DATABASE_URL is
// set (server.mjs), else the embedded one in this folder.
const dataDir = path.join(os.tmpdir(), `oyna-e2e-${process.pid}-${Date.now()}`);

/**
 * Written for the desktop width alone (their flows are the same on a phone, or are checked there by
 * others). The admin console and the money desk are used at a desk: their flows run at 1280 px, and
 * one test of admin.spec opens a 390 px tab to check that the drawer and the tables fit a phone.
 */
const DESKTOP_ONLY_SPECS = [
  '**/accessibility.spec.ts',
  '**/admin.spec.ts',
  '**/admin-money.spec.ts',
  '**/competitions.spec.ts',
  '**/competitions-edit.spec.ts',
  '**/competitions-scored.spec.ts',
];
/** What a page shows differently at the desktop width, so each runs at both. */
const BOTH_WIDTHS_SPECS = [
  '**/bottom-nav.spec.ts', // the bar on phones, none on desktop
  '**/finding-games.spec.ts', // the filters: a panel beside the list, a sheet on phones
  '**/formation.spec.ts', // dragging on desktop, tapping on phones
  '**/landing.spec.ts', // the landing's menu
  '**/layout.spec.ts', // the drawer, open beside the page or over it
  '**/notifications.spec.ts', // the bell's popover on desktop, the page on phones
  '**/tabs-in-view.spec.ts', // tab bars that scroll on phones and overflow at 1280
];

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The machine is offline and the tests must not depend on telegram.org: its names do not
  // resolve. (A `page.route` in every test did this before; routing turns off the browser's HTTP
  // cache and sends every request of the page through the test process.)
  '--host-resolver-rules=MAP telegram.org ~NOTFOUND, MAP *.telegram.org ~NOTFOUND',
  // No GPU process: without a GPU, Chromium composites in software in a process of its own, and
  // every frame crosses to it and back. In the browser's process instead, games, venues and
  // layout.spec took 209-212 s of the machine's CPU against 237-246 s, and 116-118 s of wall time
  // against 128-142 s (two runs each, alternating).
  '--in-process-gpu',
];

export default defineConfig({
  testDir: './tests',
  // The local OpenID Connect provider that plays Google and the fake Strava (support/).
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  // A test's own limit: 30 s locally; in CI, where the whole suite shares two cores with the API
  // and two browsers, 60 s, so that a slow moment fails nothing that works (stop 25's CI failed on
  // the Strava test at 30 s on both tries, its eight page loads on a machine at load 10).
  timeout: process.env['CI'] ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A phone in Baku; the app detects the browser language after ?lang and the stored choice.
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
    // Recording a trace of every test is costly (a 34-test sample: 83-123 s of CPU with it, 49-52 s
    // without). In CI a failing test is retried once and the retry records one; locally every
    // failure keeps its trace.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No service worker unless a test is about it (landing.spec, web-push.spec allow it): a worker
    // that has taken over a page sends its requests to other sites past `page.route` (Playwright's
    // documented limit), so the fake Telegram widget and the block on telegram.org would depend on
    // whether it had installed yet; nor does every test download the precached files again.
    serviceWorkers: 'block',
    // The sign-in pages' drifting backdrop (it stops under reduced motion) keeps a core busy for
    // every open page in Chromium without a GPU: idle /login 100% of a core, 1% with this.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
  },
  // Players book on phones: every flow runs at 390 px. The desktop width (docs/decisions/0056-end-to-end-tests-at-phone-width.md)
  // runs only the specs whose page differs there (the drawer, popovers, tables, dragging, the
  // admin console) and those written for it alone; a flow that is the same at both widths is not
  // walked twice.
  // The desktop project comes first: it holds the longest tests (the accessibility sweeps, the cup
  // final that waits for its kick-off), and the phone's many short ones then fill the end of the run
  // on both workers instead of one worker finishing a long test alone.
  projects: [
    {
      name: 'desktop',
      testMatch: [...DESKTOP_ONLY_SPECS, ...BOTH_WIDTHS_SPECS],
      // Of those, a test whose page is the same at both widths runs at 390 px only (ONE_WIDTH).
      grepInvert: /@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY_SPECS,
      // Of the specs that run at both widths, a test about the desktop width alone (DESKTOP_WIDTH).
      grepInvert: /@desktop-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // The API, on a PostgreSQL database of its own when TEST_DATABASE_URL names a server (server.mjs).
    command: 'node server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    // SIGTERM, so that server.mjs can drop its database once the API has closed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every browser signs in from 127.0.0.1, the demo accounts many times a minute: the login
      // limits per address and per account and address would otherwise trip.
      LOGIN_IP_MAX_ATTEMPTS: '100000',
      LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: '100000',
      JWT_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnop',
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      GOOGLE_ISSUER: OIDC_ISSUER,
      GOOGLE_REDIRECT_URI,
      TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME,
      // Strava's callback page is PUBLIC_URL/integrations/strava/callback.
      PUBLIC_URL: baseURL,
      STRAVA_CLIENT_ID,
      STRAVA_CLIENT_SECRET,
      STRAVA_BASE_URL,
      // Emails (password reset, address checks, notifications) go to the local SMTP server.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Oyna <no-reply@oyna.test>',
      // The shared server sends; dev-outbox.spec.ts starts its own without channels (decision 50).
      DEV_OUTBOX: 'false',
      // Tests move a match's kick-off into the past instead of waiting for it (decision 57).
      E2E_FIXTURES: 'true',
    },
  },
});
