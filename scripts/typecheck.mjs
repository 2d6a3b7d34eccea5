// `npm run typecheck`: the type checks of the web app, of what runs on Node, and of the end-to-end
// tests, as many at a time as the machine has cores. Each project's output is printed in one piece
// when it ends; the exit code is 1 if any failed.
//
// The checker is tsgo, TypeScript's native compiler (@typescript/native-preview; decision 71): the
// same checks as tsc for these projects in about a quarter of the CPU time (the web app: 9 s
// against 33 s beside the integration tests). Each check runs on one thread (--singleThreaded):
// the projects already run side by side, and in `npm test` the other core is the integration
// tests'. `TYPECHECK_COMPILER=tsc` checks with the TypeScript package instead (the editors' one).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const COMPILERS = {
  tsgo: {
    bin: path.join(root, 'node_modules', '@typescript', 'native-preview', 'bin', 'tsgo'),
    args: ['--singleThreaded'],
  },
  tsc: { bin: path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), args: [] },
};
const compilerName = process.env['TYPECHECK_COMPILER'] ?? 'tsgo';
const compiler = COMPILERS[compilerName];
if (!compiler) {
  console.error(`TYPECHECK_COMPILER: tsgo or tsc, not ${compilerName}`);
  process.exit(1);
}

// The largest first, so that the small one fills the gap at the end. What runs on Node and the
// packages are one program (tsconfig.node.json): the benchmarks import the API and both import the
// packages, so checked apart they checked the same files two or three times (143 s against 51 s).
const PROJECTS = ['apps/web', 'tsconfig.node.json', 'e2e'];

// TYPECHECK_LANES: fewer, when something else has the other cores (npm test's integration tests).
const lanes = Math.max(
  1,
  Math.min(PROJECTS.length, Number(process.env['TYPECHECK_LANES'] ?? os.availableParallelism())),
);
const queue = [...PROJECTS];
const failed = [];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [compiler.bin, '-p', project, ...compiler.args], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        failed.push(project);
        console.log(`${compilerName} -p ${project}: FAILED in ${seconds}s`);
      } else {
        console.log(`${compilerName} -p ${project}: ok in ${seconds}s`);
      }
      resolve();
    });
  });
}

async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) await check(project);
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length > 0) {
  console.log(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
