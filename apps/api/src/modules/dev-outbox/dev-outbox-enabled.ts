import type { Config } from '../../config.js';

/**
 * Whether messages for channels this server is not set up for are captured in the development
 * outbox (decision 50): by default only with NODE_ENV=development (`npm start`, `npm run dev`),
 * with DEV_OUTBOX=true under test, and never in production (the configuration refuses it).
 */
export function devOutboxEnabled(config: Pick<Config, 'NODE_ENV' | 'DEV_OUTBOX'>): boolean {
  if (config.NODE_ENV === 'production') return false;
  return config.DEV_OUTBOX ?? config.NODE_ENV === 'development';
}
