import type { CompetitionMatch } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { inArray } from 'drizzle-orm';
import { findCompetition } from './competition-access.js';
import { loadMatches } from './competition-view.js';
import { calendarFile, type CalendarEvent } from '../games/game-calendar.js';

/**
 * `GET /competitions/{id}/calendar.ics`: every placed match of the competition (or of one team)
 * as iCalendar events in Asia/Baku.
 */
export async function competitionCalendar(
  db: Db,
  options: { competitionId: string; teamId?: string | undefined; url: string; now?: Date },
): Promise<string> {
  const competition = await findCompetition(db, options.competitionId);
  const matches = await loadMatches(db, competition, {
    actor: null,
    now: options.now ?? new Date(),
    teamId: options.teamId,
  });
  const placed = matches.filter(
    (match): match is CompetitionMatch & { starts_at: string; ends_at: string } =>
      match.starts_at !== null && match.ends_at !== null && match.venue !== null && match.status !== 'void',
  );
  const venueIds = placed.flatMap((match) => (match.venue ? [match.venue.id] : []));
  const rows = venueIds.length ? await db.select().from(venues).where(inArray(venues.id, venueIds)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const events: CalendarEvent[] = placed.flatMap((match) => {
    const venue = match.venue ? byId.get(match.venue.id) : undefined;
    if (!venue) return [];
    const home = match.home_team?.name ?? '?';
    const away = match.away_team?.name ?? '?';
    return [
      {
        uid: `competition-match-${match.id}@oyna.az`,
        startsAt: match.starts_at,
        endsAt: match.ends_at,
        summary: `${home} – ${away} · ${competition.name}`,
        venue: {
          name: venue.name,
          address: venue.address,
          latitude: venue.latitude,
          longitude: venue.longitude,
        },
        description: match.pitch === null ? competition.name : `${competition.name} · #${match.pitch}`,
        url: options.url,
        cancelled: competition.status === 'cancelled',
      },
    ];
  });
  return calendarFile(events, options.now ? { now: options.now } : {});
}
