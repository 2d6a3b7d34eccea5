import { WATCH_HOLD_MINUTES, WATCH_WAVE_MINUTES, WATCH_WAVE_SIZE } from '@oyna/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations, gameWatchers, games } from '../../db/schema.js';
import { gameMention } from '../games/game-mention.js';
import { lockGameReleasingHolds } from '../games/fill-freed-places.js';
import { notify } from '../notifications/notify.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * Tells watchers of games with a free place (decision 76): only when no one waits on the waitlist
 * (the waitlist is served first, by the games module, as a place frees), in waves of
 * WATCH_WAVE_SIZE, the next wave when WATCH_WAVE_MINUTES passed without anyone taking it. A watched
 * game whose holds have run out counts as having a free place: its holds are released under its
 * lock, so a watcher's lapsed hold goes to the next. Returns the watchers told.
 */
export async function tellWatchers(db: Db, now: Date, hooks: GameHooks): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const candidates = await db
    .select({ id: games.id })
    .from(games)
    .where(
      sql`${games.status} = 'open' and ${games.startsAt} > ${at}
        and (${games.placesTaken} < ${games.capacity} or exists (select 1 from ${gameRegistrations} h
          where h.game_id = ${games.id} and h.status = 'pending_payment' and h.hold_expires_at <= ${at}))
        and exists (select 1 from ${gameWatchers} w where w.game_id = ${games.id} and w.status = 'watching')
        and not exists (select 1 from ${gameRegistrations} r where r.game_id = ${games.id} and r.status = 'waitlisted')
        and not exists (select 1 from ${gameWatchers} w where w.game_id = ${games.id} and w.status = 'told'
          and w.told_at > ${at} - make_interval(mins => ${WATCH_WAVE_MINUTES}))`,
    );
  let told = 0;
  for (const { id } of candidates) {
    told += await db.transaction(async (tx) => {
      const game = await lockGameReleasingHolds(tx, id, now, hooks);
      if (game.status !== 'open' || game.placesTaken >= game.capacity) return 0;
      const [waiting] = await tx
        .select({ id: gameRegistrations.id })
        .from(gameRegistrations)
        .where(and(eq(gameRegistrations.gameId, id), eq(gameRegistrations.status, 'waitlisted')))
        .limit(1);
      if (waiting) return 0;
      const wave = await tx
        .select()
        .from(gameWatchers)
        .where(and(eq(gameWatchers.gameId, id), eq(gameWatchers.status, 'watching')))
        .orderBy(asc(gameWatchers.createdAt), asc(gameWatchers.id))
        .limit(WATCH_WAVE_SIZE)
        .for('update', { skipLocked: true });
      if (wave.length === 0) return 0;
      await tx
        .update(gameWatchers)
        .set({ status: 'told', toldAt: now })
        .where(
          inArray(
            gameWatchers.id,
            wave.map((watcher) => watcher.id),
          ),
        );
      const mention = await gameMention(tx, game);
      for (const watcher of wave) {
        await notify(
          tx,
          watcher.userId,
          { kind: 'watched_place_free', payload: { ...mention, hold_minutes: WATCH_HOLD_MINUTES } },
          { dedupeKey: `watched_place_free:${watcher.id}:${now.toISOString()}`, now, urgent: true },
        );
      }
      return wave.length;
    });
  }
  return told;
}
