import {
  type ReliabilityEvent,
  type PaymentMethod,
  bookingVerdict,
  restrictionInForce,
  triggeredRestrictions,
} from '@oyna/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type PlayerRestrictionRow, gameRegistrations, games, playerRestrictions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/**
 * What counts against a player (docs/decisions/0036-no-show-policy.md): each no-show at its
 * game's kick-off, each late cancellation at the moment the player left.
 */
export async function loadReliabilityEvents(tx: DbExecutor, userId: string): Promise<ReliabilityEvent[]> {
  const rows = await tx
    .select({
      attendance: gameRegistrations.attendance,
      leftLate: gameRegistrations.leftLate,
      cancelledAt: gameRegistrations.cancelledAt,
      startsAt: games.startsAt,
    })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(eq(gameRegistrations.userId, userId));
  const events: ReliabilityEvent[] = [];
  for (const row of rows) {
    if (row.attendance === 'no_show') events.push({ kind: 'no_show', at: row.startsAt });
    else if (row.leftLate && row.cancelledAt) events.push({ kind: 'late_cancellation', at: row.cancelledAt });
  }
  return events;
}

/**
 * Brings the player's stored restrictions in line with the events: a newly triggered one is
 * written; one the events no longer support (a corrected result) is removed unless an admin has
 * already lifted it, which is history to keep.
 */
export async function refreshRestrictions(tx: DbExecutor, userId: string): Promise<void> {
  const triggered = triggeredRestrictions(await loadReliabilityEvents(tx, userId));
  const stored = await tx.select().from(playerRestrictions).where(eq(playerRestrictions.userId, userId));
  const key = (kind: string, startsAt: Date) => `${kind}@${startsAt.getTime()}`;
  const wanted = new Set(triggered.map((r) => key(r.kind, r.startsAt)));
  const have = new Set(stored.map((r) => key(r.kind, r.startsAt)));
  for (const row of stored)
    if (!row.liftedAt && !wanted.has(key(row.kind, row.startsAt)))
      await tx.delete(playerRestrictions).where(eq(playerRestrictions.id, row.id));
  const missing = triggered.filter((r) => !have.has(key(r.kind, r.startsAt)));
  if (missing.length > 0)
    await tx
      .insert(playerRestrictions)
      .values(
        missing.map((r) => ({
          userId,
          kind: r.kind,
          startsAt: r.startsAt,
          endsAt: r.endsAt,
          weight: r.weight,
        })),
      )
      .onConflictDoNothing();
}

/** The player's restrictions that have not ended and were not lifted. */
export async function restrictionsInForce(
  tx: DbExecutor,
  userId: string,
  now: Date,
): Promise<PlayerRestrictionRow[]> {
  const rows = await tx
    .select()
    .from(playerRestrictions)
    .where(
      and(
        eq(playerRestrictions.userId, userId),
        isNull(playerRestrictions.liftedAt),
        gt(playerRestrictions.endsAt, now),
      ),
    );
  return rows.filter((row) => restrictionInForce(row, now));
}

/**
 * Refuses a booking the policy does not allow: any booking while blocked, a cash booking while the
 * player pays from the balance only; the answer names the restriction's end.
 */
export async function assertMayBook(
  tx: DbExecutor,
  input: { userId: string; paymentMethod: PaymentMethod; now: Date },
): Promise<void> {
  const verdict = bookingVerdict(
    await restrictionsInForce(tx, input.userId, input.now),
    input.paymentMethod,
    input.now,
  );
  if (!verdict.allowed) throw new AppError(verdict.code, 403, { params: { until: verdict.until } });
}
