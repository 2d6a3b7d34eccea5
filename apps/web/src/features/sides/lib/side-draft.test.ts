import type { SidePlayer } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  balanceSidesBody,
  draftFromSides,
  draftProblem,
  isDraftChanged,
  lockedCount,
  movePlayer,
  positionMix,
  saveSidesBody,
  strengthSpread,
  sideOf,
  sideStrengths,
  toggleLock,
  type SidesDraft,
} from './side-draft';

function player(id: string, strength: number, overrides: Partial<SidePlayer> = {}): SidePlayer {
  return {
    id,
    first_name: id,
    last_name: '',
    photo_url: null,
    primary_position: null,
    jersey_number: null,
    strength,
    role: null,
    locked: false,
    ...overrides,
  };
}

const ali = player('ali', 70, { role: 'goalkeeper' });
const vuqar = player('vuqar', 60, { role: 'defender' });
const nigar = player('nigar', 55, { role: 'attacker' });
const kamran = player('kamran', 68, { role: 'goalkeeper' });
const leyla = player('leyla', 52, { role: 'midfielder' });

const draft: SidesDraft = {
  sides: [
    [ali, vuqar],
    [kamran, leyla],
  ],
  unassigned: [],
};

describe('side strengths', () => {
  it('sums the strengths of each side', () => {
    expect(sideStrengths(draft)).toEqual([130, 120]);
  });

  it('gives the spread as the strongest side minus the weakest', () => {
    expect(strengthSpread([130, 120])).toBe(10);
    expect(strengthSpread([90, 120, 101, 95])).toBe(30);
    expect(strengthSpread([80, 80])).toBe(0);
  });

  it('has no spread with fewer than two sides', () => {
    expect(strengthSpread([])).toBeNull();
    expect(strengthSpread([50])).toBeNull();
  });

  it('follows a move at once', () => {
    const moved = movePlayer(draft, 'vuqar', 1);
    expect(sideStrengths(moved)).toEqual([70, 180]);
    expect(strengthSpread(sideStrengths(moved))).toBe(110);
  });
});

describe('position mix', () => {
  it('counts each line and leaves out players without one', () => {
    expect(positionMix([ali, vuqar, nigar, player('x', 50), kamran])).toEqual({
      goalkeeper: 2,
      defender: 1,
      midfielder: 0,
      attacker: 1,
    });
  });
});

describe('moving and locking', () => {
  it('moves a player to the end of another side and out of the old one', () => {
    const moved = movePlayer(draft, 'ali', 1);
    expect(moved.sides.map((side) => side.map((each) => each.id))).toEqual([
      ['vuqar'],
      ['kamran', 'leyla', 'ali'],
    ]);
    expect(sideOf(moved, 'ali')).toBe(1);
  });

  it('places an unassigned player into a side', () => {
    const withLate = { ...draft, unassigned: [nigar] };
    const placed = movePlayer(withLate, 'nigar', 0);
    expect(placed.unassigned).toEqual([]);
    expect(sideOf(placed, 'nigar')).toBe(0);
  });

  it('ignores a move to the same side, to a side that does not exist or of an unknown player', () => {
    expect(movePlayer(draft, 'ali', 0)).toBe(draft);
    expect(movePlayer(draft, 'ali', 2)).toBe(draft);
    expect(movePlayer(draft, 'ali', -1)).toBe(draft);
    expect(movePlayer(draft, 'nobody', 1)).toBe(draft);
  });

  it('switches a lock without touching the saved draft', () => {
    const locked = toggleLock(draft, 'leyla');
    expect(locked.sides[1]?.[1]?.locked).toBe(true);
    expect(draft.sides[1]?.[1]?.locked).toBe(false);
    expect(lockedCount(locked)).toBe(1);
    expect(toggleLock(locked, 'leyla').sides[1]?.[1]?.locked).toBe(false);
  });
});

describe('unsaved changes', () => {
  const saved = draftFromSides({
    sides: [
      {
        index: 1,
        strength: 120,
        mix: { goalkeeper: 1, defender: 0, midfielder: 1, attacker: 0 },
        players: [kamran, leyla],
      },
      {
        index: 0,
        strength: 130,
        mix: { goalkeeper: 1, defender: 1, midfielder: 0, attacker: 0 },
        players: [ali, vuqar],
      },
    ],
    unassigned: [],
  });

  it('reads the saved sides in side order', () => {
    expect(saved.sides.map((side) => side.map((each) => each.id))).toEqual([
      ['ali', 'vuqar'],
      ['kamran', 'leyla'],
    ]);
  });

  it('sees a move and a lock as changes, and moving back as none', () => {
    expect(isDraftChanged(saved, saved)).toBe(false);
    const moved = movePlayer(saved, 'ali', 1);
    expect(isDraftChanged(moved, saved)).toBe(true);
    expect(isDraftChanged(movePlayer(moved, 'ali', 0), saved)).toBe(false);
    expect(isDraftChanged(toggleLock(saved, 'ali'), saved)).toBe(true);
  });

  it('sees placing an unassigned player as a change', () => {
    const withLate = { ...saved, unassigned: [nigar] };
    expect(isDraftChanged(movePlayer(withLate, 'nigar', 1), withLate)).toBe(true);
  });
});

describe('what may be saved', () => {
  it('accepts sides whose sizes differ by at most one', () => {
    expect(draftProblem(draft)).toBeNull();
    expect(
      draftProblem({
        sides: [
          [ali, vuqar],
          [kamran, leyla, nigar],
        ],
        unassigned: [],
      }),
    ).toBeNull();
  });

  it('refuses sides whose sizes differ by two or more', () => {
    expect(draftProblem(movePlayer(draft, 'ali', 1))).toBe('sizes');
  });

  it('refuses while a confirmed player is in no side', () => {
    expect(draftProblem({ ...draft, unassigned: [nigar] })).toBe('unassigned');
  });
});

describe('request bodies', () => {
  it('saves every side with its players and their locks, side A first', () => {
    expect(saveSidesBody(toggleLock(draft, 'kamran'))).toEqual({
      sides: [
        {
          players: [
            { user_id: 'ali', locked: false },
            { user_id: 'vuqar', locked: false },
          ],
        },
        {
          players: [
            { user_id: 'kamran', locked: true },
            { user_id: 'leyla', locked: false },
          ],
        },
      ],
    });
  });

  it('balances with the locked players kept in their sides', () => {
    const locked = toggleLock(toggleLock(draft, 'ali'), 'leyla');
    expect(balanceSidesBody(locked, 2)).toEqual({
      sides: 2,
      locks: [
        { user_id: 'ali', side: 0 },
        { user_id: 'leyla', side: 1 },
      ],
    });
  });

  it('leaves out locks in sides beyond the requested count and keeps the count within 2-4', () => {
    const three: SidesDraft = {
      sides: [[ali], [vuqar], [toggleLock({ sides: [[kamran]], unassigned: [] }, 'kamran').sides[0]![0]!]],
      unassigned: [],
    };
    expect(balanceSidesBody(three, 2)).toEqual({ sides: 2, locks: [] });
    expect(balanceSidesBody(three, 3).locks).toEqual([{ user_id: 'kamran', side: 2 }]);
    expect(balanceSidesBody(draft, 9).sides).toBe(4);
    expect(balanceSidesBody(draft, 1).sides).toBe(2);
  });
});
