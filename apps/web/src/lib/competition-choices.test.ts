import { COMPETITION_ACCESS, COMPETITION_FORMATS, COMPETITION_KINDS } from '@oyna/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { competitionChoices } from './competition-choices';

const t = ((key: string) => `~${key}`) as unknown as TFunction;

describe('competitionChoices', () => {
  it('offers every kind, format and tier, each named by its own key', () => {
    const choices = competitionChoices(t);
    expect(choices.kind.map((choice) => choice.value)).toEqual([...COMPETITION_KINDS]);
    expect(choices.format.map((choice) => choice.value)).toEqual([...COMPETITION_FORMATS]);
    expect(choices.access.map((choice) => choice.value)).toEqual([...COMPETITION_ACCESS]);
    expect(choices.kind[0]?.label).toBe(`~competitions.kinds.${COMPETITION_KINDS[0]}`);
    expect(choices.format[0]?.label).toBe(`~competitions.formats.${COMPETITION_FORMATS[0]}`);
    expect(choices.access[0]?.label).toBe(`~competitions.tiers.${COMPETITION_ACCESS[0]}`);
  });
});
