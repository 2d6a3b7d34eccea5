import { describe, expect, it } from 'vitest';
import { TEAM_FORM_LENGTH } from '@oyna/shared';
import { formGuide, perMatch, signedNumber, winPercentage } from './team-form';

describe('the form guide', () => {
  it('reads oldest first with the latest result on the right', () => {
    expect(formGuide(['win', 'draw', 'loss'])).toEqual(['loss', 'draw', 'win']);
  });

  it(`shows at most the last ${TEAM_FORM_LENGTH} results`, () => {
    const form = ['win', 'win', 'draw', 'loss', 'win', 'loss', 'loss'] as const;
    const guide = formGuide(form);
    expect(guide).toHaveLength(TEAM_FORM_LENGTH);
    expect(guide.at(-1)).toBe('win');
  });

  it('does not change the list it was given', () => {
    const form: ('win' | 'loss')[] = ['win', 'loss'];
    formGuide(form);
    expect(form).toEqual(['win', 'loss']);
  });
});

describe('statistics formatting', () => {
  it('writes the goal difference with its sign and a true minus', () => {
    expect(signedNumber(3)).toBe('+3');
    expect(signedNumber(0)).toBe('0');
    expect(signedNumber(-2)).toBe('−2');
  });

  it('gives the share of matches won, and nothing before the first match', () => {
    expect(winPercentage({ played: 3, won: 2 })).toBe(67);
    expect(winPercentage({ played: 0, won: 0 })).toBeNull();
  });

  it('gives goals per match with one decimal', () => {
    expect(perMatch(7, 3)).toBe(2.3);
    expect(perMatch(0, 0)).toBeNull();
  });
});
