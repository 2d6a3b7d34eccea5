import {
  type CreateSeriesInput,
  type FieldMessageKind,
  type Language,
  type Series,
  checkGameRules,
  defaultCapacity,
} from '@oyna/shared';
import { dateIn, occurrencesBetween } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import { gameSeries } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { newGameColumns } from '../games/create-games.js';
import { gameRuleError } from '../games/game-rule-error.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { getSeries } from './get-series.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { scheduleOf } from './series-schedule.js';
import { regularSettingsProblems, regularSettingsValues } from './regulars/regular-settings.js';
import type { GameHooks } from '../games/game-hooks.js';

const DAY_MS = 86_400_000;
const TIME_ZONE = 'Asia/Baku';

/**
 * An organizer starts a weekly game. The game's own rules (price range of the kind, capacity for
 * the format, levels) and the schedule's are checked first; then the series is stored and the dates
 * already inside its window are published at once (decision 73).
 */
export async function createSeries(
  db: Db,
  input: { actor: AuthUser; series: CreateSeriesInput; language: Language; now?: Date; hooks: GameHooks },
): Promise<Series> {
  const now = input.now ?? new Date();
  const { series: fields } = input;
  const capacity = fields.capacity ?? defaultCapacity(fields.format);
  const values = {
    organizerId: input.actor.id,
    ...newGameColumns(fields, capacity),
    timeZone: TIME_ZONE,
    weekdays: [...fields.weekdays].sort((a, b) => a - b),
    kickOffTime: fields.kick_off_time,
    everyWeeks: fields.every_weeks,
    startDate: fields.start_date,
    endDate: fields.end_date,
    publishDaysAhead: fields.publish_days_ahead,
    ...regularSettingsValues(fields),
  };
  const problems = { ...seriesProblems(fields, capacity, now), ...regularSettingsProblems(values, capacity) };
  if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);

  const [created] = await db.transaction(async (tx) => {
    // The venue exists, is open and has pitches (the dates' own clashes are checked at publication).
    await assertVenueHasPitches(tx, { venueId: fields.venue_id, planned: [] });
    return tx.insert(gameSeries).values(values).returning({ id: gameSeries.id });
  });
  await publishDueOccurrences(db, { now, seriesId: created!.id, hooks: input.hooks });
  return getSeries(db, { actor: input.actor, seriesId: created!.id, now });
}

/** Field -> message for every rule the new series breaks. */
function seriesProblems(
  fields: CreateSeriesInput,
  capacity: number,
  now: Date,
): Record<string, FieldMessageKind> {
  const problems: Record<string, FieldMessageKind> = {};
  const today = dateIn(TIME_ZONE, now);
  if (fields.start_date < today) problems['start_date'] = 'series_start_in_past';
  if (fields.end_date !== null && fields.end_date < fields.start_date)
    problems['end_date'] = 'series_end_before_start';
  if (Object.keys(problems).length > 0) return problems;

  const schedule = scheduleOf({
    timeZone: TIME_ZONE,
    weekdays: fields.weekdays,
    kickOffTime: fields.kick_off_time,
    everyWeeks: fields.every_weeks,
    startDate: fields.start_date,
    endDate: fields.end_date,
  });
  // The first date from now on: within the year a game may be published ahead, on a chosen weekday.
  const [first] = occurrencesBetween(schedule, now, new Date(now.getTime() + 365 * DAY_MS));
  if (!first) return { weekdays: 'series_weekdays_required' };
  const gameProblems = checkGameRules(
    {
      ...fields,
      capacity,
      starts_at: first.startsAt.toISOString(),
      registration_opens_at: now.toISOString(),
    },
    now,
  );
  // A series has no single kick-off: a game rule about it speaks of the start date.
  const { starts_at: startsAtProblem, registration_opens_at: _opens, ...rest } = gameProblems;
  return startsAtProblem ? { ...rest, start_date: startsAtProblem } : rest;
}
