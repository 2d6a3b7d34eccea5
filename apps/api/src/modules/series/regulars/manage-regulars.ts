import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { seriesRegulars } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { notify } from '../../notifications/notify.js';
import { seriesToManage } from '../series-access.js';
import { bookPublishedDates } from './book-published-dates.js';
import { countActiveRegulars, findRegular } from './regular-rows.js';

/**
 * The organizer (or an admin) accepts a request to be a regular, while the cap allows; the new
 * regular is told and booked for the dates already published where a regular place is free.
 */
export async function approveRegular(
  db: Db,
  input: { actor: AuthUser; seriesId: string; userId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const regular = await findRegular(tx, series.id, input.userId);
    if (regular?.status !== 'pending') throw new AppError('series_regular_not_found', 404);
    if ((await countActiveRegulars(tx, series.id)) >= series.regularsCap)
      throw new AppError('series_regulars_full', 409);
    await tx
      .update(seriesRegulars)
      .set({ status: 'active', activeSince: now, updatedAt: now })
      .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.userId, input.userId)));
    await notify(
      tx,
      input.userId,
      {
        kind: 'series_regular_status',
        payload: { series_id: series.id, title: series.title, change: 'approved', misses: 0 },
      },
      { dedupeKey: `series_regular_approved:${series.id}:${input.userId}:${now.toISOString()}`, now },
    );
  });
  await bookPublishedDates(db, { seriesId: input.seriesId, userId: input.userId, now });
}

/**
 * The organizer (or an admin) takes a regular place away, or refuses a request; the player is told.
 * Games they are already booked in stay theirs (they leave them as anyone does).
 */
export async function removeRegular(
  db: Db,
  input: { actor: AuthUser; seriesId: string; userId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const [removed] = await tx
      .update(seriesRegulars)
      .set({ status: 'removed', removal: 'organizer', updatedAt: now })
      .where(
        and(
          eq(seriesRegulars.seriesId, series.id),
          eq(seriesRegulars.userId, input.userId),
          inArray(seriesRegulars.status, ['pending', 'active']),
        ),
      )
      .returning({ consentedAt: seriesRegulars.consentedAt, activeSince: seriesRegulars.activeSince });
    if (!removed) throw new AppError('series_regular_not_found', 404);
    await notify(
      tx,
      input.userId,
      {
        kind: 'series_regular_status',
        payload: {
          series_id: series.id,
          title: series.title,
          change: removed.activeSince ? 'removed' : 'refused',
          misses: 0,
        },
      },
      { dedupeKey: `series_regular_removed:${series.id}:${input.userId}:${now.toISOString()}`, now },
    );
  });
}
