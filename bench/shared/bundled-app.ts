/**
 * The API's `buildApp` as it ships: bundled by esbuild with the deployed bundle's options
 * (apps/api/bundle-options.mjs), once per bench run, for the benchmarks that measure the app in
 * their own process. Through tsx the API would be compiled with `keepNames`, which wraps every
 * function a request creates in a call that names it (about 4 µs a request on a cached answer,
 * bench/README.md): code the deployed bundle does not run.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from '../../apps/api/bundle-options.mjs';
import type { buildApp } from '../../apps/api/src/app.js';

type BuildApp = typeof buildApp;

/** Inside apps/api, so that the bundle finds the API's dependencies in node_modules. */
const OUT_DIR = 'dist/bench';
let loaded: Promise<BuildApp> | null = null;

async function bundleAndLoad(): Promise<BuildApp> {
  await build(bundleOptions(['src/app.ts'], OUT_DIR));
  const file = fileURLToPath(new URL(`../../apps/api/${OUT_DIR}/app.js`, import.meta.url));
  const module = (await import(pathToFileURL(file).href)) as { buildApp: BuildApp };
  return module.buildApp;
}

/** `buildApp` from the API's bundle, made from the source at the first call of a run. */
export function bundledBuildApp(): Promise<BuildApp> {
  loaded ??= bundleAndLoad();
  return loaded;
}
