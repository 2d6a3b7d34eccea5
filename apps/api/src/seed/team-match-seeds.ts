import {
  MAX_SQUAD_SIZE,
  type Random,
  type TimeSpan,
  bakuMidnight as bakuMidnightOf,
  bakuWeekday,
  createRandom,
} from '@oyna/shared';
import { createPitchCalendar } from './pitch-calendar.js';
import {
  PLAYERS_PER_SIDE,
  type TeamSeed,
  type TeamSeedFormat,
  type TeamSeedVenue,
  VENUE_TYPES_BY_FORMAT,
} from './team-seeds.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const PAST_TEAM_MATCH_WEEKS = 4;
/** Past matches end at least this many days ago: the demo player's latest pickup game stays their last. */
const LATEST_PAST_DAY = 2;

const DURATION_MINUTES: Record<TeamSeedFormat, number> = {
  '5x5': 60,
  '6x6': 60,
  '7x7': 90,
  '8x8': 90,
  '11x11': 120,
};
/** Past matches a week per format: the demo player's teams (7x7) weekly, the rest less often. */
const MATCHES_PER_WEEK: Record<TeamSeedFormat, (week: number) => number> = {
  '7x7': () => 3,
  '5x5': () => 1,
  '6x6': () => 1,
  '8x8': () => 1,
  '11x11': (week) => (week % 2 === 0 ? 1 : 0),
};
const WEEKDAY_HOURS = [19, 20, 21] as const;
const WEEKEND_HOURS = [10, 12, 14, 16, 18, 20] as const;

// prettier-ignore
const CHALLENGE_MESSAGES = [
  'Salam! Yoldaşlıq oyunu keçirək?', 'Revanş vaxtıdır! Meydança bizdən.',
  'Gələn həftə oynayaq? Saat uyğun deyilsə, yazın.', 'Yaxşı oyun olsun, gözləyirik!', '',
] as const;

export interface SeedSpan extends TimeSpan {
  venueId?: number;
  userId?: string;
}

export interface TeamMatchSeedVenue extends TeamSeedVenue {
  pitchCount: number;
}

interface MatchSlot {
  /** Indexes into the planned teams. */
  home: number;
  away: number;
  venueId: number;
  startsAt: Date;
  durationMinutes: number;
  format: TeamSeedFormat;
  message: string;
  proposedAt: Date;
}

export interface TeamMatchLine {
  userId: string;
  goals: number;
  attended: boolean;
}

/** A match of the past four weeks: challenged, accepted, squads picked, played, recorded and confirmed. */
export interface PastTeamMatchSeed extends MatchSlot {
  acceptedAt: Date;
  squadsAt: Date;
  squads: [string[], string[]];
  homeScore: number;
  awayScore: number;
  lines: TeamMatchLine[];
  recordedAt: Date;
  confirmedAt: Date;
}

/** A match still to come: accepted (with the home squad picked) or a challenge waiting for its answer. */
export interface UpcomingTeamMatchSeed extends MatchSlot {
  acceptedAt: Date | null;
  homeSquad: string[] | null;
}

export interface TeamMatchPlan {
  past: PastTeamMatchSeed[];
  upcoming: UpcomingTeamMatchSeed[];
  /** The challenge to the demo player's team, unanswered. */
  challenge: UpcomingTeamMatchSeed | null;
}

function bakuMidnight(at: number): number {
  return bakuMidnightOf(at).getTime();
}

function isWeekend(dayStart: number): boolean {
  const weekday = bakuWeekday(dayStart);
  return weekday === 0 || weekday === 6;
}

const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;

/** Pairs of one round of a round robin (the circle method): everyone once. */
export function roundPairs(teams: readonly number[], round: number): [number, number][] {
  const list = teams.length % 2 === 0 ? [...teams] : [...teams, -1];
  const [fixed, ...rest] = list;
  const shift = round % Math.max(1, rest.length);
  const rotated = [fixed ?? -1, ...rest.slice(rest.length - shift), ...rest.slice(0, rest.length - shift)];
  const pairs: [number, number][] = [];
  for (let index = 0; index < rotated.length / 2; index += 1) {
    const a = rotated[index] ?? -1;
    const b = rotated[rotated.length - 1 - index] ?? -1;
    if (a >= 0 && b >= 0) pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

/**
 * The demo's team matches: four weeks of confirmed matches between teams of one format (the demo
 * player's two teams weekly, their own five times), a few accepted matches to come, and a challenge
 * to the demo player's team. Every match finds a time when its venue has a free pitch beside
 * `venueGames` and its captains play nowhere else; squads are members who had joined by then and
 * are free (nobody in two places at once); an inactive team stops playing a fortnight ago. The
 * demo player's side wins every match from `demoStreakFrom` on, so their winning run stays.
 */
export function planTeamMatches(input: {
  teams: readonly TeamSeed[];
  venues: readonly TeamMatchSeedVenue[];
  skills: ReadonlyMap<string, number>;
  venueGames: readonly SeedSpan[];
  playerGames: readonly SeedSpan[];
  demoId: string | null;
  demoStreakFrom: Date | null;
  now: Date;
  seed?: number;
}): TeamMatchPlan {
  const random = createRandom(input.seed ?? 23);
  const { teams, now: nowDate } = input;
  const now = nowDate.getTime();
  const today = bakuMidnight(now);
  const calendar = createPitchCalendar();
  const venueById = new Map(input.venues.map((venue) => [venue.id, venue]));
  for (const game of input.venueGames) {
    const venue = game.venueId === undefined ? undefined : venueById.get(game.venueId);
    if (venue) calendar.book(venue, game);
  }
  const busy = new Map<string, TimeSpan[]>();
  const markBusy = (userId: string, span: TimeSpan) => busy.set(userId, [...(busy.get(userId) ?? []), span]);
  for (const game of input.playerGames) if (game.userId) markBusy(game.userId, game);
  const free = (userId: string, span: TimeSpan) =>
    !(busy.get(userId) ?? []).some((taken) => overlaps(taken, span));

  const findSlot = (
    home: number,
    away: number,
    days: readonly number[],
  ): Omit<MatchSlot, 'proposedAt'> | null => {
    const [homeTeam, awayTeam] = [teams[home], teams[away]];
    if (!homeTeam || !awayTeam) return null;
    const format = homeTeam.format;
    const durationMinutes = DURATION_MINUTES[format];
    const others = random
      .shuffle(input.venues.filter((venue) => VENUE_TYPES_BY_FORMAT[format].includes(venue.type)))
      .slice(0, 6);
    const venues = [homeTeam.homeVenueId, awayTeam.homeVenueId, ...others.map((venue) => venue.id)]
      .map((id) => venueById.get(id))
      .filter((venue): venue is TeamMatchSeedVenue => venue !== undefined);
    for (const dayStart of random.shuffle(days)) {
      const hours = format === '11x11' || isWeekend(dayStart) ? WEEKEND_HOURS : WEEKDAY_HOURS;
      for (const hour of random.shuffle(hours)) {
        const start = dayStart + hour * HOUR_MS + random.pick([0, 0, 30]) * MINUTE_MS;
        const span = { start, end: start + durationMinutes * MINUTE_MS };
        if (!free(homeTeam.captainId, span) || !free(awayTeam.captainId, span)) continue;
        const venue = venues.find((candidate) => calendar.book(candidate, span));
        if (venue)
          return {
            home,
            away,
            venueId: venue.id,
            startsAt: new Date(start),
            durationMinutes,
            format,
            message: random.pick(CHALLENGE_MESSAGES),
          };
      }
    }
    return null;
  };

  const squadOf = (
    teamIndex: number,
    span: TimeSpan,
    pickedAt: number,
    taken: ReadonlySet<string>,
  ): string[] => {
    const team = teams[teamIndex];
    if (!team) return [];
    const available = team.members
      .filter(
        (member) =>
          member.joinedAt.getTime() < pickedAt && free(member.userId, span) && !taken.has(member.userId),
      )
      .map((member) => member.userId);
    const demo = available.filter((userId) => userId === input.demoId);
    const rest = random.shuffle(available.filter((userId) => userId !== input.demoId));
    const size = Math.min(PLAYERS_PER_SIDE[team.format] + random.int(1, 4), MAX_SQUAD_SIZE);
    const squad = [team.captainId, ...demo, ...rest].slice(0, size);
    for (const userId of squad) markBusy(userId, span);
    return squad;
  };

  const daysAgo = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, offset) => today - (from - offset) * DAY_MS);

  // The pairs of each week, per format, the demo player's teams first.
  const formats = [...new Set(teams.map((team) => team.format))];
  const fixtures: { week: number; home: number; away: number }[] = [];
  for (let week = 0; week < PAST_TEAM_MATCH_WEEKS; week += 1)
    for (const format of formats) {
      const group = teams.flatMap((team, index) => (team.format === format ? [index] : []));
      const demoFirst = (pair: [number, number]) =>
        Math.min(
          ...pair.map((index) =>
            teams[index]?.demo === 'captain' ? 0 : teams[index]?.demo === 'member' ? 1 : 2,
          ),
        );
      const pairs = roundPairs(group, week)
        .filter((pair) => week < 2 || pair.every((index) => !teams[index]?.inactive))
        .sort((a, b) => demoFirst(a) - demoFirst(b));
      for (const [home, away] of pairs.slice(0, MATCHES_PER_WEEK[format](week)))
        fixtures.push({ week, home, away });
    }
  // A rematch in the last week: the demo player's team against its first opponent.
  const demoTeam = teams.findIndex((team) => team.demo === 'captain');
  const firstOpponent = fixtures.find(
    (fixture) => fixture.week === 0 && (fixture.home === demoTeam || fixture.away === demoTeam),
  );
  if (firstOpponent)
    fixtures.push({ week: PAST_TEAM_MATCH_WEEKS - 1, home: firstOpponent.away, away: firstOpponent.home });

  const past: PastTeamMatchSeed[] = [];
  for (const fixture of fixtures) {
    const newest = (PAST_TEAM_MATCH_WEEKS - fixture.week) * 7;
    const slot = findSlot(fixture.home, fixture.away, daysAgo(newest, Math.max(LATEST_PAST_DAY, newest - 6)));
    if (!slot) continue;
    const start = slot.startsAt.getTime();
    const span = { start, end: start + slot.durationMinutes * MINUTE_MS };
    const proposedAt = start - random.int(4, 7) * DAY_MS - random.int(0, 10) * HOUR_MS;
    const acceptedAt = proposedAt + random.int(2, 30) * HOUR_MS;
    const squadsAt = start - random.int(4, 20) * HOUR_MS;
    // Nobody plays for both: the away captain is kept out of the home squad.
    const home = squadOf(slot.home, span, squadsAt, new Set([teams[slot.away]?.captainId ?? '']));
    const away = squadOf(slot.away, span, squadsAt, new Set(home));
    const recordedAt = span.end + random.int(20, 90) * MINUTE_MS;
    const confirmedAt = Math.min(recordedAt + random.int(1, 12) * HOUR_MS, now - HOUR_MS);
    past.push({
      ...slot,
      proposedAt: new Date(proposedAt),
      acceptedAt: new Date(acceptedAt),
      squadsAt: new Date(squadsAt),
      squads: [home, away],
      ...playMatch({
        squads: [home, away],
        format: slot.format,
        skills: input.skills,
        random,
        demoId: input.demoId,
        demoWins: input.demoStreakFrom !== null && start >= input.demoStreakFrom.getTime(),
        keepAttending: [teams[slot.home]?.captainId ?? '', teams[slot.away]?.captainId ?? ''],
      }),
      recordedAt: new Date(recordedAt),
      confirmedAt: new Date(confirmedAt),
    });
  }
  past.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

  // Matches to come: one per format between active teams, the demo player's two teams each in one.
  const daysAhead = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => today + (from + offset) * DAY_MS);
  const upcoming: UpcomingTeamMatchSeed[] = [];
  const active = (index: number) => teams[index] !== undefined && !teams[index]?.inactive;
  const scheduled = new Set<number>();
  const planUpcoming = (home: number, away: number, days: readonly number[], accepted: boolean) => {
    const slot = findSlot(home, away, days);
    if (!slot) return null;
    const proposedAt = accepted
      ? now - random.int(1, 3) * DAY_MS - random.int(0, 12) * HOUR_MS
      : now - random.int(2, 6) * HOUR_MS;
    const start = slot.startsAt.getTime();
    const span = { start, end: start + slot.durationMinutes * MINUTE_MS };
    const picksSquad = accepted && teams[home]?.demo === 'captain';
    scheduled.add(home).add(away);
    return {
      ...slot,
      proposedAt: new Date(proposedAt),
      acceptedAt: accepted
        ? new Date(Math.min(proposedAt + random.int(2, 20) * HOUR_MS, now - HOUR_MS))
        : null,
      homeSquad: picksSquad ? squadOf(home, span, now, new Set([teams[away]?.captainId ?? ''])) : null,
    };
  };
  for (const format of formats) {
    const group = teams.flatMap((team, index) => (team.format === format && active(index) ? [index] : []));
    const plays = (index: number) => teams[index]?.demo === 'captain' || teams[index]?.demo === 'member';
    const pairs = roundPairs(group, PAST_TEAM_MATCH_WEEKS).sort(
      (a, b) => Number(b.some(plays)) - Number(a.some(plays)),
    );
    const wanted = format === '7x7' ? 2 : 1;
    for (const [home, away] of pairs.slice(0, wanted)) {
      // The demo player's team is the home side of its match: its captain has picked the squad.
      const [first, second] = teams[away]?.demo === 'captain' ? [away, home] : [home, away];
      const match = planUpcoming(first, second, daysAhead(2, 20), true);
      if (match) upcoming.push(match);
    }
  }
  const challenger = teams.findIndex(
    (team, index) =>
      team.format === teams[demoTeam]?.format &&
      index !== demoTeam &&
      active(index) &&
      !team.demo &&
      !scheduled.has(index),
  );
  const challenge =
    demoTeam >= 0 && challenger >= 0 ? planUpcoming(challenger, demoTeam, daysAhead(5, 12), false) : null;
  upcoming.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { past, upcoming, challenge };
}

/**
 * A match's result: goals by squad strength (self-rated skill), most players attending (the
 * captains always), goals scored by those who came (now and then an own goal), and a win for the
 * demo player's side when `demoWins`.
 */
function playMatch(input: {
  squads: [string[], string[]];
  format: TeamSeedFormat;
  skills: ReadonlyMap<string, number>;
  random: Random;
  demoId: string | null;
  demoWins: boolean;
  keepAttending: readonly string[];
}): { homeScore: number; awayScore: number; lines: TeamMatchLine[] } {
  const { squads, random } = input;
  const mean = (squad: readonly string[]) =>
    squad.reduce((sum, userId) => sum + (input.skills.get(userId) ?? 50), 0) / Math.max(1, squad.length);
  const most = input.format === '11x11' ? 3 : input.format === '8x8' ? 4 : 5;
  const scores: [number, number] = [random.int(0, most), random.int(0, most)];
  const edge = mean(squads[0]) - mean(squads[1]);
  if (edge > 2) scores[0] += random.int(0, 2);
  if (edge < -2) scores[1] += random.int(0, 2);
  const demoSide = squads.findIndex((squad) => input.demoId !== null && squad.includes(input.demoId));
  if (input.demoWins && (demoSide === 0 || demoSide === 1)) {
    const [high, low] = [Math.max(...scores), Math.min(...scores)];
    scores[demoSide] = high === low ? high + 1 : high;
    scores[demoSide === 0 ? 1 : 0] = low;
  }

  const lines = squads.map((squad) =>
    squad.map((userId) => ({
      userId,
      goals: 0,
      attended: userId === input.demoId || input.keepAttending.includes(userId) || !random.chance(0.06),
    })),
  );
  lines.forEach((sideLines, side) => {
    const present = sideLines.filter((line) => line.attended);
    const score = scores[side] ?? 0;
    const ownGoal = score > 0 && random.chance(0.1) ? 1 : 0;
    for (let goal = 0; goal < score - ownGoal && present.length > 0; goal += 1)
      random.pick(present).goals += 1;
  });
  return { homeScore: scores[0], awayScore: scores[1], lines: lines.flat() };
}
