import type { Weekday } from './player-profile.js';

/** At most this many photos per venue. */
export const VENUE_PHOTOS_MAX = 8;
/** Venue photos are stored as 16:9 JPEGs of this size (the profile photo's checks, another crop). */
export const VENUE_PHOTO_SIZE = { width: 1280, height: 720 } as const;

export const VENUE_NAME_LENGTH = { min: 3, max: 80 } as const;
export const VENUE_ADDRESS_LENGTH = { min: 5, max: 200 } as const;
export const VENUE_PITCHES = { min: 1, max: 20 } as const;

/** What happens to a venue's upcoming games when an admin deactivates it. */
export const VENUE_UPCOMING_GAMES_CHOICES = ['cancel', 'keep'] as const;
export type VenueUpcomingGamesChoice = (typeof VENUE_UPCOMING_GAMES_CHOICES)[number];

/** One day's opening hours, "HH:MM" in Baku time; `closes` before `opens` runs past midnight. */
export interface OpeningHours {
  day: Weekday;
  opens: string;
  closes: string;
}

/** "HH:MM" from 00:00 to 24:00 as minutes, or null. */
export function minutesOfClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** A slug for a new venue's stable key: Latin letters and digits from its name, joined by dashes. */
export function venueSlugBase(name: string): string {
  const folded = name
    .replace(/[Əə]/g, 'e')
    .replace(/[Ğğ]/g, 'g')
    .replace(/[Iıİ]/g, 'i')
    .replace(/[Öö]/g, 'o')
    .replace(/[Üü]/g, 'u')
    .replace(/[Çç]/g, 'c')
    .replace(/[Şş]/g, 's')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase();
  return (
    folded
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'venue'
  );
}
