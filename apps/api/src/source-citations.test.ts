import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const self = fileURLToPath(import.meta.url);
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'docs', 'scripts'];
const SKIP = new Set([
  'node_modules',
  'dist',
  'results',
  '.prerender',
  '.prerender-auth',
  '.prerender-signed-in',
  'drizzle',
]);
const TEXT = /\.(ts|tsx|js|mjs|md|json|css|html)$/;
/** Documents that are not in the repository: cite docs/decisions/ or docs/product-rules.md instead. */
const OUTSIDE = /DESIGN\.md|the spec\b|spec section|spec's/i;

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

describe('citations', () => {
  it('code and docs cite decision records or docs/product-rules.md, never documents outside the repository', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const path of files(join(root, folder))) {
        if (path === self) continue;
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (OUTSIDE.test(line)) found.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
