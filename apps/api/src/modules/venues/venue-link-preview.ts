import { type Language, type VenueType, pluralForm } from '@oyna/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games, venues } from '../../db/schema.js';
import type { LinkPreview } from '../../lib/link-preview.js';

/** The days the venue page's "games here this week" looks ahead, today included. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const TYPES: Record<Language, Record<VenueType, string>> = {
  az: { indoor: 'Qapalı meydança', outdoor: 'Açıq meydança', futsal: 'Futzal zalı' },
  ru: { indoor: 'Крытая площадка', outdoor: 'Открытая площадка', futsal: 'Зал для футзала' },
  en: { indoor: 'Indoor venue', outdoor: 'Open-air venue', futsal: 'Futsal hall' },
};

const PITCHES: Record<Language, (count: number) => string> = {
  az: (count) => `${count} sahə`,
  ru: (count) =>
    `${count} ${pluralForm('ru', count, { one: 'поле', few: 'поля', many: 'полей', other: 'поля' })}`,
  en: (count) => pluralForm('en', count, { one: '1 pitch', other: `${count} pitches` }),
};

const THIS_WEEK: Record<Language, (count: number) => string> = {
  az: (count) =>
    count > 0 ? `Bu həftə ${count} oyun: Oyna-da yerinizi tutun.` : 'Oyna-da burada oyun tapın.',
  ru: (count) =>
    count > 0
      ? `${count} ${pluralForm('ru', count, { one: 'игра', few: 'игры', many: 'игр', other: 'игры' })} на этой неделе: займите место в Oyna.`
      : 'Найдите здесь игру в Oyna.',
  en: (count) =>
    count > 0
      ? `${pluralForm('en', count, { one: '1 game', other: `${count} games` })} this week: book your place on Oyna.`
      : 'Find a game here on Oyna.',
};

/**
 * What a shared link to `/venues/{id}` shows before it is opened: the venue's name, its kind,
 * pitches and address, and how many games it has this week, in the sharer's language; its first
 * photo as the image when it has one. Null for a venue that does not exist.
 */
export async function venueLinkPreview(
  db: DbExecutor,
  venueId: number,
  language: Language,
  now: Date = new Date(),
): Promise<(LinkPreview & { imagePath: string | null }) | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!venue) return null;
  const gamesThisWeek = await db.$count(
    games,
    and(
      eq(games.venueId, venue.id),
      eq(games.status, 'open'),
      gt(games.startsAt, now),
      lt(games.startsAt, new Date(now.getTime() + WEEK_MS)),
    ),
  );
  const facts = [TYPES[language][venue.type], PITCHES[language](venue.pitchCount), venue.address];
  return {
    title: `${venue.name} · Oyna`,
    description: `${facts.join(' · ')}. ${THIS_WEEK[language](gamesThisWeek)}`,
    imagePath: venue.photos[0]?.url ?? null,
  };
}
