import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs, it has no type declarations
import { chromiumPath } from '../scripts/chromium-path.mjs';

const port = Number(process.env['E2E_PORT'] ?? 3199);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database for every run, seeded with the demo data.
const dataDir = path.join(os.tmpdir(), `oyna-e2e-${process.pid}-${Date.now()}`);

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // A phone in Baku; the app detects the browser language after ?lang and the stored choice.
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
  },
});
