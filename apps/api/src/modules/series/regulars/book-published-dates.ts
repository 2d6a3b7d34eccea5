import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { gameSeriesDates, games, seriesRegularDates, seriesRegulars } from '../../../db/schema.js';
import { findActiveBooking } from '../../games/booking-facts.js';
import { bookRegular } from './book-regular.js';
import { findRegular, lockSeries } from './regular-rows.js';
import type { GameHooks } from '../../games/game-hooks.js';

/**
 * A player who has just become a regular is booked for the dates already published, each while a
 * regular place is free (fewer regulars booked or held on it than the regular places) and the game
 * has a free place. Under the series' lock, so two regulars joining at once never take one place twice.
 */
export async function bookPublishedDates(
  db: Db,
  input: { seriesId: string; userId: string; now: Date; hooks: GameHooks },
): Promise<void> {
  const { seriesId, userId, now } = input;
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, seriesId);
    const regular = await findRegular(tx, seriesId, userId);
    if (regular?.status !== 'active' || series.regularPlaces === 0) return;
    const dates = await tx
      .select({ date: gameSeriesDates.date, game: games })
      .from(gameSeriesDates)
      .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
      .where(
        and(
          eq(gameSeriesDates.seriesId, seriesId),
          eq(gameSeriesDates.state, 'published'),
          eq(games.status, 'open'),
          gt(games.startsAt, now),
        ),
      );
    for (const { date, game } of dates) {
      if (game.placesTaken >= game.capacity) continue;
      if (await findActiveBooking(tx, game.id, userId)) continue;
      const rows = await tx
        .select({ userId: seriesRegularDates.userId, state: seriesRegularDates.state })
        .from(seriesRegularDates)
        .innerJoin(
          seriesRegulars,
          and(
            eq(seriesRegulars.seriesId, seriesRegularDates.seriesId),
            eq(seriesRegulars.userId, seriesRegularDates.userId),
          ),
        )
        .where(
          and(
            eq(seriesRegularDates.seriesId, seriesId),
            eq(seriesRegularDates.date, date),
            inArray(seriesRegularDates.state, ['booked', 'held']),
            sql`${seriesRegulars.status} = 'active'`,
          ),
        );
      if (rows.some((row) => row.userId === userId)) continue;
      const own = await tx
        .select({ state: seriesRegularDates.state })
        .from(seriesRegularDates)
        .where(
          and(
            eq(seriesRegularDates.seriesId, seriesId),
            eq(seriesRegularDates.userId, userId),
            eq(seriesRegularDates.date, date),
          ),
        );
      if (own.length > 0) continue;
      if (rows.length >= series.regularPlaces) continue;
      await bookRegular(tx, {
        seriesId,
        userId,
        date,
        gameId: game.id,
        noticesMuted: regular.noticesMuted,
        now,
        hooks: input.hooks,
      });
    }
  });
}
