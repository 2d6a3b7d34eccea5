import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameSeriesRow, venues } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';

/**
 * The organizer is told that a date of their weekly game could not be published (no free pitch...),
 * or that a planned change from `plannedChangeFrom` could no longer apply and was dropped.
 */
export async function notifySeriesDateRefused(
  tx: DbExecutor,
  input: {
    series: GameSeriesRow;
    startsAt: Date;
    problem: string;
    plannedChangeFrom?: string;
    dedupeKey: string;
    now: Date;
  },
): Promise<void> {
  const { series } = input;
  const [venue] = await tx.select({ name: venues.name }).from(venues).where(eq(venues.id, series.venueId));
  await notify(
    tx,
    series.organizerId,
    {
      kind: 'series_date_refused',
      payload: {
        series_id: series.id,
        title: series.title,
        starts_at: input.startsAt.toISOString(),
        venue: venue?.name ?? '',
        problem: input.problem,
        ...(input.plannedChangeFrom && { planned_change_from: input.plannedChangeFrom }),
      },
    },
    { dedupeKey: input.dedupeKey, now: input.now },
  );
}
