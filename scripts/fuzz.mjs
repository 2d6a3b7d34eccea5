// `npm run fuzz`: the OpenAPI fuzz test (apps/api/src/test/fuzz) with a large budget:
// FUZZ_RUNS requests (30000 unless set), FUZZ_SEED for another deterministic sequence.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '30000' };
const args = ['vitest', 'run', '--project', 'integration', 'apps/api/src/test/fuzz'];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
