// Bundles the API into dist/server.js: the workspace's own TypeScript (including @oyna/shared)
// is compiled in; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@oyna/'));

await build({
  entryPoints: [
    'src/server.ts',
    'src/worker.ts',
    'src/seed/run-seed.ts',
    'src/backup/run-backup.ts',
    'src/backup/run-restore.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
