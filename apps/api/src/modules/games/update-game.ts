import {
  type GameDetail,
  type Language,
  type UpdateGameRequest,
  checkGameRules,
  manatToQepik,
  qepikToManat,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { fillFreedPlaces } from './fill-freed-places.js';
import type { GameHooks } from './game-hooks.js';
import { assertCanManage } from './game-access.js';
import { gameRuleError } from './game-rule-error.js';
import { notifyGameChanged } from './notify-game-changed.js';
import { getGame } from './get-game.js';
import { lockGame } from './lock-game.js';
import { assertVenueHasPitches } from './venue-pitches.js';

/**
 * The organizer changes an open game. Bookings keep the price they were quoted; more places go to
 * the waitlist at once; fewer places than are taken is refused; a game moved to another time or venue
 * (or made longer) needs a free pitch there. Players with a booking are told of a new time or venue,
 * and may then leave it without the late penalty (decision 79).
 */
export async function updateGame(
  db: Db,
  input: {
    actor: AuthUser;
    gameId: string;
    changes: UpdateGameRequest;
    language: Language;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<GameDetail> {
  const now = input.now ?? new Date();
  const { changes } = input;
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    if (game.status !== 'open') throw new AppError('game_not_editable', 422);

    const merged = {
      format: changes.format ?? game.format,
      capacity: changes.capacity ?? game.capacity,
      kind: changes.kind ?? game.kind,
      price: changes.price ?? qepikToManat(game.priceQepik),
      min_level: changes.min_level === undefined ? game.minLevel : changes.min_level,
      max_level: changes.max_level === undefined ? game.maxLevel : changes.max_level,
      starts_at: changes.starts_at ?? game.startsAt.toISOString(),
      registration_opens_at: changes.registration_opens_at ?? game.registrationOpensAt.toISOString(),
    };
    const problems = checkGameRules(merged, now);
    // A game already under way keeps its kick-off; only a new kick-off must be in the future.
    if (changes.starts_at === undefined) delete problems['starts_at'];
    if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);
    if (merged.capacity < game.placesTaken) throw new AppError('game_capacity_below_taken', 422);
    const timeOrPlaceChanged =
      (changes.venue_id !== undefined && changes.venue_id !== game.venueId) ||
      (changes.starts_at !== undefined && new Date(changes.starts_at).getTime() !== game.startsAt.getTime());
    const needsPitch =
      timeOrPlaceChanged ||
      (changes.duration_minutes !== undefined && changes.duration_minutes > game.durationMinutes);
    if (needsPitch) {
      await assertVenueHasPitches(tx, {
        venueId: changes.venue_id ?? game.venueId,
        planned: [
          {
            startsAt: new Date(merged.starts_at),
            durationMinutes: changes.duration_minutes ?? game.durationMinutes,
          },
        ],
        ignoreGameIds: [game.id],
      });
    }

    const [updated] = await tx
      .update(games)
      .set({
        ...sentGameColumns(changes),
        format: merged.format,
        capacity: merged.capacity,
        kind: merged.kind,
        priceQepik: manatToQepik(merged.price) ?? game.priceQepik,
        minLevel: merged.min_level,
        maxLevel: merged.max_level,
        startsAt: new Date(merged.starts_at),
        registrationOpensAt: new Date(merged.registration_opens_at),
        // Those booked until now may leave without penalty (leave-game.ts, decision 79).
        ...(timeOrPlaceChanged && { movedAt: now }),
        updatedAt: now,
      })
      .where(eq(games.id, game.id))
      .returning();
    if (!updated) throw new Error(`game ${game.id} vanished while locked`);
    await notifyGameChanged(tx, {
      before: game,
      after: updated,
      actorId: input.actor.id,
      now,
      hooks: input.hooks,
    });
    if (updated.capacity > game.capacity) await fillFreedPlaces(tx, updated, now, input.hooks);
  });
  return getGame(db, { gameId: input.gameId, actor: input.actor, now });
}

/**
 * The columns of the fields a change of a game (or of a series' games) sent that are taken as they
 * are, with no rule between them: only those sent.
 */
export function sentGameColumns(
  changes: Pick<
    UpdateGameRequest,
    | 'venue_id'
    | 'title'
    | 'description'
    | 'duration_minutes'
    | 'has_referee'
    | 'video_coverage'
    | 'guests_allowed'
  >,
) {
  return {
    ...(changes.venue_id !== undefined && { venueId: changes.venue_id }),
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.description !== undefined && { description: changes.description }),
    ...(changes.duration_minutes !== undefined && { durationMinutes: changes.duration_minutes }),
    ...(changes.has_referee !== undefined && { hasReferee: changes.has_referee }),
    ...(changes.video_coverage !== undefined && { videoCoverage: changes.video_coverage }),
    ...(changes.guests_allowed !== undefined && { guestsAllowed: changes.guests_allowed }),
  };
}
