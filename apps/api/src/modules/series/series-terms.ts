import {
  type FieldMessageKind,
  type SeriesTermsChange,
  type UpdateGameRequest,
  checkGameRules,
  manatToQepik,
  qepikToManat,
} from '@oyna/shared';
import { kickOffOn } from '@oyna/schedule';
import type { GameSeriesRow, NewGameSeriesRow } from '../../db/schema.js';
import { sentGameColumns } from '../games/update-game.js';

const DAY_MS = 86_400_000;

/** The terms a "this and the following" change sends, without the date it starts from. */
export type SeriesTermFields = Omit<SeriesTermsChange, 'from_date'>;

/** The series' columns the change sets: only what was sent. */
export function seriesColumnsOf(fields: SeriesTermFields): Partial<NewGameSeriesRow> {
  return {
    ...sentGameColumns(fields),
    ...(fields.format !== undefined && { format: fields.format }),
    ...(fields.capacity !== undefined && { capacity: fields.capacity }),
    ...(fields.kind !== undefined && { kind: fields.kind }),
    ...(fields.price !== undefined && { priceQepik: manatToQepik(fields.price) ?? 0 }),
    ...(fields.min_level !== undefined && { minLevel: fields.min_level }),
    ...(fields.max_level !== undefined && { maxLevel: fields.max_level }),
    ...(fields.weekdays !== undefined && { weekdays: [...fields.weekdays].sort((a, b) => a - b) }),
    ...(fields.kick_off_time !== undefined && { kickOffTime: fields.kick_off_time }),
  };
}

/** Field -> message for each rule between fields the series would break with the change. */
export function seriesTermProblems(after: GameSeriesRow, now: Date): Record<string, FieldMessageKind> {
  const problems: Record<string, FieldMessageKind> = checkGameRules(
    {
      format: after.format,
      capacity: after.capacity,
      kind: after.kind,
      price: qepikToManat(after.priceQepik),
      min_level: after.minLevel,
      max_level: after.maxLevel,
      // A series has no single kick-off: the time rules are the schedule's, checked elsewhere.
      starts_at: new Date(now.getTime() + DAY_MS).toISOString(),
      registration_opens_at: now.toISOString(),
    },
    now,
  );
  if (after.capacity < after.regularPlaces) problems['capacity'] = 'game_capacity_range';
  return problems;
}

/**
 * What one published game of the series becomes: the fields sent, and a new kick-off on its own
 * date when the time changed, unless the organizer had moved that game on its own.
 */
export function gameChangesFor(
  input: { before: GameSeriesRow; after: GameSeriesRow; fields: SeriesTermFields },
  game: { date: string; startsAt: Date },
): UpdateGameRequest {
  const { before, after, fields } = input;
  const { weekdays: _weekdays, kick_off_time: _time, ...gameFields } = fields;
  const changes: UpdateGameRequest = { ...gameFields };
  const nominal = kickOffOn({ timeZone: before.timeZone, time: before.kickOffTime }, game.date);
  if (before.kickOffTime !== after.kickOffTime && nominal.getTime() === game.startsAt.getTime()) {
    changes.starts_at = kickOffOn(
      { timeZone: after.timeZone, time: after.kickOffTime },
      game.date,
    ).toISOString();
  }
  return changes;
}

/** Whether the changes move the game in time or place, or make it longer (a pitch must be free). */
export function needsPitch(
  changes: UpdateGameRequest,
  game: { startsAt: Date; venueId: number; durationMinutes: number },
): boolean {
  return (
    (changes.venue_id !== undefined && changes.venue_id !== game.venueId) ||
    (changes.starts_at !== undefined && new Date(changes.starts_at).getTime() !== game.startsAt.getTime()) ||
    (changes.duration_minutes !== undefined && changes.duration_minutes > game.durationMinutes)
  );
}
