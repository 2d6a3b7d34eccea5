import type { PlacementReasonBody } from '@oyna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { reasonText } from './placement-reason';

const base: PlacementReasonBody = {
  role: 'leftBack',
  fit: 'secondary',
  via: 'leftBack',
  foot: 'left',
  foot_suits: true,
  strength: 50,
  strength_source: 'none',
  strong_skills: [],
  locked: false,
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('placement reason', () => {
  it('reads as one line: the role, the fit and the foot on a wing', () => {
    expect(reasonText(base, i18n.t)).toBe('Left back: secondary position, left foot');
  });

  it('names the position behind a weaker fit, the lock, the skills and the rating', () => {
    const text = reasonText(
      {
        ...base,
        role: 'striker',
        fit: 'sameLine',
        via: 'leftWing',
        foot: null,
        foot_suits: null,
        strength: 72,
        strength_source: 'rating',
        strong_skills: ['shotPower', 'heading'],
        locked: true,
      },
      i18n.t,
    );
    expect(text).toBe(
      'Striker: locked by the captain, plays Left winger (same line), strong in Shot power, Heading, rating 72',
    );
  });

  it('says when the foot does not suit the wing', () => {
    expect(reasonText({ ...base, foot: 'right', foot_suits: false }, i18n.t)).toBe(
      'Left back: secondary position, right foot (the other wing)',
    );
  });
});
