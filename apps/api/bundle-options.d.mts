import type { BuildOptions } from 'esbuild';

/** esbuild's options for `entryPoints` (paths under apps/api/) written to `outdir` (under apps/api/). */
export function bundleOptions(entryPoints: string[], outdir: string): BuildOptions;
