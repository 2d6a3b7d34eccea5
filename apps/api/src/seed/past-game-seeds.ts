import {
  GAME_PRICE_RANGES_AZN,
  type GameFormat,
  type VenueType,
  defaultCapacity,
  type Random,
  createRandom,
  bakuMidnight as bakuMidnightOf,
  bakuWeekday,
} from '@oyna/shared';
import type { NewGameRow } from '../db/schema.js';
import { seedGameTitle } from './game-seeds.js';
import { VENUE_ATTEMPTS, createPitchCalendar } from './pitch-calendar.js';

export const PAST_GAME_DAYS = 28;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The organizer records the result this long after the final whistle. */
const RECORDED_AFTER_END_MS = 30 * MINUTE_MS;
const VOTE_WINDOW_MS = 24 * HOUR_MS;
/** The demo player's games: about one every two and a half days, the last few won. */
const DEMO_GAMES = 11;
export const DEMO_WIN_STREAK = 4;

const WEEKDAY_HOURS = [18, 19, 20, 21, 22] as const;
const WEEKEND_HOURS = [10, 12, 14, 16, 18, 20] as const;
/** Past games are small-sided (10-14 players), so only the formats that hold them. */
const FORMATS_BY_VENUE: Record<VenueType, readonly (readonly [GameFormat, number])[]> = {
  futsal: [['5x5', 1]],
  indoor: [
    ['5x5', 2],
    ['6x6', 2],
    ['7x7', 1],
  ],
  outdoor: [
    ['6x6', 1],
    ['7x7', 3],
  ],
};

export interface PastSeedVenue {
  id: number;
  name: string;
  type: VenueType;
  pitchCount: number;
}

export interface PastSeedPlayer {
  id: string;
  /** The self-rated overall, 0-100: stronger sides score more often. */
  skill: number;
}

export interface PastGameLine {
  userId: string;
  side: number;
  goals: number;
  attended: boolean;
}

/** One completed game of the demo's past: the game, its confirmed players' lines, the result and the votes. */
export interface PastGamePlan {
  game: Omit<NewGameRow, 'organizerId'>;
  lines: PastGameLine[];
  scores: [number, number];
  pick: string | null;
  recordedAt: Date;
  votes: { voterId: string; candidateId: string; at: Date }[];
}

/** Midnight of `now`'s date in Baku, as an instant. */
function bakuMidnight(now: Date): number {
  return bakuMidnightOf(now).getTime();
}

function isWeekend(dayStart: number): boolean {
  const weekday = bakuWeekday(dayStart);
  return weekday === 0 || weekday === 6;
}

function hoursOf(dayStart: number): readonly number[] {
  return isWeekend(dayStart) ? WEEKEND_HOURS : WEEKDAY_HOURS;
}

/**
 * The latest usual kick-off (today's or yesterday's hours) at least two hours before `now`: the
 * demo player's last game, whose vote is still open (at most about 22 hours after its result).
 */
function latestKickOff(now: Date): number {
  const today = bakuMidnight(now);
  const slots = [today - DAY_MS, today].flatMap((day) => hoursOf(day).map((hour) => day + hour * HOUR_MS));
  const played = slots.filter((start) => start + 2 * HOUR_MS <= now.getTime());
  return Math.max(...played);
}

function newGame(venue: PastSeedVenue, startsAt: Date, random: Random): PastGamePlan['game'] {
  const format = random.weighted(FORMATS_BY_VENUE[venue.type]);
  const kind = random.weighted([
    ['regular', 5],
    ['premium', 1],
  ] as const);
  const { min, max } = GAME_PRICE_RANGES_AZN[kind];
  return {
    venueId: venue.id,
    title: seedGameTitle(format, venue.name),
    description: '',
    startsAt,
    durationMinutes: random.pick([60, 90, 90]),
    format,
    capacity: defaultCapacity(format),
    kind,
    priceQepik: random.int(min * 2, max * 2) * 50,
    hasReferee: kind === 'premium',
    videoCoverage: false,
    registrationOpensAt: new Date(startsAt.getTime() - 10 * DAY_MS),
  };
}

/** Two sides by a snake draft on skill (1-2-2-1...), so most games are close. */
function draftSides(players: readonly PastSeedPlayer[]): number[] {
  const order = [...players.keys()].sort(
    (a, b) => (players[b]?.skill ?? 0) - (players[a]?.skill ?? 0) || a - b,
  );
  const sides = new Array<number>(players.length).fill(0);
  order.forEach((playerIndex, pickIndex) => {
    sides[playerIndex] = pickIndex % 4 === 0 || pickIndex % 4 === 3 ? 0 : 1;
  });
  return sides;
}

/** Goals per side: 0-6 each, with a goal or two more for the clearly stronger side. */
function playScores(
  players: readonly PastSeedPlayer[],
  sides: readonly number[],
  random: Random,
): [number, number] {
  const mean = (side: number) => {
    const skills = players.filter((_, index) => sides[index] === side).map((player) => player.skill);
    return skills.reduce((sum, skill) => sum + skill, 0) / Math.max(1, skills.length);
  };
  const edge = mean(0) - mean(1);
  const scores: [number, number] = [random.int(0, 5), random.int(0, 5)];
  if (edge > 2) scores[0] += random.int(0, 2);
  if (edge < -2) scores[1] += random.int(0, 2);
  return scores;
}

/**
 * The demo's past four weeks, oldest first: 3-6 completed games a day across the venues, 10-14
 * confirmed players each drawn from `players`, and `demo` in 11 of them (scoring in about half,
 * the last four won, player of the match in one, the last one recent enough to vote in). The same
 * `now` and players give the same plans.
 */
export function planPastGames(input: {
  venues: readonly PastSeedVenue[];
  players: readonly PastSeedPlayer[];
  demo: PastSeedPlayer | null;
  now: Date;
  seed?: number;
}): PastGamePlan[] {
  const random = createRandom(input.seed ?? 11);
  const today = bakuMidnight(input.now);
  const games: PastGamePlan['game'][] = [];
  const calendar = createPitchCalendar();
  // The venue drawn, or the next drawn one with a free pitch (the pitch rule of POST /games).
  const placed = (startsAt: Date): PastGamePlan['game'] | null => {
    for (let attempt = 0; attempt < VENUE_ATTEMPTS; attempt += 1) {
      const venue = random.pick(input.venues);
      const game = newGame(venue, startsAt, random);
      const span = { start: startsAt.getTime(), end: startsAt.getTime() + game.durationMinutes * MINUTE_MS };
      if (calendar.book(venue, span)) return game;
    }
    return null;
  };
  // The demo player's last game is placed first: it must exist.
  const anchor = placed(new Date(latestKickOff(input.now)));
  if (!anchor) throw new Error('no venue has a free pitch for the demo player’s last game');
  for (let day = PAST_GAME_DAYS; day >= 1; day -= 1) {
    const dayStart = today - day * DAY_MS;
    const count = random.int(3, 6);
    for (let index = 0; index < count; index += 1) {
      const startsAt =
        dayStart + random.pick(hoursOf(dayStart)) * HOUR_MS + random.pick([0, 0, 30]) * MINUTE_MS;
      const game = placed(new Date(startsAt));
      if (game) games.push(game);
    }
  }
  const recordedAt = (game: PastGamePlan['game']) =>
    new Date((game.startsAt as Date).getTime() + game.durationMinutes * MINUTE_MS + RECORDED_AFTER_END_MS);
  const played = [...games.filter((game) => recordedAt(game) <= input.now), anchor].sort(
    (a, b) => (a.startsAt as Date).getTime() - (b.startsAt as Date).getTime(),
  );

  const anchorIndex = played.indexOf(anchor);
  // Spread evenly over the games that ended before the anchor's kick-off, the anchor last: never a
  // game at the anchor's own hour, which would put the demo player on two pitches at once (and make
  // "the last game" depend on how equal kick-offs happen to be ordered).
  const anchorStart = (anchor.startsAt as Date).getTime();
  const before = played.flatMap((game, index) =>
    index !== anchorIndex &&
    (game.startsAt as Date).getTime() + game.durationMinutes * MINUTE_MS <= anchorStart
      ? [index]
      : [],
  );
  const demoGames = new Set<number>([anchorIndex]);
  for (let step = 0; step < DEMO_GAMES - 1; step += 1) {
    const index = before[Math.round((step * Math.max(0, before.length - 1)) / (DEMO_GAMES - 2))];
    if (index !== undefined) demoGames.add(index);
  }
  const demoOrder = [...demoGames].sort((a, b) => a - b);
  const streak = new Set(demoOrder.slice(-DEMO_WIN_STREAK));
  const demoStar = demoOrder[demoOrder.length - 3];

  return played.map((game, gameIndex) => {
    const withDemo = input.demo !== null && demoGames.has(gameIndex);
    const count = random.int(10, Math.min(14, game.capacity));
    const drawn = random.pickMany(input.players, withDemo ? count - 1 : count);
    const players = withDemo && input.demo ? [...drawn, input.demo] : drawn;
    const sides = draftSides(players);
    const scores = playScores(players, sides, random);
    if (withDemo && streak.has(gameIndex)) {
      const demoSide = sides[players.length - 1] === 1 ? 1 : 0;
      const [high, low] = [Math.max(...scores), Math.min(...scores)];
      scores[demoSide] = high === low ? high + 1 : high;
      scores[demoSide === 0 ? 1 : 0] = low;
    }

    const lines: PastGameLine[] = players.map((player, index) => ({
      userId: player.id,
      side: sides[index] ?? 0,
      goals: 0,
      attended: player.id === input.demo?.id || !random.chance(0.05),
    }));
    for (const side of [0, 1] as const) {
      const present = lines.filter((line) => line.side === side && line.attended);
      if (present.length === 0) continue;
      const ownGoal = scores[side] > 0 && random.chance(0.1) ? 1 : 0;
      for (let goal = 0; goal < scores[side] - ownGoal; goal += 1) {
        const demoLine = present.find((line) => line.userId === input.demo?.id);
        const scorer = demoLine && random.chance(0.15) ? demoLine : random.pick(present);
        scorer.goals += 1;
      }
    }
    // Every side needs an attendee: a side emptied by no-shows gets its first player back.
    for (const side of [0, 1])
      if (!lines.some((line) => line.side === side && line.attended)) {
        const first = lines.find((line) => line.side === side);
        if (first) first.attended = true;
      }

    const attended = lines.filter((line) => line.attended);
    const winning =
      scores[0] === scores[1]
        ? attended
        : attended.filter((line) => line.side === (scores[0] > scores[1] ? 0 : 1));
    // The organizer's pick: the winners' top scorer (the demo player only in the one game planned for them).
    const topScorer =
      [...winning].filter((line) => line.userId !== input.demo?.id).sort((a, b) => b.goals - a.goals)[0] ??
      null;
    const star = gameIndex === demoStar && withDemo ? input.demo?.id : topScorer?.userId;
    const pick = star ?? null;

    const recorded = recordedAt(game);
    const closes = Math.min(recorded.getTime() + VOTE_WINDOW_MS, input.now.getTime()) - MINUTE_MS;
    // In the demo player's star game everyone votes for them, so the vote cannot take it away.
    const voters = random
      .pickMany(attended, random.int(2, 6))
      .filter((line) => gameIndex !== anchorIndex || line.userId !== input.demo?.id);
    const votes = voters.flatMap((voter) => {
      const others = attended.filter((line) => line.userId !== voter.userId);
      if (others.length === 0) return [];
      const candidate =
        pick !== null && pick !== voter.userId && (gameIndex === demoStar || random.chance(0.6))
          ? pick
          : random.pick(others).userId;
      const at = recorded.getTime() + random.next() * Math.max(0, closes - recorded.getTime());
      return [{ voterId: voter.userId, candidateId: candidate, at: new Date(Math.floor(at)) }];
    });
    votes.sort((a, b) => a.at.getTime() - b.at.getTime());

    return { game, lines, scores, pick, recordedAt: recorded, votes };
  });
}
