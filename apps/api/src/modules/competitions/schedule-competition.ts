import {
  type BusyInterval,
  type PitchRef,
  type Placement,
  type ScheduleMatch,
  type ScheduleRules,
  scheduleMatches,
} from '@oyna/competition';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionRow, competitionMatches, venues } from '../../db/schema.js';
import { assertVenueHasPitches, bookedSpansAt } from '../games/venue-pitches.js';
import { insertMatchGame } from '../matches/match-game.js';
import { bakuInstant } from './competition-rules.js';

const MINUTE_MS = 60_000;

export function scheduleRules(competition: CompetitionRow, busy: BusyInterval[]): ScheduleRules {
  const pitches: PitchRef[] = competition.venuePitches.flatMap((entry) =>
    entry.pitches.map((pitch) => ({ venueId: String(entry.venueId), pitch })),
  );
  return {
    pitches,
    windows: competition.windows.map((window) => ({
      date: window.date,
      start: window.start,
      end: window.end,
    })),
    matchMinutes: competition.matchMinutes,
    changeoverMinutes: competition.changeoverMinutes,
    minRestMinutes: competition.minRestMinutes,
    busy,
    ...(competition.maxRoundsPerDay ? { maxRoundsPerDay: competition.maxRoundsPerDay } : {}),
  };
}

/**
 * What is already at the competition's pitches during its windows: other games (pickup games,
 * team matches, other competitions), each put on a pitch number the way a venue would fill them
 * (pitches the competition does not use first), and this competition's other placed matches.
 * Venues are locked first, so nothing else takes a pitch until the transaction ends.
 */
export async function busyIntervals(
  tx: DbExecutor,
  competition: CompetitionRow,
  options: { ignoreMatchIds?: readonly string[] } = {},
): Promise<BusyInterval[]> {
  const venueIds = competition.venuePitches.map((entry) => entry.venueId);
  if (venueIds.length === 0) return [];
  const venueRows = await tx
    .select({ id: venues.id, pitchCount: venues.pitchCount })
    .from(venues)
    .where(inArray(venues.id, venueIds))
    .orderBy(venues.id)
    .for('update');
  const starts = competition.windows.map((window) => bakuInstant(window.date, window.start).getTime());
  const ends = competition.windows.map((window) => bakuInstant(window.date, window.end).getTime());
  const from = new Date(Math.min(...starts) - 24 * 60 * MINUTE_MS);
  const to = new Date(Math.max(...ends) + 24 * 60 * MINUTE_MS);
  const own = await tx
    .select({
      id: competitionMatches.id,
      gameId: competitionMatches.gameId,
      venueId: competitionMatches.venueId,
      pitch: competitionMatches.pitch,
      startsAt: competitionMatches.startsAt,
    })
    .from(competitionMatches)
    .where(eq(competitionMatches.competitionId, competition.id));
  const ownGameIds = own.flatMap((match) => (match.gameId ? [match.gameId] : []));
  const busy: BusyInterval[] = [];
  const ignore = new Set(options.ignoreMatchIds ?? []);
  for (const match of own) {
    if (ignore.has(match.id) || !match.venueId || !match.pitch || !match.startsAt) continue;
    busy.push({
      venueId: String(match.venueId),
      pitch: match.pitch,
      start: match.startsAt.toISOString(),
      end: new Date(match.startsAt.getTime() + competition.matchMinutes * MINUTE_MS).toISOString(),
    });
  }
  for (const venue of venueRows) {
    const used = new Set(competition.venuePitches.find((entry) => entry.venueId === venue.id)?.pitches ?? []);
    const all = Array.from({ length: venue.pitchCount }, (_, index) => index + 1);
    // Other games fill the pitches the competition does not use first, then its own from the top.
    const preference = [
      ...all.filter((pitch) => !used.has(pitch)),
      ...all.filter((pitch) => used.has(pitch)).reverse(),
    ];
    const booked = await bookedSpansAt(tx, { venueId: venue.id, from, to, ignoreGameIds: ownGameIds });
    const freeAt = new Map<number, number>();
    // In start order, the way the venue fills its pitches.
    for (const { start, end } of booked.sort((a, b) => a.start - b.start)) {
      const pitch = preference.find((candidate) => (freeAt.get(candidate) ?? 0) <= start) ?? preference[0];
      if (pitch === undefined) continue;
      freeAt.set(pitch, Math.max(freeAt.get(pitch) ?? 0, end));
      if (used.has(pitch))
        busy.push({
          venueId: String(venue.id),
          pitch,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
        });
    }
  }
  return busy;
}

/** Places the matches; null when one cannot be placed. */
export async function placeMatches(
  tx: DbExecutor,
  competition: CompetitionRow,
  matches: readonly ScheduleMatch[],
): Promise<Placement[] | null> {
  const busy = await busyIntervals(tx, competition);
  const result = scheduleMatches(matches, scheduleRules(competition, busy));
  if (result.unplaced.length > 0) return null;
  return result.placements;
}

/**
 * A competition match's game title: "Home – Away · Competition", with "?" for a side the draw has
 * not decided yet (a later knockout round); `advanceCompetition` renames the game once it is known.
 */
export function matchGameTitle(
  home: string | null | undefined,
  away: string | null | undefined,
  competitionName: string,
): string {
  return `${home ?? '?'} – ${away ?? '?'} · ${competitionName}`.slice(0, 120);
}

/**
 * The game a placed competition match plays as (`origin = 'competition'`): never listed or booked,
 * it takes a pitch at the venue like any game (checked by the games' own rule first), and its
 * result reaches statistics and ratings through the results module.
 */
export async function createMatchGames(
  tx: DbExecutor,
  competition: CompetitionRow,
  placed: readonly { matchId: string; venueId: number; startsAt: Date; title: string }[],
  now: Date,
): Promise<Map<string, string>> {
  const byVenue = new Map<number, typeof placed>();
  for (const match of placed) byVenue.set(match.venueId, [...(byVenue.get(match.venueId) ?? []), match]);
  for (const [venueId, list] of [...byVenue].sort(([a], [b]) => a - b)) {
    await assertVenueHasPitches(tx, {
      venueId,
      planned: list.map((match) => ({ startsAt: match.startsAt, durationMinutes: competition.matchMinutes })),
    });
  }
  const gameIds = new Map<string, string>();
  for (const match of placed) {
    const gameId = await insertMatchGame(
      tx,
      {
        venueId: match.venueId,
        organizerId: competition.organizerId,
        title: match.title,
        description: '',
        startsAt: match.startsAt,
        durationMinutes: competition.matchMinutes,
        format: competition.matchFormat,
        kind: 'tournament',
        origin: 'competition',
      },
      now,
    );
    gameIds.set(match.matchId, gameId);
  }
  return gameIds;
}
