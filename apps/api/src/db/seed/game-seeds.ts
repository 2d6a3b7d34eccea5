import {
  GAME_PRICE_RANGES_AZN,
  type GameFormat,
  type GameKind,
  type SkillLevel,
  type VenueType,
  defaultCapacity,
} from '@oyna/shared';
import type { NewGameRow } from '../schema.js';
import { createRandom, type Random } from './random.js';

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

const TITLES: Record<GameKind, readonly string[]> = {
  regular: ['Dostluq oyunu', 'Həvəskar futbol', 'Açıq oyun'],
  premium: ['Premium oyun', 'Hakimli premium oyun', 'Güclülər oyunu'],
  tournament: ['Həftəsonu turniri', 'Aylıq liqa turu', 'Kubok oyunu'],
};
/** Regular games named after their time of day, so a title never says "evening" at 10:00. */
const REGULAR_TITLES_BY_TIME = {
  morning: ['Səhər futbolu', 'Həftəsonu futbolu'],
  afternoon: ['Günorta oyunu', 'Həftəsonu futbolu'],
  evening: ['Axşam oyunu', 'İşdən sonra futbol', 'Gecə futbolu'],
} as const;

function titleFor(kind: GameKind, hour: number, random: Random): string {
  if (kind !== 'regular') return random.pick(TITLES[kind]);
  const timed =
    hour >= 18
      ? REGULAR_TITLES_BY_TIME.evening
      : hour >= 12
        ? REGULAR_TITLES_BY_TIME.afternoon
        : REGULAR_TITLES_BY_TIME.morning;
  return random.pick([...TITLES.regular, ...timed]);
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
  const midnight = new Date(`${today}T00:00:00+04:00`).getTime();
  const seeds: GameSeed[] = [];
  for (let day = 0; day < SEED_GAME_DAYS; day += 1) {
    const dayStart = midnight + day * DAY_MS;
    const weekday = new Date(dayStart + 4 * HOUR_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const count = weekend ? random.int(12, 15) : random.int(9, 11);
    for (let index = 0; index < count; index += 1) {
      const venue = random.pick(venues);
      const hour = random.pick(weekend ? WEEKEND_HOURS : EVENING_HOURS);
      const startsAt = new Date(dayStart + hour * HOUR_MS + random.pick([0, 0, 30]) * 60_000);
      const format = random.weighted(FORMATS_BY_VENUE[venue.type]);
      const kind = random.weighted([
        ['regular', 14],
        ['premium', 4],
        ['tournament', weekend ? 3 : 1],
      ] as const);
      const capacity = defaultCapacity(format);
      seeds.push({
        game: {
          venueId: venue.id,
          title: `${titleFor(kind, hour, random)} · ${venue.name}`,
          description: '',
          startsAt,
          durationMinutes: format === '11x11' ? 120 : random.pick([60, 90, 90]),
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
