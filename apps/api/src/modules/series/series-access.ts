import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameSeriesRow, gameSeries } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';

/** An organizer manages their own series; an admin manages every series. */
export function canManageSeries(actor: AuthUser, series: Pick<GameSeriesRow, 'organizerId'>): boolean {
  return actor.role === 'admin' || (actor.role === 'organizer' && actor.id === series.organizerId);
}

/**
 * The series, read for a change by whoever may manage it: locked when `forUpdate`, so that two
 * changes of one series (a skip and the end) follow each other. 404 for a series that does not exist,
 * 403 for one of another organizer.
 */
export async function seriesToManage(
  tx: DbExecutor,
  input: { actor: AuthUser; seriesId: string; forUpdate?: boolean },
): Promise<GameSeriesRow> {
  const query = tx.select().from(gameSeries).where(eq(gameSeries.id, input.seriesId));
  const [series] = input.forUpdate ? await query.for('update') : await query;
  if (!series) throw notFound('series_not_found');
  if (!canManageSeries(input.actor, series)) throw forbidden();
  return series;
}
