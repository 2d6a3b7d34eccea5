import { URGENT_CHANGE_WITHIN_MS } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, gameRegistrations } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { withdrawReminders } from '../notifications/withdraw-reminders.js';
import { activeBookingsOf } from './booking-facts.js';
import { gameMention } from './game-mention.js';
import type { GameHooks } from './game-hooks.js';

/**
 * Tells every player with a booking (confirmed, held or waitlisted; not the organizer who made the
 * change) that a game moved to another time or venue, with what it was before. Nothing when neither
 * changed. Urgent when the old or the new kick-off is within URGENT_CHANGE_WITHIN_MS. The key names
 * the moment of the change: a retried request changes nothing the second time, so it tells nothing.
 * Reminders of the old kick-off not sent yet are taken back (the clock writes fresh ones).
 */
export async function notifyGameChanged(
  tx: DbExecutor,
  input: { before: GameRow; after: GameRow; actorId: string; now: Date; hooks: GameHooks },
): Promise<void> {
  const { before, after, now } = input;
  const timeChanged = before.startsAt.getTime() !== after.startsAt.getTime();
  const venueChanged = before.venueId !== after.venueId;
  if (!timeChanged && !venueChanged) return;
  await input.hooks.onGameEvent(tx, {
    type: 'game_changed',
    gameId: after.id,
    key: `game_changed:${after.id}:${now.toISOString()}`,
    at: now,
    moved: {
      previousStartsAt: timeChanged ? before.startsAt : null,
      previousVenueId: venueChanged ? before.venueId : null,
    },
  });

  const booked = await tx
    .selectDistinct({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(activeBookingsOf(after.id));
  const recipients = booked.map((row) => row.userId).filter((id) => id !== input.actorId);
  if (timeChanged)
    await withdrawReminders(tx, {
      gameId: after.id,
      userIds: [...booked.map((row) => row.userId), after.organizerId],
      now,
    });
  if (recipients.length === 0) return;

  const previous = await gameMention(tx, before);
  const payload = {
    ...(await gameMention(tx, after)),
    previous_starts_at: timeChanged ? previous.starts_at : null,
    previous_venue: venueChanged ? previous.venue : null,
  };
  const soonest = Math.min(before.startsAt.getTime(), after.startsAt.getTime());
  const urgent = soonest - now.getTime() <= URGENT_CHANGE_WITHIN_MS;
  for (const userId of recipients)
    await notify(
      tx,
      userId,
      { kind: 'game_changed', payload },
      { dedupeKey: `game_changed:${after.id}:${userId}:${now.toISOString()}`, urgent, now },
    );
}
