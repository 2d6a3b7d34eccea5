import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/web/src', 'packages/shared/src', 'apps/api/src/modules'];

/** `toFixed` outside the one formatter writes coordinates for machines, never numbers for people. */
const NOT_FOR_PEOPLE = [
  'packages/shared/src/domain/number-format.ts',
  'packages/shared/src/domain/venues.ts',
  'apps/web/src/features/admin-venues/lib/baku-map-geometry.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

describe('numbers and money have one formatter (formatNumber, formatDecimal, formatManat in shared)', () => {
  const files = SOURCES.flatMap(sourceFiles);

  it('formats no number for people with toFixed', () => {
    const handMade = files.filter(
      (file) =>
        !NOT_FOR_PEOPLE.includes(file) && readFileSync(path.join(ROOT, file), 'utf8').includes('.toFixed('),
    );
    expect(handMade).toEqual([]);
  });

  it('writes no manat sign after a number put in a template by hand', () => {
    const handMade = files.filter((file) =>
      /qepikToManatText\([^)]*\)\}?\s*₼|toFixed\([^)]*\)\}?\s*₼/.test(
        readFileSync(path.join(ROOT, file), 'utf8'),
      ),
    );
    expect(handMade).toEqual([]);
  });
});
