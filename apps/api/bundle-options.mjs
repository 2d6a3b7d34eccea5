// How the API is bundled: the workspace's own TypeScript (including @oyna/shared) is compiled in;
// npm dependencies stay external and load from node_modules. build.mjs makes the deployed bundles
// with it, and bench/shared/bundled-app.ts the app the in-process benchmarks measure, so that they
// measure the code as it ships.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@oyna/'));

/**
 * esbuild's options for `entryPoints` (paths under apps/api/) written to `outdir` (under apps/api/);
 * typed in bundle-options.d.mts.
 */
export function bundleOptions(entryPoints, outdir) {
  return {
    absWorkingDir: new URL('.', import.meta.url).pathname,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, 'zod'],
    logLevel: 'warning',
  };
}
