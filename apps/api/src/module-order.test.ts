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
  'series',
  'alerts',
  'calendar',
  'teams',
  'matches',
  'competitions',
  'team-matches',
  'team-slots',
  'conversations',
  'onboarding',
  'integrations',
  'public',
  'health',
  'dev-fixtures',
] as const;

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

const rank = new Map<string, number>(MODULE_ORDER.map((name, index) => [name, index]));

/** The imports of a module that run against the order (to a module after it): any cycle has one. */
function againstTheOrder(imports: readonly { from: string; to: string; line: string }[]): string[] {
  const upward = imports
    .filter(({ from, to }) => (rank.get(to) ?? -1) > (rank.get(from.split('/')[0] ?? '') ?? -1))
    .map(({ line }) => line);
  return [...new Set(upward)].sort();
}

describe('the API modules import in one direction', () => {
  it('every module has its place in the order', () => {
    expect(readdirSync(modulesFolder).filter((name) => !rank.has(name))).toEqual([]);
  });

  it('no module imports one after it (a cascade, job or bot action is handed in from above: module-hooks.ts)', () => {
    expect(againstTheOrder(crossModuleImports())).toEqual([]);
  });

  it('a cycle between two modules always shows as an import against the order', () => {
    const cycle = [
      { from: 'games/cancel-game.ts', to: 'wallet', line: 'games/cancel-game.ts -> wallet' },
      { from: 'wallet/get-wallet.ts', to: 'games', line: 'wallet/get-wallet.ts -> games' },
    ];
    expect(againstTheOrder(cycle)).toEqual(['wallet/get-wallet.ts -> games']);
  });
});
