import {
  RELIABILITY_POLICY,
  type Reliability,
  eventsInWindow,
  organizerCancellationRate,
  weightInWindow,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { loadReliabilityEvents, restrictionsInForce } from './player-restrictions.js';

/** `GET /users/me/reliability`: the caller's no-shows, late cancellations and restrictions; an organizer's cancellation rate. */
export async function getMyReliability(
  db: DbExecutor,
  input: { actor: AuthUser; now?: Date },
): Promise<Reliability> {
  const now = input.now ?? new Date();
  const events = await loadReliabilityEvents(db, input.actor.id);
  const inWindow = eventsInWindow(events, now);
  const restrictions = await restrictionsInForce(db, input.actor.id, now);
  const organizes = input.actor.role === 'organizer' || input.actor.role === 'admin';
  return {
    window_days: RELIABILITY_POLICY.windowDays,
    no_shows: inWindow.filter((event) => event.kind === 'no_show').length,
    late_cancellations: inWindow.filter((event) => event.kind === 'late_cancellation').length,
    weight: weightInWindow(events, now),
    restrictions: restrictions
      .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        weight: row.weight,
      })),
    organizer: organizes ? await organizerStanding(db, input.actor.id, now) : null,
  };
}

export async function organizerStanding(db: DbExecutor, organizerId: string, now: Date) {
  const rows = await db
    .select({ startsAt: games.startsAt, cancelledAt: games.cancelledAt, cancelledBy: games.cancelledBy })
    .from(games)
    .where(and(eq(games.organizerId, organizerId), eq(games.origin, 'pickup')));
  return organizerCancellationRate(
    rows.map((row) => ({
      startsAt: row.startsAt,
      cancelledAt: row.cancelledAt,
      cancelledByOrganizer: row.cancelledBy === organizerId,
    })),
    now,
  );
}
