import { TEAM_FEED_WEEKS } from '@oyna/shared';
import { and, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  competitionMatches,
  competitions,
  teamMatches,
  teamSlotSquads,
  teamSlots,
  teams,
  venues,
} from '../../db/schema.js';
import type { CalendarEvent } from '../games/game-calendar.js';
import { slotDatesBetween } from './team-slot-schedule.js';

const WEEK_MS = 7 * 86_400_000;
const MINUTE_MS = 60_000;
const venueColumns = {
  name: venues.name,
  address: venues.address,
  latitude: venues.latitude,
  longitude: venues.longitude,
};

/** The feed is one address for the whole team, so it is written in the default language (az). */
const SLOT_KIND_NAMES = { training: 'Məşq', friendly: 'Yoldaşlıq oyunu' } as const;

/** The team's weekly slot dates, from four weeks back to twelve ahead, with each date's squad size. */
async function slotEvents(
  db: Db,
  team: { id: string; name: string },
  from: Date,
  to: Date,
  publicUrl: string,
) {
  const slots = await db
    .select({ slot: teamSlots, venue: venueColumns })
    .from(teamSlots)
    .innerJoin(venues, eq(venues.id, teamSlots.venueId))
    .where(and(eq(teamSlots.teamId, team.id), eq(teamSlots.status, 'active')));
  if (slots.length === 0) return [];
  const squads = await db
    .select({ slotId: teamSlotSquads.slotId, date: teamSlotSquads.date })
    .from(teamSlotSquads)
    .where(
      inArray(
        teamSlotSquads.slotId,
        slots.map(({ slot }) => slot.id),
      ),
    );
  const squadSize = new Map<string, number>();
  for (const row of squads)
    squadSize.set(`${row.slotId}|${row.date}`, (squadSize.get(`${row.slotId}|${row.date}`) ?? 0) + 1);
  return slots.flatMap(({ slot, venue }) =>
    slotDatesBetween(slot, from, to).map((occurrence): CalendarEvent => {
      const picked = squadSize.get(`${slot.id}|${occurrence.date}`) ?? 0;
      return {
        uid: `team-slot-${slot.id}-${occurrence.date}@oyna.az`,
        startsAt: occurrence.startsAt.toISOString(),
        endsAt: new Date(occurrence.startsAt.getTime() + slot.durationMinutes * MINUTE_MS).toISOString(),
        summary: `${SLOT_KIND_NAMES[slot.kind]} · ${team.name}`,
        venue,
        description: [picked > 0 ? `Heyət: ${picked} oyunçu` : '', slot.note].filter(Boolean).join('\n'),
        url: `${publicUrl}/teams/${team.id}`,
        cancelled: false,
      };
    }),
  );
}

/** The team's accepted friendlies (a result recorded or not) in the window. */
async function friendlyEvents(db: Db, teamId: string, from: Date, to: Date, publicUrl: string) {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const rows = await db
    .select({ match: teamMatches, home: home.name, away: away.name, venue: venueColumns })
    .from(teamMatches)
    .innerJoin(home, eq(home.id, teamMatches.homeTeamId))
    .innerJoin(away, eq(away.id, teamMatches.awayTeamId))
    .innerJoin(venues, eq(venues.id, teamMatches.venueId))
    .where(
      and(
        or(eq(teamMatches.homeTeamId, teamId), eq(teamMatches.awayTeamId, teamId)),
        inArray(teamMatches.status, ['accepted', 'awaiting_confirmation', 'disputed', 'confirmed']),
        gte(teamMatches.startsAt, from),
        lt(teamMatches.startsAt, to),
      ),
    );
  return rows.map(({ match, home: homeName, away: awayName, venue }): CalendarEvent => ({
    uid: `team-match-${match.id}@oyna.az`,
    startsAt: match.startsAt.toISOString(),
    endsAt: new Date(match.startsAt.getTime() + match.durationMinutes * MINUTE_MS).toISOString(),
    summary: `${homeName} – ${awayName} · ${match.format}`,
    venue,
    description: match.message,
    url: `${publicUrl}/team-matches/${match.id}`,
    cancelled: false,
  }));
}

/** The team's competition matches with a time and a pitch, in the window. */
async function competitionEvents(db: Db, teamId: string, from: Date, to: Date, publicUrl: string) {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const rows = await db
    .select({
      id: competitionMatches.id,
      startsAt: competitionMatches.startsAt,
      minutes: competitions.matchMinutes,
      competitionId: competitions.id,
      competition: competitions.name,
      home: home.name,
      away: away.name,
      venue: venueColumns,
    })
    .from(competitionMatches)
    .innerJoin(competitions, eq(competitions.id, competitionMatches.competitionId))
    .innerJoin(home, eq(home.id, competitionMatches.homeTeamId))
    .innerJoin(away, eq(away.id, competitionMatches.awayTeamId))
    .innerJoin(venues, eq(venues.id, competitionMatches.venueId))
    .where(
      and(
        or(eq(competitionMatches.homeTeamId, teamId), eq(competitionMatches.awayTeamId, teamId)),
        inArray(competitionMatches.status, ['scheduled', 'awaiting_confirmation', 'played']),
        isNotNull(competitionMatches.startsAt),
        gte(competitionMatches.startsAt, from),
        lt(competitionMatches.startsAt, to),
      ),
    );
  return rows.flatMap((row): CalendarEvent[] =>
    row.startsAt
      ? [
          {
            uid: `competition-match-${row.id}@oyna.az`,
            startsAt: row.startsAt.toISOString(),
            endsAt: new Date(row.startsAt.getTime() + row.minutes * MINUTE_MS).toISOString(),
            summary: `${row.home} – ${row.away} · ${row.competition}`,
            venue: row.venue,
            description: '',
            url: `${publicUrl}/tournaments/${row.competitionId}`,
            cancelled: false,
          },
        ]
      : [],
  );
}

/**
 * The team calendar feed's events (decision 80): its weekly slot dates, accepted friendlies and
 * competition matches, from four weeks back to twelve weeks ahead, earliest first.
 */
export async function teamFeedEvents(
  db: Db,
  input: { team: { id: string; name: string }; publicUrl: string; now: Date },
): Promise<CalendarEvent[]> {
  const from = new Date(input.now.getTime() - TEAM_FEED_WEEKS.past * WEEK_MS);
  const to = new Date(input.now.getTime() + TEAM_FEED_WEEKS.ahead * WEEK_MS);
  const events = (
    await Promise.all([
      slotEvents(db, input.team, from, to, input.publicUrl),
      friendlyEvents(db, input.team.id, from, to, input.publicUrl),
      competitionEvents(db, input.team.id, from, to, input.publicUrl),
    ])
  ).flat();
  return events.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
