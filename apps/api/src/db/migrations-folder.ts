import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed drizzle-kit migrations (`apps/api/drizzle`), found by walking up from this file,
 * so it works from the TypeScript source and from the bundled `dist/server.js` alike.
 */
export function migrationsFolder(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(directory, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    directory = path.dirname(directory);
  }
  throw new Error('The drizzle migrations folder was not found next to the API');
}
