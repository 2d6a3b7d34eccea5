import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '../apps/api/src/config.js';

/**
 * The API's configuration for a benchmark: production mode (as deployed), random secrets, the
 * sandbox payment provider allowed as on a test deployment, and limits out of the way. One place,
 * so that a new production rule in config.ts cannot break one bench and not the others.
 */
export function benchConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(benchEnv(overrides));
}

/** The same configuration as environment variables, for an API started as its own process (`server.ts`). */
export function benchEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    ...overrides,
  };
}

/** A smoke run (`npm run bench:smoke`): the same code with a tiny budget, to prove it still starts and finishes. */
export const IS_SMOKE_RUN = process.env['BENCH_SMOKE'] === '1';

/** A benchmark's size: `BENCH_…` from the environment, else `normal`, or `smoke` in a smoke run. */
export const knob = (name: string, normal: number, smoke: number): number =>
  Number(process.env[name] ?? (IS_SMOKE_RUN ? smoke : normal));
