import type { Language, Series } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeriesDates } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { updateGame } from '../games/update-game.js';
import { getSeries } from './get-series.js';
import { seriesToManage } from './series-access.js';

/**
 * The organizer moves one published date to another kick-off (decision 79). The date keeps its row,
 * so it stays taken and the publisher never publishes it again; its game moves through the game
 * edit path: a free pitch at the new time, everyone booked told, and free to leave without penalty.
 */
export async function moveSeriesDate(
  db: Db,
  input: {
    actor: AuthUser;
    seriesId: string;
    date: string;
    startsAt: string;
    language: Language;
    now?: Date;
  },
): Promise<Series> {
  const now = input.now ?? new Date();
  const series = await seriesToManage(db, input);
  if (series.status === 'ended') throw new AppError('series_ended', 422);
  if (input.date < dateIn(series.timeZone, now)) throw new AppError('series_date_past', 422);
  const [row] = await db
    .select({ state: gameSeriesDates.state, gameId: gameSeriesDates.gameId })
    .from(gameSeriesDates)
    .where(and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, input.date)));
  if (!row || row.state !== 'published' || !row.gameId) throw new AppError('series_date_not_published', 422);
  await updateGame(db, {
    actor: input.actor,
    gameId: row.gameId,
    changes: { starts_at: input.startsAt },
    language: input.language,
    now,
  });
  return getSeries(db, { actor: input.actor, seriesId: series.id, now });
}
