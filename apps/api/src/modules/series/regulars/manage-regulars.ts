import type { Db, DbTransaction } from '../../../db/database.js';
import { and, eq } from 'drizzle-orm';
import { type GameSeriesRow, seriesRegulars } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { notify } from '../../notifications/notify.js';
import { seriesToManage } from '../series-access.js';
import { bookPublishedDates } from './book-published-dates.js';
import { countActiveRegulars, findRegular, updateStandingRegular } from './regular-rows.js';
import type { GameHooks } from '../../games/game-hooks.js';

interface RegularDecision {
  actor: AuthUser;
  seriesId: string;
  userId: string;
  now?: Date;
}

/**
 * The organizer (or an admin) accepts a request to be a regular, or takes back a player removed or
 * refused before (by the organizer, or after too many misses: their misses count again from now),
 * while the cap allows; the new regular is told and booked for the dates already published where a
 * regular place is free.
 */
export async function approveRegular(db: Db, input: RegularDecision & { hooks: GameHooks }): Promise<void> {
  const now = input.now ?? new Date();
  await decideOnRegular(db, input, now, async (tx, series) => {
    const regular = await findRegular(tx, series.id, input.userId);
    if (regular?.status !== 'pending' && regular?.status !== 'removed')
      throw new AppError('series_regular_not_found', 404);
    if ((await countActiveRegulars(tx, series.id)) >= series.regularsCap)
      throw new AppError('series_regulars_full', 409);
    await tx
      .update(seriesRegulars)
      .set({ status: 'active', activeSince: now, removal: null, updatedAt: now })
      .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.userId, input.userId)));
    return 'approved';
  });
  await bookPublishedDates(db, {
    seriesId: input.seriesId,
    userId: input.userId,
    now,
    hooks: input.hooks,
  });
}

/**
 * The organizer (or an admin) takes a regular place away, or refuses a request; the player is told.
 * Games they are already booked in stay theirs (they leave them as anyone does).
 */
export async function removeRegular(db: Db, input: RegularDecision): Promise<void> {
  const now = input.now ?? new Date();
  await decideOnRegular(db, input, now, async (tx) => {
    const removed = await updateStandingRegular(tx, input, {
      status: 'removed',
      removal: 'organizer',
      updatedAt: now,
    });
    return removed.activeSince ? 'removed' : 'refused';
  });
}

/** The organizer's decision on one player's place, taken under the series' lock and told to the player. */
async function decideOnRegular(
  db: Db,
  input: RegularDecision,
  now: Date,
  decide: (tx: DbTransaction, series: GameSeriesRow) => Promise<'approved' | 'removed' | 'refused'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const change = await decide(tx, series);
    // A refusal is the removal of a place still asked for: one notice key for both.
    const key = change === 'approved' ? 'approved' : 'removed';
    await notify(
      tx,
      input.userId,
      {
        kind: 'series_regular_status',
        payload: { series_id: series.id, title: series.title, change, misses: 0 },
      },
      { dedupeKey: `series_regular_${key}:${series.id}:${input.userId}:${now.toISOString()}`, now },
    );
  });
}
