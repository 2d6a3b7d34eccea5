// Bundles the API into dist/server.js (and the worker and the command-line tools) with the options
// of bundle-options.mjs.
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

await build(
  bundleOptions(
    [
      'src/server.ts',
      'src/worker.ts',
      'src/seed/run-seed.ts',
      'src/backup/run-backup.ts',
      'src/backup/run-restore.ts',
    ],
    'dist',
  ),
);
