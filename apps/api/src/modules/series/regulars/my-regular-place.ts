import type { Db } from '../../../db/database.js';
import { updateStandingRegular } from './regular-rows.js';

/**
 * A regular (or a player still asking) gives the place up: nothing more is booked for them. Games
 * they are already booked in stay theirs; they leave them as anyone does.
 */
export async function leaveAsRegular(
  db: Db,
  input: { userId: string; seriesId: string; now?: Date },
): Promise<void> {
  await updateStandingRegular(db, input, { status: 'left', updatedAt: input.now ?? new Date() });
}

/** A regular stops the series' notices, or hears them again, without leaving it. */
export async function setRegularNotices(
  db: Db,
  input: { userId: string; seriesId: string; muted: boolean; now?: Date },
): Promise<void> {
  await updateStandingRegular(db, input, { noticesMuted: input.muted, updatedAt: input.now ?? new Date() });
}
