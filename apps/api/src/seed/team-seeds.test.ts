import {
  peakOverlap,
  MAX_TEAMS_PER_PLAYER,
  MAX_VICE_CAPTAINS,
  TEAM_COLOR_PATTERN,
  TEAM_NAME_LENGTH,
  teamBoundsProblem,
} from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { planTeamMatches, roundPairs } from './team-match-seeds.js';
import { TEAM_COLOURS, TEAM_PROFILES, VENUE_TYPES_BY_FORMAT, planTeams } from './team-seeds.js';
import { venueSeeds } from './venue-seeds.js';

const venues = venueSeeds.map((venue, index) => ({
  id: index + 1,
  name: venue.name,
  type: venue.type,
  pitchCount: venue.pitchCount ?? 1,
}));
const players = Array.from({ length: 200 }, (_, index) => ({
  id: `player-${String(index).padStart(3, '0')}`,
  skill: 30 + ((index * 37) % 60),
}));
const demoId = 'demo';
const now = new Date('2026-11-26T14:00:00Z');
const teams = planTeams({ players, venues, demoId, now });
const skills = new Map([...players.map((player) => [player.id, player.skill] as const), [demoId, 70]]);
const DAY_MS = 24 * 3_600_000;
// The demo player's games: one busy evening a week ago; the streak from ten days ago.
const demoGame = {
  userId: demoId,
  start: now.getTime() - 7 * DAY_MS,
  end: now.getTime() - 7 * DAY_MS + 5_400_000,
};
const matchInput = {
  teams,
  venues,
  skills,
  // A pickup game at the demo player's team's home venue one evening last week.
  venueGames: [
    { venueId: teams[0]?.homeVenueId ?? 0, start: demoGame.start - 3_600_000, end: demoGame.end + 7_200_000 },
  ],
  playerGames: [demoGame],
  demoId,
  demoStreakFrom: new Date(now.getTime() - 10 * DAY_MS),
  now,
};
const plan = planTeamMatches(matchInput);
const membersOf = (index: number) => {
  const team = teams[index];
  return team ? [team.captainId, ...team.members.map((member) => member.userId)] : [];
};

describe('the demo teams', () => {
  it('are 24 with distinct names that fit, distinct colours and a home venue for their format', () => {
    expect(teams).toHaveLength(24);
    expect(new Set(teams.map((team) => team.name.toLowerCase())).size).toBe(24);
    expect(new Set(TEAM_COLOURS.map((pair) => pair.join())).size).toBe(TEAM_COLOURS.length);
    for (const team of teams) {
      expect(team.name.length).toBeGreaterThanOrEqual(TEAM_NAME_LENGTH.min);
      expect(team.name.length).toBeLessThanOrEqual(TEAM_NAME_LENGTH.max);
      expect(team.primaryColor).toMatch(TEAM_COLOR_PATTERN);
      expect(team.secondaryColor).toMatch(TEAM_COLOR_PATTERN);
      expect(team.primaryColor).not.toBe(team.secondaryColor);
      const venue = venues.find((candidate) => candidate.id === team.homeVenueId);
      expect(VENUE_TYPES_BY_FORMAT[team.format]).toContain(venue?.type);
      expect(team.description).toContain(venue?.name);
      expect(team.description).toMatch(/[əğıöüçş]/);
    }
  });

  it('are the same for the same players and moment', () => {
    expect(planTeams({ players, venues, demoId, now })).toEqual(teams);
  });

  it('mix official and unofficial, public and private, and have a couple of inactive ones', () => {
    expect(teams.filter((team) => team.type === 'official').length).toBeGreaterThanOrEqual(5);
    expect(teams.filter((team) => team.isPrivate).length).toBeGreaterThanOrEqual(3);
    expect(teams.filter((team) => team.inactive)).toHaveLength(2);
  });

  it('keep members within the bounds, at most the vice-captains allowed, and every player in few teams', () => {
    const teamsOf = new Map<string, number>();
    for (const team of teams) {
      const ids = [team.captainId, ...team.members.map((member) => member.userId)];
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        teamBoundsProblem({
          minMembers: team.minMembers,
          maxMembers: team.maxMembers,
          memberCount: ids.length,
        }),
      ).toBeNull();
      expect(ids.length).toBeGreaterThanOrEqual(team.minMembers);
      // Room for a newcomer, and never above the maximum even before those who left did.
      expect(ids.length + team.leavers.length).toBeLessThan(team.maxMembers);
      expect(team.viceCaptainIds.length).toBeLessThanOrEqual(MAX_VICE_CAPTAINS);
      for (const vice of team.viceCaptainIds)
        expect(team.members.map((member) => member.userId)).toContain(vice);
      for (const member of team.members)
        expect(member.joinedAt.getTime()).toBeGreaterThan(team.createdAt.getTime());
      for (const leaver of team.leavers)
        expect(leaver.leftAt.getTime()).toBeGreaterThan(leaver.joinedAt.getTime());
      for (const id of [...ids, ...team.leavers.map((leaver) => leaver.userId)])
        teamsOf.set(id, (teamsOf.get(id) ?? 0) + 1);
    }
    expect(Math.max(...teamsOf.values())).toBeLessThanOrEqual(MAX_TEAMS_PER_PLAYER);
  });

  it('make the demo player captain of one team and a member of another', () => {
    expect(teams.filter((team) => team.captainId === demoId)).toHaveLength(1);
    expect(teams.filter((team) => team.members.some((member) => member.userId === demoId))).toHaveLength(1);
    expect(TEAM_PROFILES.filter((team) => team.demo === 'invites')).toHaveLength(2);
  });
});

describe('the demo team matches', () => {
  it('pair everyone once a round', () => {
    for (let round = 0; round < 4; round += 1) {
      const pairs = roundPairs([0, 1, 2, 3, 4, 5, 6, 7], round);
      expect(new Set(pairs.flat()).size).toBe(8);
    }
  });

  it('are the same for the same teams, games and moment', () => {
    expect(planTeamMatches(matchInput)).toEqual(plan);
  });

  it('are four weeks of matches between teams of one format, the demo player’s team five times', () => {
    expect(plan.past.length).toBeGreaterThanOrEqual(20);
    for (const match of plan.past) {
      expect(teams[match.home]?.format).toBe(match.format);
      expect(teams[match.away]?.format).toBe(match.format);
      expect(match.confirmedAt.getTime()).toBeLessThan(now.getTime());
      expect(now.getTime() - match.startsAt.getTime()).toBeLessThanOrEqual(29 * DAY_MS);
      expect(match.proposedAt < match.acceptedAt && match.acceptedAt < match.squadsAt).toBe(true);
      expect(match.squadsAt < match.startsAt && match.startsAt < match.recordedAt).toBe(true);
      expect(match.recordedAt <= match.confirmedAt).toBe(true);
    }
    const demoTeam = teams.findIndex((team) => team.captainId === demoId);
    expect(plan.past.filter((match) => match.home === demoTeam || match.away === demoTeam)).toHaveLength(5);
  });

  it('pick squads of members who had joined, nobody twice or anywhere else at that time', () => {
    const taken: { userId: string; start: number; end: number }[] = [demoGame];
    for (const match of plan.past) {
      const [home, away] = match.squads;
      expect(home.length).toBeGreaterThan(0);
      expect(away.length).toBeGreaterThan(0);
      expect(home.filter((userId) => away.includes(userId))).toEqual([]);
      for (const [side, squad] of match.squads.entries()) {
        const team = teams[side === 0 ? match.home : match.away];
        for (const userId of squad) {
          expect(membersOf(side === 0 ? match.home : match.away)).toContain(userId);
          const joined = team?.members.find((member) => member.userId === userId)?.joinedAt;
          if (joined) expect(joined.getTime()).toBeLessThan(match.squadsAt.getTime());
        }
      }
      const start = match.startsAt.getTime();
      const span = { start, end: start + match.durationMinutes * 60_000 };
      for (const userId of match.squads.flat()) {
        expect(
          taken.some((other) => other.userId === userId && other.start < span.end && span.start < other.end),
        ).toBe(false);
        taken.push({ userId, ...span });
      }
    }
  });

  it('have results that keep the rules: goals by those who came, within the score; the demo player’s run won', () => {
    for (const match of plan.past) {
      for (const [side, squad] of match.squads.entries()) {
        const lines = match.lines.filter((line) => squad.includes(line.userId));
        expect(lines.some((line) => line.attended)).toBe(true);
        expect(lines.every((line) => line.attended || line.goals === 0)).toBe(true);
        const score = side === 0 ? match.homeScore : match.awayScore;
        expect(lines.reduce((sum, line) => sum + line.goals, 0)).toBeLessThanOrEqual(score);
      }
      const demoSide = match.squads.findIndex((squad) => squad.includes(demoId));
      if (demoSide >= 0 && match.startsAt.getTime() >= now.getTime() - 10 * DAY_MS) {
        const [own, other] =
          demoSide === 0 ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore];
        expect(own).toBeGreaterThan(other);
      }
    }
  });

  it('schedule accepted matches to come and one challenge to the demo player’s team', () => {
    expect(plan.upcoming.length).toBeGreaterThanOrEqual(4);
    for (const match of plan.upcoming) {
      expect(match.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(match.acceptedAt?.getTime()).toBeLessThan(now.getTime());
      expect(teams[match.home]?.inactive || teams[match.away]?.inactive).toBe(false);
    }
    const demoTeam = teams.findIndex((team) => team.captainId === demoId);
    expect(plan.challenge?.away).toBe(demoTeam);
    expect(plan.challenge?.acceptedAt).toBeNull();
    const playsIn = (index: number) => teams[index]?.members.some((member) => member.userId === demoId);
    expect(plan.upcoming.some((match) => playsIn(match.home) || playsIn(match.away))).toBe(true);
    expect(plan.upcoming.some((match) => match.home === demoTeam && match.homeSquad?.includes(demoId))).toBe(
      true,
    );
  });

  it('never need more pitches than a venue has, with the games already there', () => {
    const matches = [...plan.past, ...plan.upcoming, ...(plan.challenge ? [plan.challenge] : [])].map(
      (match) => ({
        venueId: match.venueId,
        start: match.startsAt.getTime(),
        end: match.startsAt.getTime() + match.durationMinutes * 60_000,
      }),
    );
    const everything = [...matches, ...matchInput.venueGames];
    for (const span of matches) {
      const atVenue = everything.filter((other) => other.venueId === span.venueId);
      const pitches = venues.find((venue) => venue.id === span.venueId)?.pitchCount ?? 0;
      expect(peakOverlap(atVenue, span)).toBeLessThanOrEqual(pitches);
    }
  });
});
