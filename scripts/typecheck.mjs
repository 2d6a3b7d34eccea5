// `npm run typecheck`: `tsc -p` for the web app, for what runs on Node, and for the end-to-end
// tests, as many at a time as the machine has cores (tsc checks on one thread). Each
// project's output is printed in one piece when it ends; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

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
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        failed.push(project);
        console.log(`tsc -p ${project}: FAILED in ${seconds}s`);
      } else {
        console.log(`tsc -p ${project}: ok in ${seconds}s`);
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
