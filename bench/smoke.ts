/**
 * `npm run bench:smoke`: every benchmark once with a tiny budget, so that none can rot unnoticed
 * (issue 14: `npm run bench -- booking` no longer started). It proves each one starts, measures
 * and finishes with its invariants, not how fast anything is. Run by `npm test`.
 * The PostgreSQL benchmarks are skipped without TEST_DATABASE_URL, web-vitals without Chromium or
 * a build (`npm run build`). Writes `{passed, failed, skipped}` to BENCH_SMOKE_REPORT when set.
 * BENCH_SMOKE_ONLY or BENCH_SMOKE_EXCEPT (names, comma-separated) run a part of them: `npm test`
 * runs web-vitals after the build and the others beside the integration tests, before it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TINY_BUDGET: Record<string, string> = {
  BENCH_SMOKE: '1',
  BENCH_BALANCER_GAMES: '10',
  BENCH_FORMATION_GAMES: '10',
  BENCH_STANDINGS_SEASONS: '10',
  BENCH_SCHEDULE_RUNS: '2',
  BENCH_BOOKING_PLAYERS: '20',
  BENCH_BOOKING_CLIENTS: '4',
  BENCH_BOOKING_GAMES: '10',
  BENCH_NOTIFICATION_PLAYERS: '20',
  BENCH_NOTIFICATIONS: '200',
  BENCH_SERIES_OCCURRENCES: '28',
  BENCH_ALERTS: '200',
  BENCH_ALERT_GAMES: '20',
  BENCH_DURATION_S: '1',
  BENCH_WARM_UP_S: '0',
  BENCH_CONNECTIONS: '2',
  BENCH_LIGHTHOUSE_RUNS: '1',
  BENCH_LIGHTHOUSE_PAGES: '/',
  BENCH_SKIP_BUILD: '1',
};
for (const [name, value] of Object.entries(TINY_BUDGET)) process.env[name] = value;

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Why a benchmark cannot run here, or null. */
function missing(name: string): string | null {
  if (
    [
      'booking',
      'api-floor',
      'soak',
      'notifications',
      'two-instances',
      'conversation-streams',
      'series-regulars',
      'alerts',
    ].includes(name) &&
    !process.env['TEST_DATABASE_URL']
  ) {
    return 'TEST_DATABASE_URL is not set';
  }
  if (['two-instances', 'conversation-streams'].includes(name) && !process.env['TEST_REDIS_URL'])
    return 'TEST_REDIS_URL is not set';
  if (name === 'web-vitals' && !existsSync(chromium)) return `no Chromium at ${chromium}`;
  if (name === 'web-vitals' && !existsSync(`${root}apps/web/dist/index.html`))
    return 'no build (npm run build)';
  return null;
}

/** What a result line must say besides finishing: no failed request, invariants intact. */
const MUST_SAY: Record<string, RegExp[]> = {
  booking: [/invariants held/, /API hot game [^;]*failures 0;/, /API \d+ games [^;]*failures 0;/],
  'api-floor': [/venues[^;]*errors 0\)/, /games[^;]*errors 0\)/, /dashboard[^;]*errors 0\)/],
  notifications: [/ 0 not sent/],
  alerts: [/a repeat writes 0 /],
  'series-regulars': [/invariants held/, / 0 double bookings/],
  'two-instances': [/rate limit shared/, /invariants held/],
  'conversation-streams': [/ lost 0 /],
  soak: [/500s in all 0;/, /invariants held/, /steady [^;]*timeouts or dropped 0,/],
};

/** The benchmarks BENCH_SMOKE_ONLY and BENCH_SMOKE_EXCEPT leave to this run. */
function chosen(names: string[]): string[] {
  const list = (variable: string) =>
    process.env[variable]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const only = list('BENCH_SMOKE_ONLY');
  const except = list('BENCH_SMOKE_EXCEPT') ?? [];
  const unknown = [...(only ?? []), ...except].filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`bench smoke: no benchmark named ${unknown.join(', ')}`);
  return names.filter((name) => (only ?? names).includes(name) && !except.includes(name));
}

const { BENCHES } = await import('./benches.js');
const totals = { passed: 0, failed: 0, skipped: 0 };
const selected = chosen(Object.keys(BENCHES));
for (const [name, run] of Object.entries(BENCHES).filter(([name]) => selected.includes(name))) {
  const reason = missing(name);
  if (reason) {
    console.log(`bench smoke: ${name} SKIPPED (${reason})`);
    totals.skipped += 1;
    continue;
  }
  const started = performance.now();
  try {
    const line = await run();
    const unmet = (MUST_SAY[name] ?? []).filter((pattern) => !pattern.test(line));
    if (unmet.length > 0) throw new Error(`result does not match ${unmet.join(', ')}:\n${line}`);
    console.log(
      `bench smoke: ${name} ok in ${((performance.now() - started) / 1000).toFixed(1)}s\n  ${line}`,
    );
    totals.passed += 1;
  } catch (error) {
    console.error(`bench smoke: ${name} FAILED`, error);
    totals.failed += 1;
  }
}
console.log(`bench smoke: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const report = process.env['BENCH_SMOKE_REPORT'];
if (report) writeFileSync(report, JSON.stringify(totals));
process.exit(totals.failed > 0 ? 1 : 0);
