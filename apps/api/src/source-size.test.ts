import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Small files that do one thing, features within their limit (docs/architecture.md): a web feature
 * of at most ~2,000 lines and a source file of at most ~400, tests and test helpers not counted.
 * What is over today is listed below with the size it may not grow past, until it is split
 * (issue 30); a listed one that comes under its limit must leave the list.
 */
const FEATURE_LIMIT = 2_000;
const FILE_LIMIT = 400;

/** Web features over the limit, each with its size when it was listed: it may shrink, never grow. */
const FEATURES_TO_SPLIT: Record<string, number> = {};

/** Files over the limit: data-like ones for good (with the reason), the rest until they are split. */
const LONG_FILES: Record<string, { lines: number; why: string }> = {
  'packages/shared/src/errors/error-catalogue.ts': {
    lines: 673,
    why: 'data: every error code with its words',
  },
  'packages/shared/src/errors/field-messages.ts': {
    lines: 412,
    why: 'data: every field message in three languages',
  },
  'packages/shared/src/notifications/notification-templates.ts': {
    lines: 473,
    why: 'data: every notification kind in three languages',
  },
  'apps/api/src/seed/player-seeds.ts': { lines: 610, why: 'data: the demo players' },
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set([
  'node_modules',
  'dist',
  'drizzle',
  'testing',
  '.prerender',
  '.prerender-auth',
  '.prerender-signed-in',
]);
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name)) yield path;
  }
}

const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;
const sourceFolders = () => [
  ...readdirSync(join(root, 'apps')).map((app) => join(root, 'apps', app, 'src')),
  ...readdirSync(join(root, 'packages')).map((pkg) => join(root, 'packages', pkg, 'src')),
];

describe('source size', () => {
  it(`no web feature is over ${FEATURE_LIMIT} lines, except those listed to split, which do not grow`, () => {
    const features = join(root, 'apps/web/src/features');
    const offences: string[] = [];
    for (const feature of readdirSync(features)) {
      let lines = 0;
      for (const path of sourceFiles(join(features, feature))) lines += linesOf(path);
      const ceiling = FEATURES_TO_SPLIT[feature];
      if (ceiling === undefined && lines > FEATURE_LIMIT) offences.push(`${feature}: ${lines} lines`);
      if (ceiling !== undefined && lines > ceiling)
        offences.push(`${feature}: ${lines} lines, listed at ${ceiling}`);
      if (ceiling !== undefined && lines <= FEATURE_LIMIT)
        offences.push(`${feature}: ${lines} lines, take it off the list`);
    }
    expect(offences).toEqual([]);
  });

  it(`no source file is over ${FILE_LIMIT} lines, except those listed, which do not grow`, () => {
    const offences: string[] = [];
    for (const folder of sourceFolders()) {
      let paths: string[];
      try {
        paths = [...sourceFiles(folder)];
      } catch {
        continue; // a package without src/
      }
      for (const path of paths) {
        const name = relative(root, path);
        const lines = linesOf(path);
        const listed = LONG_FILES[name];
        if (!listed && lines > FILE_LIMIT) offences.push(`${name}: ${lines} lines`);
        if (listed && lines > listed.lines)
          offences.push(`${name}: ${lines} lines, listed at ${listed.lines}`);
        if (listed && lines <= FILE_LIMIT) offences.push(`${name}: ${lines} lines, take it off the list`);
      }
    }
    expect(offences).toEqual([]);
  });
});
