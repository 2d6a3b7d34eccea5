import { type Language, type SeriesPlannedChange, seriesTermFieldsSchema } from '@oyna/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type GameSeriesPlannedChangeRow,
  type GameSeriesRow,
  gameSeriesPlannedChanges,
  venues,
} from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { gameRuleError } from '../games/game-rule-error.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { toGameVenue } from '../venues/venue-response.js';
import { seriesToManage } from './series-access.js';
import { type SeriesTermFields, seriesColumnsOf, seriesTermProblems } from './series-terms.js';

/**
 * A planned change as the series reads it: its date and the terms it sets, read back through their
 * schema (null when the schema no longer accepts them, for the publisher to drop and report).
 */
export interface PlannedChange {
  id: string;
  fromDate: string;
  fields: SeriesTermFields | null;
}

/** The series' planned changes, earliest first (decision 81). */
export async function plannedChangesOf(db: DbExecutor, seriesId: string): Promise<PlannedChange[]> {
  const rows = await db
    .select()
    .from(gameSeriesPlannedChanges)
    .where(eq(gameSeriesPlannedChanges.seriesId, seriesId))
    .orderBy(asc(gameSeriesPlannedChanges.fromDate));
  return rows.map(readPlannedChange);
}

export function readPlannedChange(row: GameSeriesPlannedChangeRow): PlannedChange {
  const parsed = seriesTermFieldsSchema.safeParse(row.fields);
  return { id: row.id, fromDate: row.fromDate, fields: parsed.success ? parsed.data : null };
}

/**
 * The terms the series will have on `date`: its row with every planned change from that date or
 * before laid over it, in order (a later change's fields win).
 */
export function termsOn(
  series: GameSeriesRow,
  planned: readonly Pick<PlannedChange, 'fromDate' | 'fields'>[],
  date: string,
): GameSeriesRow {
  let terms = series;
  for (const change of planned) {
    if (change.fromDate > date || change.fields === null) continue;
    terms = { ...terms, ...seriesColumnsOf(change.fields) };
  }
  return terms;
}

/**
 * Keeps a change from a date beyond the next one to publish (decision 81), under the series' lock
 * held by `tx`: a change already planned for that date takes the new fields over its own. It is
 * checked as a change made at once is: the terms that date will have, and those of every later
 * planned change laid over them, must keep the rules between fields, and a new venue must have pitches.
 */
export async function storePlannedChange(
  tx: DbExecutor,
  input: {
    series: GameSeriesRow;
    fromDate: string;
    fields: SeriesTermFields;
    actor: AuthUser;
    now: Date;
    language: Language;
  },
): Promise<void> {
  const { series, fromDate, now } = input;
  const planned = await plannedChangesOf(tx, series.id);
  const sameDay = planned.find((change) => change.fromDate === fromDate);
  const fields: SeriesTermFields = { ...sameDay?.fields, ...input.fields };
  const stacked = [
    ...planned.filter((change) => change.fromDate !== fromDate),
    { id: '', fromDate, fields },
  ].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  assertStackKeepsRules(series, stacked, { ...input, from: fromDate });
  const venueBefore = termsOn(
    series,
    planned.filter((change) => change.fromDate < fromDate),
    fromDate,
  ).venueId;
  if (fields.venue_id !== undefined && fields.venue_id !== venueBefore)
    await assertVenueHasPitches(tx, { venueId: fields.venue_id, planned: [] });

  await tx
    .insert(gameSeriesPlannedChanges)
    .values({
      seriesId: series.id,
      fromDate,
      fields,
      createdBy: input.actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [gameSeriesPlannedChanges.seriesId, gameSeriesPlannedChanges.fromDate],
      set: { fields, createdBy: input.actor.id, updatedAt: now },
    });
}

/**
 * After a change made at once, every planned change laid over the new terms must still keep the rules
 * between fields (a change to 11x11 now under a planned capacity of 14 would not): checked under the
 * series' lock, before the transaction ends, so a refusal undoes the change.
 */
export async function checkLaterPlannedChanges(
  tx: DbExecutor,
  input: { series: GameSeriesRow; now: Date; language: Language },
): Promise<void> {
  const planned = await plannedChangesOf(tx, input.series.id);
  assertStackKeepsRules(input.series, planned, { ...input, from: '' });
}

function assertStackKeepsRules(
  series: GameSeriesRow,
  stacked: readonly Pick<PlannedChange, 'fromDate' | 'fields'>[],
  input: { from: string; now: Date; language: Language },
): void {
  for (const change of stacked.filter((one) => one.fromDate >= input.from)) {
    const problems = seriesTermProblems(termsOn(series, stacked, change.fromDate), input.now);
    if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);
  }
}

/** The organizer (or an admin) gives up a planned change before its date: nothing of it applies. */
export async function cancelPlannedChange(
  db: Db,
  input: { actor: AuthUser; seriesId: string; fromDate: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const [dropped] = await tx
      .delete(gameSeriesPlannedChanges)
      .where(
        and(
          eq(gameSeriesPlannedChanges.seriesId, series.id),
          eq(gameSeriesPlannedChanges.fromDate, input.fromDate),
        ),
      )
      .returning({ id: gameSeriesPlannedChanges.id });
    if (!dropped) throw notFound('series_planned_change_not_found');
  });
}

/** The planned changes as the series' answer lists them, a new venue with its name and place. */
export async function describePlannedChanges(
  db: DbExecutor,
  planned: readonly Pick<PlannedChange, 'fromDate' | 'fields'>[],
): Promise<SeriesPlannedChange[]> {
  const venueIds = planned.flatMap((change) =>
    change.fields?.venue_id === undefined ? [] : [change.fields.venue_id],
  );
  const venueRows =
    venueIds.length === 0 ? [] : await db.select().from(venues).where(inArray(venues.id, venueIds));
  return planned.flatMap((change) => {
    if (change.fields === null) return [];
    const { venue_id: venueId, ...terms } = change.fields;
    const venue = venueRows.find((row) => row.id === venueId);
    return [{ from_date: change.fromDate, ...terms, ...(venue && { venue: toGameVenue(venue) }) }];
  });
}
