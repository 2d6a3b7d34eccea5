import type { SeriesTermsChange } from '@oyna/shared';
import { jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDay, requiredRef, timestamps, uuidId } from './columns.js';
import { gameSeries } from './series.js';
import { users } from './users.js';

/** The terms a planned change sets, as the request sent them (without its date). */
export type PlannedTermFields = Omit<SeriesTermsChange, 'from_date'>;

/**
 * A "this and the following" change from a date beyond the next one to publish (decision 81): kept
 * here until that date is the next to publish, then applied by the publisher through the same path as
 * a change made at once, its row claimed (deleted) under the series' lock. `fields` are only the terms
 * sent, read back through the change's own schema; one change per series and date (a second merges in).
 */
export const gameSeriesPlannedChanges = pgTable(
  'game_series_planned_changes',
  {
    id: uuidId(),
    seriesId: requiredRef('series_id', () => gameSeries.id, { onDelete: 'cascade' }),
    fromDate: calendarDay('from_date').notNull(),
    fields: jsonb('fields').$type<PlannedTermFields>().notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('game_series_planned_changes_date_unique').on(table.seriesId, table.fromDate)],
);

export type GameSeriesPlannedChangeRow = typeof gameSeriesPlannedChanges.$inferSelect;
