import type { TeamMatch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { confirmedResultColumns, mayConfirmResult, mayDisputeResult } from '../matches/match-result-state.js';
import { assertManagesTeam, changeTeamMatch, teamMatchResultPhase } from './team-match-access.js';
import type { GameHooks } from '../games/game-hooks.js';
import { writeMatchResult } from './team-match-game.js';

/**
 * `POST /team-matches/{id}/confirm`: the away captain confirms the recorded result (an admin may
 * confirm a disputed one too). Only now does it count: in the teams' statistics and, through the
 * match's game, in every player's statistics and rating, once (decision 22).
 */
export async function confirmTeamMatchResult(
  db: Db,
  options: { actor: AuthUser; matchId: string; now?: Date; hooks: GameHooks },
): Promise<TeamMatch> {
  const { actor } = options;
  return changeTeamMatch(db, options, async (tx, match, now) => {
    await assertManagesTeam(tx, actor, match.awayTeamId);
    const phase = teamMatchResultPhase(match.status);
    if (!phase || !mayConfirmResult(phase, actor.role === 'admin' ? 'manager' : 'captain'))
      throw new AppError('team_match_result_not_pending', 409);
    const [confirmed] = await tx
      .update(teamMatches)
      .set({ status: 'confirmed', ...confirmedResultColumns({ actorId: actor.id, now }) })
      .where(eq(teamMatches.id, match.id))
      .returning();
    if (!confirmed) throw new Error(`team match ${match.id} vanished while locked`);
    await writeMatchResult(tx, {
      match: confirmed,
      recordedBy: match.resultRecordedBy ?? actor.id,
      now,
      hooks: options.hooks,
    });
  });
}

/**
 * `POST /team-matches/{id}/dispute`: the away captain disputes the recorded result with a reason;
 * it counts nowhere until the home captain records it again and it is confirmed, or an admin decides.
 */
export async function disputeTeamMatchResult(
  db: Db,
  options: { actor: AuthUser; matchId: string; reason: string; now?: Date },
): Promise<TeamMatch> {
  const { actor } = options;
  return changeTeamMatch(db, options, async (tx, match, now) => {
    await assertManagesTeam(tx, actor, match.awayTeamId);
    const phase = teamMatchResultPhase(match.status);
    if (!phase || !mayDisputeResult(phase)) throw new AppError('team_match_result_not_pending', 409);
    await tx
      .update(teamMatches)
      .set({ status: 'disputed', disputeReason: options.reason, disputedAt: now, updatedAt: now })
      .where(eq(teamMatches.id, match.id));
  });
}
