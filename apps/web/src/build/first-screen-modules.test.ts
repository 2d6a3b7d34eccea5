import { describe, expect, it } from 'vitest';
import { namesImportedFromShared, valuesDeclaredExported } from './first-screen-modules';

describe('the first screen’s modules', () => {
  it('counts the values a module imports from @oyna/shared, by their exported names, and no types', () => {
    const code = [
      "import { type Language, DATE_CHIPS, formatManat as money } from '@oyna/shared';",
      "import type { Game } from '@oyna/shared';",
      "import { useState } from 'react';",
      "import {\n  gameSchema,\n  venueSchema,\n} from '@oyna/shared';",
    ].join('\n');
    expect(namesImportedFromShared(code, 'page.tsx')).toEqual([
      'DATE_CHIPS',
      'formatManat',
      'gameSchema',
      'venueSchema',
    ]);
  });

  it('finds the values a shared module declares exported, not its types or what it only uses', () => {
    const code = [
      "export const DATE_CHIPS = ['today', 'tomorrow'] as const, WEEKEND = 'weekend';",
      'export function bakuDate(now: Date): string { return now.toISOString(); }',
      'export class AppError extends Error {}',
      'export type Chip = (typeof DATE_CHIPS)[number];',
      'const hidden = <T,>(value: T) => value;',
    ].join('\n');
    expect(valuesDeclaredExported(code, 'domain.ts')).toEqual([
      'DATE_CHIPS',
      'WEEKEND',
      'bakuDate',
      'AppError',
    ]);
  });
});
