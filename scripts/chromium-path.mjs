import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): the browser the end-to-end tests and benchmarks drive. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
