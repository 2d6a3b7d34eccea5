import { eq } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/** An erased player's calendar feed: its secret address stops answering (decision 91). */
export const eraseCalendarFeed: ErasureStep = async (tx, { userId }) => {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
};
