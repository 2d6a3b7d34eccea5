import { ERASED_FIRST_NAME } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { games } from '../../db/schema.js';
import { renameInNotifications } from '../notifications/erase-notification-records.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/** Referees told of an assignment by an erased organizer read "Deleted player" as its organizer (decision 91). */
export const renameOrganizerForReferees: ErasureStep = async (tx, { userId }) => {
  const refereed = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.organizerId, userId), eq(games.hasReferee, true)));
  await renameInNotifications(tx, {
    dedupeKeyPrefixes: refereed.map((game) => `referee_assigned:${game.id}:`),
    field: 'organizer_name',
    name: ERASED_FIRST_NAME,
  });
};
