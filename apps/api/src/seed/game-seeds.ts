import {
  GAME_PRICE_RANGES_AZN,
  type GameFormat,
  type GameKind,
  type SkillLevel,
  type VenueType,
  defaultCapacity,
  type Random,
  createRandom,
  bakuDayStart,
  bakuWeekday,
} from '@oyna/shared';
import type { NewGameRow } from '../db/schema.js';
import { type PitchCalendar, VENUE_ATTEMPTS, createPitchCalendar } from './pitch-calendar.js';

export const SEED_GAME_DAYS = 28;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How full a seeded game is: most have room, some are nearly full, some full with a waitlist. */
export type SeedFill = { confirmed: number; waitlisted: number };

export interface GameSeed {
  game: Omit<NewGameRow, 'organizerId'>;
  fill: SeedFill;
}

interface SeedVenue {
  id: number;
  name: string;
  type: VenueType;
  pitchCount: number;
}

const FORMATS_BY_VENUE: Record<VenueType, readonly (readonly [GameFormat, number])[]> = {
  futsal: [['5x5', 1]],
  indoor: [
    ['5x5', 3],
    ['6x6', 3],
    ['7x7', 2],
  ],
  outdoor: [
    ['6x6', 1],
    ['7x7', 4],
    ['8x8', 3],
    ['9x9', 2],
    ['11x11', 1],
  ],
};

/**
 * A demo game's title reads the same in every language: the format and the venue's name (a proper
 * name), since a title is one text whatever the reader's language.
 */
export function seedGameTitle(format: GameFormat, venueName: string): string {
  return `${format.replace('x', '×')} · ${venueName}`;
}

/**
 * Where and how a game at `startsAt` is played: the drawn venue, or the next drawn one, whose pitches
 * leave room for the drawn format's length; null when none of `VENUE_ATTEMPTS` draws does.
 */
function placeGame(
  venues: readonly SeedVenue[],
  startsAt: Date,
  random: Random,
  calendar: PitchCalendar,
): { venue: SeedVenue; format: GameFormat; durationMinutes: number } | null {
  for (let attempt = 0; attempt < VENUE_ATTEMPTS; attempt += 1) {
    const venue = random.pick(venues);
    const format = random.weighted(FORMATS_BY_VENUE[venue.type]);
    const durationMinutes = format === '11x11' ? 120 : random.pick([60, 90, 90]);
    const span = { start: startsAt.getTime(), end: startsAt.getTime() + durationMinutes * 60_000 };
    if (calendar.book(venue, span)) return { venue, format, durationMinutes };
  }
  return null;
}

const EVENING_HOURS = [18, 19, 20, 21, 22] as const;
const WEEKEND_HOURS = [10, 12, 14, 16, 18, 20] as const;

/** A price within the kind's range, in half-manat steps, in qəpik. */
function priceFor(kind: GameKind, random: Random): number {
  const { min, max } = GAME_PRICE_RANGES_AZN[kind];
  return random.int(min * 2, max * 2) * 50;
}

function fillFor(capacity: number, random: Random): SeedFill {
  const shape = random.weighted([
    ['empty', 1],
    ['some', 5],
    ['nearly_full', 2],
    ['full', 1],
  ] as const);
  if (shape === 'empty') return { confirmed: 0, waitlisted: 0 };
  if (shape === 'some') return { confirmed: random.int(2, capacity - 3), waitlisted: 0 };
  if (shape === 'nearly_full') return { confirmed: capacity - random.int(1, 2), waitlisted: 0 };
  return { confirmed: capacity, waitlisted: random.int(1, 4) };
}

function levelRange(random: Random): { minLevel: SkillLevel | null; maxLevel: SkillLevel | null } {
  return random.weighted([
    [{ minLevel: null, maxLevel: null }, 8],
    [{ minLevel: null, maxLevel: 'intermediate' }, 1],
    [{ minLevel: 'intermediate', maxLevel: null }, 1],
  ] as const);
}

/**
 * About 300 games over the next four weeks from `today` (a Baku date, YYYY-MM-DD): evenings on
 * weekdays, days and evenings at weekends, at every kind of venue. The same date gives the same games.
 */
export function generateGameSeeds(venues: readonly SeedVenue[], today: string, seed = 7): GameSeed[] {
  const random: Random = createRandom(seed);
  const midnight = bakuDayStart(today).getTime();
  const seeds: GameSeed[] = [];
  const calendar = createPitchCalendar();
  for (let day = 0; day < SEED_GAME_DAYS; day += 1) {
    const dayStart = midnight + day * DAY_MS;
    const weekday = bakuWeekday(dayStart);
    const weekend = weekday === 0 || weekday === 6;
    const count = weekend ? random.int(12, 15) : random.int(9, 11);
    for (let index = 0; index < count; index += 1) {
      const hour = random.pick(weekend ? WEEKEND_HOURS : EVENING_HOURS);
      const startsAt = new Date(dayStart + hour * HOUR_MS + random.pick([0, 0, 30]) * 60_000);
      const placed = placeGame(venues, startsAt, random, calendar);
      if (!placed) continue;
      const { venue, format, durationMinutes } = placed;
      const kind = random.weighted([
        ['regular', 14],
        ['premium', 4],
        ['tournament', weekend ? 3 : 1],
      ] as const);
      const capacity = defaultCapacity(format);
      seeds.push({
        game: {
          venueId: venue.id,
          title: seedGameTitle(format, venue.name),
          description: '',
          startsAt,
          durationMinutes,
          format,
          capacity,
          kind,
          priceQepik: priceFor(kind, random),
          ...levelRange(random),
          hasReferee: kind !== 'regular' || random.chance(0.2),
          videoCoverage: false,
          registrationOpensAt: new Date(startsAt.getTime() - 10 * DAY_MS),
        },
        fill: fillFor(capacity, random),
      });
    }
  }
  return seeds;
}
