import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { seriesRegulars } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';

/**
 * A regular (or a player still asking) gives the place up: nothing more is booked for them. Games
 * they are already booked in stay theirs; they leave them as anyone does.
 */
export async function leaveAsRegular(
  db: Db,
  input: { userId: string; seriesId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const [left] = await db
    .update(seriesRegulars)
    .set({ status: 'left', updatedAt: now })
    .where(
      and(
        eq(seriesRegulars.seriesId, input.seriesId),
        eq(seriesRegulars.userId, input.userId),
        inArray(seriesRegulars.status, ['pending', 'active']),
      ),
    )
    .returning({ userId: seriesRegulars.userId });
  if (!left) throw new AppError('series_regular_not_found', 404);
}

/** A regular stops the series' notices, or hears them again, without leaving it. */
export async function setRegularNotices(
  db: Db,
  input: { userId: string; seriesId: string; muted: boolean; now?: Date },
): Promise<void> {
  const [changed] = await db
    .update(seriesRegulars)
    .set({ noticesMuted: input.muted, updatedAt: input.now ?? new Date() })
    .where(
      and(
        eq(seriesRegulars.seriesId, input.seriesId),
        eq(seriesRegulars.userId, input.userId),
        inArray(seriesRegulars.status, ['pending', 'active']),
      ),
    )
    .returning({ userId: seriesRegulars.userId });
  if (!changed) throw new AppError('series_regular_not_found', 404);
}
