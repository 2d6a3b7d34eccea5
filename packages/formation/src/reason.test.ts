import { describe, expect, it } from 'vitest';
import { placementReason, reasonParts } from './reason.js';
import type { FormationPlayer } from './types.js';

function player(overrides: Partial<FormationPlayer> = {}): FormationPlayer {
  return {
    id: 'p',
    primaryPosition: null,
    secondaryPositions: [],
    preferredFoot: null,
    rating: null,
    skills: null,
    ...overrides,
  };
}

describe('placementReason and reasonParts', () => {
  it('say "left back: secondary position, left foot" for a left-footed midfielder at left back', () => {
    const reason = placementReason(
      player({ primaryPosition: 'leftMid', secondaryPositions: ['leftBack'], preferredFoot: 'left' }),
      { role: 'leftBack' },
    );
    expect(reason).toEqual({
      role: 'leftBack',
      fit: 'secondary',
      via: 'leftBack',
      foot: 'left',
      footSuits: true,
      strength: 50,
      strengthSource: 'none',
      strongSkills: [],
      locked: false,
    });
    expect(reasonParts(reason)).toEqual([
      { kind: 'fit', fit: 'secondary', via: 'leftBack' },
      { kind: 'foot', foot: 'left', suits: true },
    ]);
  });

  it('list locked first, then fit, foot, standout skills and the known strength, in that order', () => {
    const reason = placementReason(
      player({
        primaryPosition: 'striker',
        preferredFoot: 'right',
        rating: 71,
        skills: { speed: 9, dribbling: 8, technique: 5, shotPower: 4, heading: 3 },
      }),
      { role: 'leftWing' },
      true,
    );
    expect(reasonParts(reason)).toEqual([
      { kind: 'locked' },
      { kind: 'fit', fit: 'sameLine', via: 'striker' },
      { kind: 'foot', foot: 'right', suits: false },
      { kind: 'skills', skills: ['speed', 'dribbling'] },
      { kind: 'strength', strength: 71, source: 'rating' },
    ]);
  });

  it('leave the foot out in central slots and say an unknown foot on a wing', () => {
    expect(
      reasonParts(placementReason(player({ preferredFoot: 'left' }), { role: 'centralMid' })).map(
        (part) => part.kind,
      ),
    ).toEqual(['fit']);
    expect(reasonParts(placementReason(player(), { role: 'rightMid' }))).toContainEqual({
      kind: 'foot',
      foot: 'unknown',
      suits: false,
    });
  });
});
