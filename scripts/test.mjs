// `npm test`: type checks, lint, unit and integration tests (Vitest), every benchmark once with a
// tiny budget, then the end-to-end tests in Chromium (Playwright). Every stage runs even
// when an earlier one fails, and the last line sums up the tests: `tests: N passed, N failed, N skipped`.
//
// The integration tests run one file at a time and leave part of the machine idle while they wait
// on the database, so the build, the unit tests, type checks, lint and the benchmark smoke run
// beside them in a second lane, and in the first too once the integration tests are done. What runs
// beside the integration tests is printed a stage at a time, when each stage ends, so that it never
// interleaves with their lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];

/** Runs one stage; `buffered` keeps its output and prints it in one piece when it ends. */
function run(stage, command, args, { env = {}, buffered = false } = {}) {
  const banner = `\n▶ ${stage}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(banner);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (buffered) {
        console.log(banner);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${ok ? '✔' : '✘'} ${stage} ${ok ? 'passed' : 'FAILED'} in ${seconds}s`);
      if (!ok) failedStages.push(stage);
      resolve(ok);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A Vitest run whose JSON report is added to the totals. */
async function vitest(stage, projects, { extraArgs = [], ...options } = {}) {
  const report = path.join(reports, `vitest-${projects.join('-')}.json`);
  const ok = await run(
    stage,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    options,
  );
  const result = readJson(report);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    // In CI a failing test runs once more (vitest.config.ts), as in the end-to-end tests; one that
    // then passed is named here, so that flakiness is seen, not hidden.
    const flaky = result.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
        .map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
    );
    if (flaky.length > 0)
      console.log(`${stage}: ${flaky.length} flaky (passed on the retry):\n  ${flaky.join('\n  ')}`);
  } else if (!ok) {
    totals.failed += 1;
  }
}

/**
 * Benchmarks once with a tiny budget, so that none rots unnoticed (bench/smoke.ts): `which` names
 * them (BENCH_SMOKE_ONLY or BENCH_SMOKE_EXCEPT).
 */
async function benchmarkSmoke(stage, which) {
  const benchReport = path.join(reports, `${stage.replaceAll(/\W+/g, '-')}.json`);
  const benchOk = await run(stage, 'npm', ['run', '--silent', 'bench:smoke', '-w', '@oyna/bench'], {
    env: { BENCH_SMOKE_REPORT: benchReport, ...which },
    buffered: true,
  });
  const bench = readJson(benchReport);
  if (bench) {
    totals.passed += bench.passed;
    totals.failed += bench.failed;
    totals.skipped += bench.skipped;
  } else if (!benchOk) {
    totals.failed += 1;
  }
}

const chromium = chromiumPath();
const buffered = { buffered: true };
let built = false;
// The integration tests keep one core busy; the second lane keeps to the other one. Two threads
// of unit tests and two compilers beside them cost more CPU in all than they saved (on the 2-core
// machine the unit tests took 245 s of CPU beside the integration tests, 104 s alone).
const oneCore = os.availableParallelism() <= 2;
// The integration tests take one lane; the build starts the second. What waits for the build
// (unit tests, type checks, lint, the benchmarks) is one queue, taken a stage at a time by whichever
// lane is free: the second lane from the build on, the first once the integration tests are done
// (in a run on the 2-core machine the second lane's stages took 674 s against the integration
// tests' 537 s, and only the web-vitals benchmark used the first lane's end).
const WEB_BENCHMARKS = 'web-vitals';
const buildDone = chromium
  ? run('build', 'npm', ['run', '--silent', 'build'], buffered).then((ok) => {
      built = ok;
    })
  : Promise.resolve();
const integration = vitest('integration tests', ['integration']);
const afterBuild = [
  () =>
    vitest('unit tests', ['unit', 'web', 'web-isolated'], {
      ...buffered,
      extraArgs: oneCore ? ['--maxWorkers=1'] : [],
    }),
  () =>
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], {
      ...buffered,
      env: oneCore ? { TYPECHECK_LANES: '1' } : {},
    }),
  () => run('lint', 'npm', ['run', '--silent', 'lint'], buffered),
  () => benchmarkSmoke('benchmark smoke', { BENCH_SMOKE_EXCEPT: WEB_BENCHMARKS }),
  // The benchmark that loads the built pages.
  () => benchmarkSmoke('benchmark smoke: web vitals', { BENCH_SMOKE_ONLY: WEB_BENCHMARKS }),
];
/** A lane that, once `free`, takes the queue's next stage until none is left. */
async function lane(free) {
  await free;
  for (let stage = afterBuild.shift(); stage; stage = afterBuild.shift()) await stage();
}
await Promise.all([integration, lane(buildDone), lane(integration.then(() => buildDone))]);

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
} else if (built) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const e2eOk = await run(
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    },
  );
  const stats = existsSync(playwrightReport) ? readJson(playwrightReport)?.stats : undefined;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (!e2eOk) {
    totals.failed += 1;
  }
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
