// `npm test`: type checks, lint, unit and integration tests (Vitest), then the end-to-end tests
// in Chromium (Playwright), then every benchmark once with a tiny budget. Every stage runs even when an earlier one fails, and the last line
// sums up the tests: `tests: N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

function run(stage, command, args, env = {}) {
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${stage} ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (!ok) failedStages.push(stage);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!vitestOk) {
  totals.failed += 1;
}

const chromium = chromiumPath();
if (!chromium && !isCi) {
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!!  END-TO-END TESTS SKIPPED: Chromium is not installed.                      !!',
      '!!  Install it with:  sudo apt-get install -y chromium                        !!',
      '!!  (or set CHROMIUM_PATH to a Chromium binary) and run npm test again.        !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
} else if (!chromium) {
  console.error('\nCI is set and Chromium is missing: the end-to-end tests are required in CI.');
  failedStages.push('e2e (no Chromium)');
  totals.failed += 1;
} else if (run('build', 'npm', ['run', '--silent', 'build'])) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = existsSync(playwrightReport) ? readJson(playwrightReport)?.stats : undefined;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (!e2eOk) {
    totals.failed += 1;
  }
}

// Every benchmark once with a tiny budget, so that none rots unnoticed (bench/smoke.ts).
const benchReport = path.join(reports, 'bench-smoke.json');
const benchOk = run('benchmark smoke', 'npm', ['run', '--silent', 'bench:smoke', '-w', '@oyna/bench'], {
  BENCH_SMOKE_REPORT: benchReport,
});
const bench = readJson(benchReport);
if (bench) {
  totals.passed += bench.passed;
  totals.failed += bench.failed;
  totals.skipped += bench.skipped;
} else if (!benchOk) {
  totals.failed += 1;
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
