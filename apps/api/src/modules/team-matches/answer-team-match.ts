import type { TeamMatch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findTeam } from '../teams/team-access.js';
import { notifyTeamManagers } from './notify-team-managers.js';
import { assertManagesTeam, changeTeamMatch } from './team-match-access.js';
import { cancelMatchGame, createMatchGame } from './team-match-game.js';

/**
 * The challenged captain accepts (the match gets its game and takes a pitch at the venue) or
 * declines, before kick-off; both teams must still be active to accept (decision 22). An acceptance
 * is told to the challenger's captain and vice-captains.
 */
export async function answerTeamMatch(
  db: Db,
  options: { actor: AuthUser; matchId: string; answer: 'accept' | 'decline'; reason?: string; now?: Date },
): Promise<TeamMatch> {
  const { actor } = options;
  return changeTeamMatch(db, options, async (tx, match, now) => {
    const away = await findTeam(tx, match.awayTeamId);
    await assertManagesTeam(tx, actor, away.id);
    if (match.status !== 'proposed') throw new AppError('team_match_not_proposed', 409);
    if (match.startsAt.getTime() <= now.getTime()) throw new AppError('team_match_already_started', 409);
    if (options.answer === 'decline') {
      await tx
        .update(teamMatches)
        .set({ status: 'declined', respondedAt: now, declineReason: options.reason || null, updatedAt: now })
        .where(eq(teamMatches.id, match.id));
      return;
    }
    const home = await findTeam(tx, match.homeTeamId);
    if (home.status !== 'active' || away.status !== 'active') throw new AppError('team_inactive', 409);
    const gameId = await createMatchGame(tx, { match, home, away, organizerId: match.proposedBy, now });
    await tx
      .update(teamMatches)
      .set({ status: 'accepted', respondedAt: now, gameId, updatedAt: now })
      .where(eq(teamMatches.id, match.id));
    await notifyTeamManagers(tx, {
      kind: 'team_match_accepted',
      match,
      team: home,
      opponent: away,
      actorId: actor.id,
      now,
    });
  });
}

/**
 * Either captain calls off a challenge or an accepted match before kick-off, with a reason both
 * teams see; the match's game is cancelled with it, freeing the pitch.
 */
export async function cancelTeamMatch(
  db: Db,
  options: { actor: AuthUser; matchId: string; reason: string; now?: Date },
): Promise<TeamMatch> {
  const { actor } = options;
  return changeTeamMatch(db, options, async (tx, match, now) => {
    await assertManagesTeam(tx, actor, match.homeTeamId).catch(() =>
      assertManagesTeam(tx, actor, match.awayTeamId),
    );
    if (match.status !== 'proposed' && match.status !== 'accepted')
      throw new AppError('team_match_not_cancellable', 409);
    if (match.startsAt.getTime() <= now.getTime()) throw new AppError('team_match_already_started', 409);
    await cancelMatchGame(tx, match, now);
    await tx
      .update(teamMatches)
      .set({
        status: 'cancelled',
        cancelledBy: actor.id,
        cancelReason: options.reason,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(teamMatches.id, match.id));
  });
}
