import { eq } from 'drizzle-orm';
import { gameAlerts, gameWatchers } from '../../db/schema.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/** An erased player's game alerts (with what they matched) and the full games they watched (decision 91). */
export const eraseAlerts: ErasureStep = async (tx, { userId }) => {
  await tx.delete(gameAlerts).where(eq(gameAlerts.userId, userId));
  await tx.delete(gameWatchers).where(eq(gameWatchers.userId, userId));
};
