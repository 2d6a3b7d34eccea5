import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The folders directly under `folder` (relative to the repository), sorted. */
function foldersIn(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The text of the `## <heading>` section of docs/architecture.md, up to the next `## `. */
function section(heading: string): string {
  const start = architecture.split('\n').findIndex((line) => line.startsWith(`## ${heading}`));
  if (start === -1) throw new Error(`docs/architecture.md has no "## ${heading}" section`);
  const rest = architecture.split('\n').slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n');
}

/** The names of `names` that `text` never writes in backticks as `` `<prefix><name>` ``. */
function unmentioned(names: string[], text: string, prefix = ''): string[] {
  return names.filter((name) => !text.includes(`\`${prefix}${name}\``));
}

describe('docs/architecture.md names every folder of the code', () => {
  it('every API module (apps/api/src/modules/<name>) has its `name` in the "API modules" section', () => {
    expect(unmentioned(foldersIn('apps/api/src/modules'), section('API modules'))).toEqual([]);
  });

  it('every web feature (apps/web/src/features/<name>) has its `name` in the "Web features" section', () => {
    expect(unmentioned(foldersIn('apps/web/src/features'), section('Web features'))).toEqual([]);
  });

  it('every package (packages/<name>) has its `packages/name` in the "Layers" section', () => {
    expect(unmentioned(foldersIn('packages'), section('Layers'), 'packages/')).toEqual([]);
  });
});
