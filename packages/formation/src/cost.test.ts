import fc from 'fast-check';
import { POSITIONS, type Position, type SkillKey } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STRENGTH,
  EMPTY_SLOT_COST,
  FIT_COST,
  FOOT_COST,
  NEUTRAL_SKILL_COST,
  classifyFit,
  costBreakdown,
  emptySlotCost,
  footFit,
  placementCost,
  playerStrength,
  preparePlayer,
  skillFit,
} from './cost.js';
import { playerArbitrary } from './testing/arbitraries.js';
import { FITS, type FormationPlayer } from './types.js';

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

const slot = (role: Position) => ({ role });

describe('classifyFit', () => {
  it('names the fit of each kind of player for a left back slot', () => {
    expect(classifyFit(player({ primaryPosition: 'leftBack' }), 'leftBack')).toEqual({
      fit: 'primary',
      via: 'leftBack',
    });
    expect(
      classifyFit(player({ primaryPosition: 'leftMid', secondaryPositions: ['leftBack'] }), 'leftBack'),
    ).toEqual({
      fit: 'secondary',
      via: 'leftBack',
    });
    expect(classifyFit(player({ primaryPosition: 'defender' }), 'leftBack')).toEqual({
      fit: 'sameLine',
      via: 'defender',
    });
    expect(classifyFit(player({ primaryPosition: 'leftMid' }), 'leftBack')).toEqual({
      fit: 'adjacentLine',
      via: 'leftMid',
    });
    expect(classifyFit(player(), 'leftBack')).toEqual({ fit: 'unknown', via: null });
    expect(classifyFit(player({ primaryPosition: 'striker' }), 'leftBack')).toEqual({
      fit: 'farLine',
      via: 'striker',
    });
    expect(classifyFit(player({ primaryPosition: 'goalkeeper' }), 'leftBack')).toEqual({
      fit: 'keeperOutfield',
      via: null,
    });
  });

  it('takes the best of all the player positions, whichever is primary', () => {
    const striker = player({ primaryPosition: 'striker', secondaryPositions: ['leftWing', 'centralMid'] });
    expect(classifyFit(striker, 'defensiveMid')).toEqual({ fit: 'sameLine', via: 'centralMid' });
    expect(classifyFit(striker, 'defender')).toEqual({ fit: 'adjacentLine', via: 'centralMid' });
  });

  it('puts only primary or secondary keepers in goal; everyone else is an outfield player in goal', () => {
    expect(classifyFit(player({ primaryPosition: 'goalkeeper' }), 'goalkeeper').fit).toBe('primary');
    expect(
      classifyFit(player({ primaryPosition: 'defender', secondaryPositions: ['goalkeeper'] }), 'goalkeeper')
        .fit,
    ).toBe('secondary');
    expect(classifyFit(player({ primaryPosition: 'defender' }), 'goalkeeper').fit).toBe('outfieldInGoal');
    expect(classifyFit(player(), 'goalkeeper').fit).toBe('outfieldInGoal');
  });

  it('lets a keeper with an outfield secondary position play there', () => {
    const keeper = player({ primaryPosition: 'goalkeeper', secondaryPositions: ['defender'] });
    expect(classifyFit(keeper, 'defender').fit).toBe('secondary');
    expect(classifyFit(keeper, 'rightBack').fit).toBe('sameLine');
  });
});

describe('fit costs', () => {
  it('rise strictly in the documented order: primary, secondary, same line, adjacent line, unknown, far line, wrong goal', () => {
    const costs = FITS.map((fit) => FIT_COST[fit]);
    for (let i = 1; i < costs.length - 1; i += 1) expect(costs[i]).toBeGreaterThan(costs[i - 1] as number);
    expect(FIT_COST.keeperOutfield).toBe(FIT_COST.outfieldInGoal);
  });

  it('make a wrong goal cost more than the worst outfield misfit with every other term at its worst', () => {
    const worstOther = FIT_COST.farLine + FOOT_COST.other + 100 + 2 * NEUTRAL_SKILL_COST;
    expect(FIT_COST.keeperOutfield).toBeGreaterThan(worstOther);
  });

  it('order the same player by fit alone when nothing else differs', () => {
    const base = { rating: 60, preferredFoot: 'left' as const };
    const costs = [
      placementCost(player({ ...base, primaryPosition: 'leftBack' }), slot('leftBack')),
      placementCost(
        player({ ...base, primaryPosition: 'leftMid', secondaryPositions: ['leftBack'] }),
        slot('leftBack'),
      ),
      placementCost(player({ ...base, primaryPosition: 'defender' }), slot('leftBack')),
      placementCost(player({ ...base, primaryPosition: 'leftMid' }), slot('leftBack')),
      placementCost(player({ ...base }), slot('leftBack')),
      placementCost(player({ ...base, primaryPosition: 'striker' }), slot('leftBack')),
      placementCost(player({ ...base, primaryPosition: 'goalkeeper' }), slot('leftBack')),
    ];
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(new Set(costs).size).toBe(costs.length);
  });
});

describe('preferred foot on the wings', () => {
  it('costs nothing for the wing foot or both feet, a little when unknown, more for the other foot', () => {
    const cost = (preferredFoot: FormationPlayer['preferredFoot'], role: Position) =>
      costBreakdown(player({ preferredFoot }), slot(role)).foot;
    for (const role of ['leftBack', 'leftMid', 'leftWing'] as const) {
      expect(cost('left', role)).toBe(0);
      expect(cost('both', role)).toBe(0);
      expect(cost(null, role)).toBeGreaterThan(0);
      expect(cost('right', role)).toBeGreaterThan(cost(null, role));
    }
    for (const role of ['rightBack', 'rightMid', 'rightWing'] as const) {
      expect(cost('right', role)).toBe(0);
      expect(cost('left', role)).toBeGreaterThan(cost(null, role));
    }
  });

  it('does not count in central slots', () => {
    for (const role of [
      'goalkeeper',
      'defender',
      'defensiveMid',
      'centralMid',
      'attackingMid',
      'striker',
    ] as const) {
      expect(costBreakdown(player({ preferredFoot: 'left' }), slot(role)).foot).toBe(0);
      expect(costBreakdown(player({ preferredFoot: null }), slot(role)).foot).toBe(0);
    }
  });

  it('never outweighs a whole step of fit', () => {
    const steps = FITS.slice(0, 6).map((fit) => FIT_COST[fit]);
    const smallestStep = Math.min(...steps.slice(1).map((cost, i) => cost - (steps[i] as number)));
    expect(costBreakdown(player({ preferredFoot: 'right' }), slot('leftBack')).foot).toBeLessThan(
      smallestStep,
    );
  });
});

describe('strength', () => {
  it('comes from the rating first, then the self-rated overall, then the middle of the scale', () => {
    const skills = {
      speed: 10,
      endurance: 10,
      technique: 10,
      shotPower: 10,
      passAccuracy: 10,
      vision: 10,
      heading: 10,
      tackling: 10,
      positioning: 10,
      dribbling: 10,
    };
    expect(playerStrength(player({ rating: 64, skills }))).toEqual({ strength: 64, source: 'rating' });
    expect(playerStrength(player({ skills }))).toEqual({ strength: 100, source: 'skills' });
    expect(playerStrength(player({ skills: { speed: null } }))).toEqual({
      strength: DEFAULT_STRENGTH,
      source: 'none',
    });
    expect(playerStrength(player())).toEqual({ strength: DEFAULT_STRENGTH, source: 'none' });
  });

  it('makes the stronger of two equally fitting players cheaper', () => {
    const weak = player({ primaryPosition: 'striker', rating: 40 });
    const strong = player({ primaryPosition: 'striker', rating: 80 });
    expect(placementCost(strong, slot('striker'))).toBeLessThan(placementCost(weak, slot('striker')));
  });
});

describe('skill profile of the role', () => {
  const allFive = (overrides: Partial<Record<SkillKey, number>>) => ({
    speed: 5,
    endurance: 5,
    technique: 5,
    shotPower: 5,
    passAccuracy: 5,
    vision: 5,
    heading: 5,
    tackling: 5,
    positioning: 5,
    dribbling: 5,
    ...overrides,
  });

  it('prefers the header and tackler at centre back and the quick dribbler on the wing', () => {
    const stopper = player({ skills: allFive({ heading: 9, tackling: 9 }) });
    const winger = player({ skills: allFive({ speed: 9, dribbling: 9 }) });
    expect(skillFit(stopper, 'defender').cost).toBeLessThan(skillFit(winger, 'defender').cost);
    expect(skillFit(winger, 'leftWing').cost).toBeLessThan(skillFit(stopper, 'leftWing').cost);
    expect(skillFit(stopper, 'defender').strongSkills).toEqual(['heading', 'tackling']);
  });

  it('prefers shot power at striker and passing and vision in central midfield', () => {
    const shooter = player({ skills: allFive({ shotPower: 9 }) });
    const passer = player({ skills: allFive({ passAccuracy: 9, vision: 9 }) });
    expect(skillFit(shooter, 'striker').cost).toBeLessThan(skillFit(passer, 'striker').cost);
    expect(skillFit(passer, 'centralMid').cost).toBeLessThan(skillFit(shooter, 'centralMid').cost);
  });

  it('reads the shape of a profile, not its level: evenly rated players are neutral', () => {
    expect(skillFit(player({ skills: allFive({}) }), 'striker').cost).toBe(NEUTRAL_SKILL_COST);
    expect(skillFit(player({ skills: allFive({}) }), 'striker').strongSkills).toEqual([]);
    expect(skillFit(player(), 'striker').cost).toBe(NEUTRAL_SKILL_COST);
  });

  it('stays within 0-36 for any ratings', () => {
    const extremes = [
      allFive({ heading: 10, tackling: 10, positioning: 10 }),
      { heading: 1, tackling: 1, speed: 10 },
    ];
    for (const skills of extremes) {
      for (const role of POSITIONS) {
        const { cost } = skillFit(player({ skills }), role);
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(cost).toBeLessThanOrEqual(2 * NEUTRAL_SKILL_COST);
      }
    }
  });
});

describe('empty slots', () => {
  it('cost more than any placement, so no slot stays empty while a player sits on the bench', () => {
    const worst = FIT_COST.keeperOutfield + FOOT_COST.other + 100 + 2 * NEUTRAL_SKILL_COST;
    for (const role of POSITIONS) expect(emptySlotCost(slot(role))).toBeGreaterThan(worst);
  });

  it('stay empty forwards first, then midfield, then defence, the goal last, whatever the placements cost', () => {
    const worst = FIT_COST.keeperOutfield + FOOT_COST.other + 100 + 2 * NEUTRAL_SKILL_COST;
    const order = [
      EMPTY_SLOT_COST.attacker,
      EMPTY_SLOT_COST.midfielder,
      EMPTY_SLOT_COST.defender,
      EMPTY_SLOT_COST.goalkeeper,
    ];
    for (let i = 1; i < order.length; i += 1)
      expect((order[i] as number) - (order[i - 1] as number)).toBeGreaterThan(worst);
  });
});

describe('placementCost', () => {
  it('is the sum of the fit, foot, strength and skill terms, for a raw or a prepared player', () => {
    fc.assert(
      fc.property(playerArbitrary('p'), fc.constantFrom(...POSITIONS), (one, role) => {
        const expected =
          FIT_COST[classifyFit(one, role).fit] +
          footFit(one, role).cost +
          (100 - playerStrength(one).strength) +
          skillFit(one, role).cost;
        expect(placementCost(one, { role })).toBe(expected);
        expect(placementCost(preparePlayer(one), { role })).toBe(expected);
        expect(costBreakdown(one, { role }).total).toBe(expected);
        expect(Number.isInteger(expected) && expected >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
