import type { AssignRefereeInput, GameDetail } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { assertCanManage } from '../games/game-access.js';
import { gameMention } from '../games/game-mention.js';
import { getGame } from '../games/get-game.js';
import { lockGame } from '../games/lock-game.js';
import { notify } from '../notifications/notify.js';

/**
 * The game's organizer (or an admin) assigns a referee to an open game that has one, or removes
 * them (docs/decisions/0037-referees.md). The referee must be an active user with the referee
 * role; they are told at once. The change goes to the audit log.
 */
export async function assignReferee(
  db: Db,
  input: { actor: AuthUser; gameId: string; body: AssignRefereeInput; now?: Date },
): Promise<GameDetail> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    if (!game.hasReferee) throw new AppError('game_has_no_referee', 422);
    if (game.status !== 'open') throw new AppError('game_not_editable', 422);
    const refereeId = input.body.referee_id;
    if (refereeId === game.refereeId) return;
    if (refereeId) {
      const [referee] = await tx
        .select({ role: users.role, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, refereeId));
      if (!referee || referee.role !== 'referee' || referee.blockedAt)
        throw new AppError('user_not_referee', 422);
    }
    await tx.update(games).set({ refereeId, updatedAt: now }).where(eq(games.id, game.id));
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: refereeId ? 'game.referee_assigned' : 'game.referee_removed',
      subjectType: 'game',
      subjectId: game.id,
      details: { from: game.refereeId, to: refereeId },
      now,
    });
    if (refereeId) {
      const [organizer] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, game.organizerId));
      await notify(
        tx,
        refereeId,
        {
          kind: 'referee_assigned',
          payload: {
            ...(await gameMention(tx, game)),
            organizer_name: [organizer?.firstName, organizer?.lastName].filter(Boolean).join(' '),
          },
        },
        { dedupeKey: `referee_assigned:${game.id}:${refereeId}:${now.getTime()}`, now },
      );
    }
  });
  return getGame(db, { gameId: input.gameId, actor: input.actor, now });
}
