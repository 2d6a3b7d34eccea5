/**
 * bench/web-vitals: builds the product, serves the production build (the API with the web app,
 * on an embedded database with the demo data), and runs Lighthouse with mobile settings (its
 * defaults: a mid-range phone, simulated slow 4G and 4x CPU slowdown) in Debian's Chromium on
 * the landing page (`/`), sign-in (`/login`), registration (`/register`) and, signed in as the
 * demo player, `/dashboard` and `/games` (issues 21 and 35). A visitor's page is measured from a
 * cold start: no HTTP cache, no service worker. A signed-in page is measured twice (decision 112):
 * as a returning player opens it (the page opened twice before in the same browser, so that its
 * files are in the HTTP cache with V8's compiled code beside them and the service worker is
 * installed) and as the first load after a deploy (nothing cached); both with the session the app
 * keeps in localStorage, written before Lighthouse loads the page. The load average is printed
 * beside the numbers: the machine is shared and Lighthouse's scores fall under load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../../apps/api/src/app.js';
import { IS_SMOKE_RUN, benchConfig } from '../bench-config.js';
import { openDatabase } from '../../apps/api/src/db/database.js';
import { seedDemoData } from '../../apps/api/src/seed/seed-database.js';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/api/src/seed/demo-accounts.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Runs per page; the median by performance score is reported (Lighthouse varies run to run). */
const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const PAGES = (process.env['BENCH_LIGHTHOUSE_PAGES'] ?? '/,/login,/register,/dashboard,/games').split(',');
/** Pages a visitor cannot open: measured signed in as the demo player. */
const SIGNED_IN_PAGES = new Set(['/dashboard', '/games']);

/**
 * How a signed-in page is opened (decision 112): `returning`, as a player who was here before
 * (files cached, the service worker installed); `deploy`, the first load after a deploy changed
 * every file (nothing cached). A visitor's page is always `deploy`: nothing of the site is cached.
 */
type Visit = 'returning' | 'deploy';
const VISIT_LABELS: Record<Visit, string> = {
  returning: 'returning player (files cached)',
  deploy: 'first load after a deploy (nothing cached)',
};
const VISITS = (process.env['BENCH_LIGHTHOUSE_VISITS'] ?? 'returning,deploy').split(',').map((visit) => {
  if (!(visit in VISIT_LABELS))
    throw new Error(`BENCH_LIGHTHOUSE_VISITS: no visit "${visit}" (returning, deploy)`);
  return visit as Visit;
});
/**
 * Openings of the page before a returning player's run: Chromium keeps V8's compiled code of a
 * cached script from its second run (and of a script the service worker cached, at once).
 */
const OPENINGS_BEFORE_RETURNING = 2;
/** How long an opened page is left to settle (its live stream stays open, so there is no network idle). */
const SETTLE_AFTER_OPENING_MS = 2000;
/** A folder to keep every run's Lighthouse report (JSON) in, for its diagnostics; none by default. */
const REPORTS_DIR = process.env['BENCH_LIGHTHOUSE_REPORTS'];

/** The budget of issues 4 and 21, and issue 35's blocking time for a returning player. */
const TARGETS = { performance: 95, accessibility: 100, cls: 0, landingJsKb: 120, returningTbtMs: 200 };

interface PageResult {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript bytes over the wire (gzip/brotli as served) during the load, before any interaction. */
  jsTransferKb: number;
  /** The same scripts' size as the browser evaluates them (uncompressed), however they came. */
  jsResourceKb: number;
  jsFiles: number;
  /** Main-thread time evaluating JavaScript during the load (Lighthouse's 'scriptEvaluation', at its 4x CPU). */
  scriptEvaluationMs: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  sessionTargetType?: string;
}

function median<T>(values: T[], by: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Lighthouse's own recording failures ("Please run Lighthouse again", e.g. NO_NAVSTART): tried again. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function audit(url: string, port: number, session: string | null, visit: Visit): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await resetBrowser(url, port, session, visit === 'returning' ? OPENINGS_BEFORE_RETURNING : 0);
      return await auditOnce(url, port, session !== null);
    } catch (error) {
      const retriable = error instanceof Error && /run Lighthouse again/i.test(error.message);
      if (!retriable || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A cold start for each run: the HTTP cache, the service worker and all storage of the origin
 * cleared, then (signed in) the session written where the app keeps it, and the page opened
 * `openings` times (a returning player). Lighthouse clears storage itself unless told not to,
 * which a signed-in page needs.
 */
async function resetBrowser(
  url: string,
  port: number,
  session: string | null,
  openings: number,
): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (session !== null) {
      await page.goto(`${origin}/robots.txt`);
      // A string evaluated in the page (this file is compiled without the DOM's types).
      await page.evaluate(
        `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(session)})`,
      );
      // And what the app writes beside it once the player is signed in (decision 45): their
      // language (localStorage and its cookie mirror) and, for a plain player, the hint with which
      // the server sends /dashboard and /games drawn, as it does for a returning player.
      const user = (JSON.parse(session) as { state: { user: { first_name?: string; language?: string } } })
        .state.user;
      const cookies = [
        user.language && `${LANGUAGE_COOKIE}=${user.language}`,
        user.first_name && `${SHELL_HINT_COOKIE}=${encodeURIComponent(user.first_name)}`,
      ].filter(Boolean);
      await page.evaluate(
        [
          user.language ? `localStorage.setItem('i18nextLng', ${JSON.stringify(user.language)});` : '',
          ...cookies.map((cookie) => `document.cookie = ${JSON.stringify(`${cookie}; Path=/`)};`),
        ].join(''),
      );
    }
    for (let opening = 0; opening < openings; opening++) {
      await page.goto(url, { waitUntil: 'load' });
      // The service worker's install (its precache) and the compiled code written beside the
      // cached scripts, both after the load: the page's own idle moment.
      await page.evaluate(
        `Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 5000))])`,
      );
      await new Promise((done) => setTimeout(done, SETTLE_AFTER_OPENING_MS));
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function auditOnce(url: string, port: number, signedIn: boolean): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed in: keep the session written by resetBrowser (which also emptied the caches).
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const mainThreadGroups = ((
    lhr.audits['mainthread-work-breakdown']?.details as
      { items?: { group: string; duration: number }[] } | undefined
  )?.items ?? []) as { group: string; duration: number }[];
  // The page's own scripts: not those the service worker fetches for its cache after load.
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && (item.sessionTargetType ?? 'page') === 'page',
  );
  return {
    performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsResourceKb: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    scriptEvaluationMs:
      mainThreadGroups.find((item) => item.group === 'scriptEvaluation')?.duration ?? Number.NaN,
  };
}

function describe(page: string, result: PageResult, visit: Visit | null): string {
  const misses = [
    result.performance < TARGETS.performance && `performance < ${TARGETS.performance}`,
    result.accessibility < TARGETS.accessibility && `accessibility < ${TARGETS.accessibility}`,
    result.cls > TARGETS.cls && `CLS > ${TARGETS.cls}`,
    visit === 'returning' && result.tbtMs > TARGETS.returningTbtMs && `TBT > ${TARGETS.returningTbtMs} ms`,
    page === '/' && result.jsTransferKb > TARGETS.landingJsKb && `JS > ${TARGETS.landingJsKb} KB`,
  ].filter(Boolean);
  return (
    `${page}${visit ? `, ${VISIT_LABELS[visit]}` : ''}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
    `LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, ` +
    `JS before interaction ${result.jsTransferKb.toFixed(1)} KB over the network ` +
    `(${result.jsResourceKb.toFixed(1)} KB uncompressed) in ${result.jsFiles} files, ` +
    `${Math.round(result.scriptEvaluationMs)} ms evaluating it` +
    (misses.length ? ` [missed: ${misses.join(', ')}]` : ' [targets met]')
  );
}

/** The session key of the web app (apps/web/src/lib/storage-keys.ts). */
const SESSION_STORAGE_KEY = 'auth-storage';
/** The signed-in hint (apps/web/src/lib/session/signed-in-shell-hint.ts). */
const SHELL_HINT_COOKIE = 'oyna_shell';
/** The language's cookie mirror (apps/web/src/lib/storage-keys.ts). */
const LANGUAGE_COOKIE = 'i18nextLng';

/** The 1, 5 and 15 minute load averages (Linux), or "n/a". */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}

/**
 * Signs the demo player in through the API and returns what the web app stores after a sign-in
 * (zustand's persisted `auth-storage`): the token pair and the user from /auth/me.
 */
async function signIn(origin: string): Promise<string> {
  const player = demoAccounts[0];
  if (!player) throw new Error('no demo account to sign in with');
  const login = await fetch(`${origin}/api/v1/auth/login/json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in for the bench failed: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const me = await fetch(`${origin}/api/v1/auth/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  if (!me.ok) throw new Error(`/auth/me for the bench failed: ${me.status}`);
  const user = (await me.json()) as Record<string, unknown>;
  delete user['balance'];
  return JSON.stringify({
    state: { user, token: tokens.access_token, refreshToken: tokens.refresh_token, isAuthenticated: true },
    version: 0,
  });
}

export async function runWebVitalsBench(): Promise<string> {
  const loadBefore = loadAverage();
  if (process.env['BENCH_SKIP_BUILD'] !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'oyna-web-vitals-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  // A smoke run serves an empty database: it proves the bench runs, not how fast the page is.
  if (!IS_SMOKE_RUN) await seedDemoData(database.db);
  const config = benchConfig({ WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist') });
  const app = await buildApp({ config, database, logger: false });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const lines: string[] = [];
    for (const page of PAGES) {
      const signedIn = SIGNED_IN_PAGES.has(page);
      for (const visit of signedIn ? VISITS : (['deploy'] as const)) {
        const runs: PageResult[] = [];
        for (let run = 0; run < RUNS; run++) {
          // A fresh sign-in per run: the access token lives 15 minutes and refresh tokens rotate.
          const session = signedIn ? await signIn(origin) : null;
          runs.push(await audit(`${origin}${page}`, chrome.port, session, visit));
        }
        lines.push(
          `${describe(
            page,
            median(runs, (result) => result.performance),
            signedIn ? visit : null,
          )} (load average ${loadAverage()})`,
        );
      }
    }
    return `web-vitals (Lighthouse ${RUNS} runs per page, median; mobile, simulated slow 4G and 4x CPU; load average before ${loadBefore}):\n  ${lines.join('\n  ')}`;
  } finally {
    await chrome.kill();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
