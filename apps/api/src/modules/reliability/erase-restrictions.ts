import { eq } from 'drizzle-orm';
import { playerRestrictions } from '../../db/schema.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/**
 * An erased player's restrictions from the no-show policy (decision 91): they restrict nobody any
 * more. The attendance marks of their games stay: they are the organizers' records of those games.
 */
export const eraseRestrictions: ErasureStep = async (tx, { userId }) => {
  await tx.delete(playerRestrictions).where(eq(playerRestrictions.userId, userId));
};
