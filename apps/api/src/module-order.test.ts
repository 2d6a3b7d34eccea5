import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API modules import each other in one direction (docs/architecture.md, "Module order"): a
 * module may import only those before it. An import the other way is a cycle in waiting: the lower
 * module publishes what happened instead, and the higher one subscribes.
 */
export const MODULE_ORDER = [
  'audit',
  'dev-outbox',
  'notifications',
  'wallet',
  'users',
  'auth',
  'venues',
  'reliability',
  'games',
  'referees',
  'sides',
  'results',
  'ratings',
  'teams',
  'matches',
  'competitions',
  'team-matches',
  'onboarding',
  'integrations',
  'public',
  'health',
  'dev-fixtures',
] as const;

/**
 * The imports against the order found when it was written (issue 30), each to be replaced by an
 * event or a registration from above: none may be added, and one that goes must leave the list.
 */
const KNOWN_UPWARD_IMPORTS = [
  'notifications/notification-clock.ts -> competitions',
  'notifications/notification-work.ts -> competitions',
  'notifications/telegram/answer-telegram-action.ts -> games',
  'teams/delete-team.ts -> team-matches',
  'venues/deactivate-venue.ts -> games',
];

const modulesFolder = fileURLToPath(new URL('./modules/', import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)'/g;

function* productionFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* productionFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every import of one module by another, as `file -> module`, tests and test helpers aside. */
function crossModuleImports(): { from: string; to: string; line: string }[] {
  const found: { from: string; to: string; line: string }[] = [];
  for (const module of readdirSync(modulesFolder)) {
    for (const path of productionFiles(join(modulesFolder, module))) {
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
        if (!specifier) continue;
        const target = relative(modulesFolder, normalize(join(dirname(path), specifier)));
        const to = target.split('/')[0] ?? '';
        if (target.startsWith('..') || to === module) continue;
        const from = relative(modulesFolder, path);
        found.push({ from, to, line: `${from} -> ${to}` });
      }
    }
  }
  return found;
}

describe('the API modules import in one direction', () => {
  const rank = new Map<string, number>(MODULE_ORDER.map((name, index) => [name, index]));

  it('every module has its place in the order', () => {
    expect(readdirSync(modulesFolder).filter((name) => !rank.has(name))).toEqual([]);
  });

  it('no module imports one after it, beyond the imports listed to be replaced', () => {
    const upward = crossModuleImports()
      .filter(({ from, to }) => (rank.get(to) ?? -1) > (rank.get(from.split('/')[0] ?? '') ?? -1))
      .map(({ line }) => line);
    const unique = [...new Set(upward)].sort();
    expect(unique.filter((line) => !KNOWN_UPWARD_IMPORTS.includes(line))).toEqual([]);
    expect(KNOWN_UPWARD_IMPORTS.filter((line) => !unique.includes(line))).toEqual([]);
  });
});
