import type { TeamPlayer } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  balanceTeamsBody,
  draftFromTeams,
  draftProblem,
  isDraftChanged,
  lockedCount,
  movePlayer,
  positionMix,
  saveTeamsBody,
  strengthSpread,
  teamOf,
  teamStrengths,
  toggleLock,
  type TeamsDraft,
} from './team-draft';

function player(id: string, strength: number, overrides: Partial<TeamPlayer> = {}): TeamPlayer {
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

const draft: TeamsDraft = {
  teams: [
    [ali, vuqar],
    [kamran, leyla],
  ],
  unassigned: [],
};

describe('team strengths', () => {
  it('sums the strengths of each team', () => {
    expect(teamStrengths(draft)).toEqual([130, 120]);
  });

  it('gives the spread as the strongest team minus the weakest', () => {
    expect(strengthSpread([130, 120])).toBe(10);
    expect(strengthSpread([90, 120, 101, 95])).toBe(30);
    expect(strengthSpread([80, 80])).toBe(0);
  });

  it('has no spread with fewer than two teams', () => {
    expect(strengthSpread([])).toBeNull();
    expect(strengthSpread([50])).toBeNull();
  });

  it('follows a move at once', () => {
    const moved = movePlayer(draft, 'vuqar', 1);
    expect(teamStrengths(moved)).toEqual([70, 180]);
    expect(strengthSpread(teamStrengths(moved))).toBe(110);
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
  it('moves a player to the end of another team and out of the old one', () => {
    const moved = movePlayer(draft, 'ali', 1);
    expect(moved.teams.map((team) => team.map((each) => each.id))).toEqual([
      ['vuqar'],
      ['kamran', 'leyla', 'ali'],
    ]);
    expect(teamOf(moved, 'ali')).toBe(1);
  });

  it('places an unassigned player into a team', () => {
    const withLate = { ...draft, unassigned: [nigar] };
    const placed = movePlayer(withLate, 'nigar', 0);
    expect(placed.unassigned).toEqual([]);
    expect(teamOf(placed, 'nigar')).toBe(0);
  });

  it('ignores a move to the same team, to a team that does not exist or of an unknown player', () => {
    expect(movePlayer(draft, 'ali', 0)).toBe(draft);
    expect(movePlayer(draft, 'ali', 2)).toBe(draft);
    expect(movePlayer(draft, 'ali', -1)).toBe(draft);
    expect(movePlayer(draft, 'nobody', 1)).toBe(draft);
  });

  it('switches a lock without touching the saved draft', () => {
    const locked = toggleLock(draft, 'leyla');
    expect(locked.teams[1]?.[1]?.locked).toBe(true);
    expect(draft.teams[1]?.[1]?.locked).toBe(false);
    expect(lockedCount(locked)).toBe(1);
    expect(toggleLock(locked, 'leyla').teams[1]?.[1]?.locked).toBe(false);
  });
});

describe('unsaved changes', () => {
  const saved = draftFromTeams({
    teams: [
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

  it('reads the saved teams in team order', () => {
    expect(saved.teams.map((team) => team.map((each) => each.id))).toEqual([
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
  it('accepts teams whose sizes differ by at most one', () => {
    expect(draftProblem(draft)).toBeNull();
    expect(
      draftProblem({
        teams: [
          [ali, vuqar],
          [kamran, leyla, nigar],
        ],
        unassigned: [],
      }),
    ).toBeNull();
  });

  it('refuses teams whose sizes differ by two or more', () => {
    expect(draftProblem(movePlayer(draft, 'ali', 1))).toBe('sizes');
  });

  it('refuses while a confirmed player is in no team', () => {
    expect(draftProblem({ ...draft, unassigned: [nigar] })).toBe('unassigned');
  });
});

describe('request bodies', () => {
  it('saves every team with its players and their locks, team A first', () => {
    expect(saveTeamsBody(toggleLock(draft, 'kamran'))).toEqual({
      teams: [
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

  it('balances with the locked players kept in their teams', () => {
    const locked = toggleLock(toggleLock(draft, 'ali'), 'leyla');
    expect(balanceTeamsBody(locked, 2)).toEqual({
      teams: 2,
      locks: [
        { user_id: 'ali', team: 0 },
        { user_id: 'leyla', team: 1 },
      ],
    });
  });

  it('leaves out locks in teams beyond the requested count and keeps the count within 2-4', () => {
    const three: TeamsDraft = {
      teams: [[ali], [vuqar], [toggleLock({ teams: [[kamran]], unassigned: [] }, 'kamran').teams[0]![0]!]],
      unassigned: [],
    };
    expect(balanceTeamsBody(three, 2)).toEqual({ teams: 2, locks: [] });
    expect(balanceTeamsBody(three, 3).locks).toEqual([{ user_id: 'kamran', team: 2 }]);
    expect(balanceTeamsBody(draft, 9).teams).toBe(4);
    expect(balanceTeamsBody(draft, 1).teams).toBe(2);
  });
});
