import type { Config } from '../../config.js';

/**
 * Whether the end-to-end fixture routes exist (decision 57): only with E2E_FIXTURES=true, and never
 * with NODE_ENV=production (the configuration refuses the pair; this answers no as well).
 */
export function devFixturesEnabled(config: Pick<Config, 'NODE_ENV' | 'E2E_FIXTURES'>): boolean {
  return config.NODE_ENV !== 'production' && config.E2E_FIXTURES;
}
