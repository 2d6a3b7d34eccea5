import {
  type GameAlert,
  type GameAlertList,
  MAX_ALERTS_PER_PLAYER,
  type createAlertSchema,
  clockMinutes,
  type updateAlertSchema,
} from '@oyna/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameAlertRow, gameAlertMatches, gameAlerts, users, venues } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { toGameAlert } from './alert-response.js';
import { newUnsubscribeKey } from './alert-token.js';

/* A player's saved searches: only their own, each managed by its owner alone (decision 76). */

async function answer(db: DbExecutor, row: GameAlertRow): Promise<GameAlert> {
  const [venue] = row.venueId
    ? await db.select({ name: venues.name }).from(venues).where(eq(venues.id, row.venueId))
    : [];
  const [told] = await db
    .select({ n: count() })
    .from(gameAlertMatches)
    .where(and(eq(gameAlertMatches.alertId, row.id), eq(gameAlertMatches.status, 'sent')));
  return toGameAlert(row, { venueName: venue?.name ?? null, gamesTold: told?.n ?? 0 });
}

/** The player's alert, or 404 (another player's alert is not theirs to see). */
async function ownAlert(
  db: DbExecutor,
  actor: AuthUser,
  alertId: string,
  lock = false,
): Promise<GameAlertRow> {
  const query = db
    .select()
    .from(gameAlerts)
    .where(and(eq(gameAlerts.id, alertId), eq(gameAlerts.userId, actor.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('alert_not_found');
  return row;
}

export async function listAlerts(db: Db, actor: AuthUser): Promise<GameAlertList> {
  const rows = await db
    .select()
    .from(gameAlerts)
    .where(eq(gameAlerts.userId, actor.id))
    .orderBy(desc(gameAlerts.createdAt));
  return { items: await Promise.all(rows.map((row) => answer(db, row))) };
}

/** Saves a search; at most MAX_ALERTS_PER_PLAYER per player (counted under the player's lock). */
export async function createAlert(
  db: Db,
  input: { actor: AuthUser; alert: z.output<typeof createAlertSchema>; now?: Date },
): Promise<GameAlert> {
  const { alert } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.actor.id)).for('no key update');
    const [saved] = await tx
      .select({ n: count() })
      .from(gameAlerts)
      .where(eq(gameAlerts.userId, input.actor.id));
    if ((saved?.n ?? 0) >= MAX_ALERTS_PER_PLAYER) throw new AppError('alert_limit_reached', 422);
    if (alert.venue_id !== null) {
      const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, alert.venue_id));
      if (!venue) throw notFound('venue_not_found');
    }
    const now = input.now ?? new Date();
    const [row] = await tx
      .insert(gameAlerts)
      .values({
        userId: input.actor.id,
        districts: alert.districts,
        weekdays: alert.weekdays,
        minuteFrom: alert.time_from === null ? null : clockMinutes(alert.time_from),
        minuteTo: alert.time_to === null ? null : clockMinutes(alert.time_to),
        format: alert.format,
        maxPriceQepik: alert.max_price === null ? null : Math.round(alert.max_price * 100),
        venueId: alert.venue_id,
        delivery: alert.delivery,
        digestHour: alert.digest_hour,
        unsubscribeKey: newUnsubscribeKey(),
        activeSince: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('alert not saved');
    return answer(tx, row);
  });
}

/** Pauses or resumes a search (resuming starts its "ignored" count again), or changes its delivery. */
export async function updateAlert(
  db: Db,
  input: { actor: AuthUser; alertId: string; change: z.output<typeof updateAlertSchema>; now?: Date },
): Promise<GameAlert> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await ownAlert(tx, input.actor, input.alertId, true);
    const { status, delivery, digest_hour: digestHour } = input.change;
    const resumes = status === 'active' && current.status !== 'active';
    const [row] = await tx
      .update(gameAlerts)
      .set({
        ...(status ? { status, pausedReason: status === 'paused' ? 'player' : null } : {}),
        ...(resumes ? { activeSince: now } : {}),
        ...(delivery ? { delivery } : {}),
        ...(digestHour !== undefined ? { digestHour } : {}),
        updatedAt: now,
      })
      .where(eq(gameAlerts.id, current.id))
      .returning();
    if (!row) throw notFound('alert_not_found');
    return answer(tx, row);
  });
}

export async function deleteAlert(db: Db, input: { actor: AuthUser; alertId: string }): Promise<void> {
  const row = await ownAlert(db, input.actor, input.alertId);
  await db.delete(gameAlerts).where(and(eq(gameAlerts.id, row.id), eq(gameAlerts.userId, input.actor.id)));
}

/** The RFC 8058 unsubscribe: pauses exactly the alert the verified token names. */
export async function pauseUnsubscribed(db: DbExecutor, alertId: string, now: Date): Promise<void> {
  await db
    .update(gameAlerts)
    .set({ status: 'paused', pausedReason: 'unsubscribed', updatedAt: now })
    .where(and(eq(gameAlerts.id, alertId), sql`${gameAlerts.status} = 'active'`));
}
