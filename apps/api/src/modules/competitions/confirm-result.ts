import type { CompetitionMatch } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { confirmedResultColumns, mayConfirmResult } from '../matches/match-result-state.js';
import {
  captainOf,
  competitionResultPhase,
  findCompetition,
  lockCompetition,
  lockCompetitionMatch,
  managesCompetition,
} from './competition-access.js';
import { advanceCompetition } from './advance-competition.js';
import type { GameHooks } from '../games/game-hooks.js';
import { feedMatchStats } from './match-stats.js';
import { matchView } from './record-result.js';

/**
 * `POST /competitions/{id}/matches/{match_id}/result/confirm`: the away captain (or the organizer
 * or an admin) confirms the result the home captain recorded; only now does it count, in the table,
 * the bracket, statistics and ratings.
 */
export async function confirmResult(
  db: Db,
  options: { actor: AuthUser; competitionId: string; matchId: string; now?: Date; hooks: GameHooks },
): Promise<CompetitionMatch> {
  const now = options.now ?? new Date();
  const { actor } = options;
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    const match = await lockCompetitionMatch(tx, competition.id, options.matchId);
    const awayCaptain = match.awayTeamId ? await captainOf(tx, match.awayTeamId) : null;
    const manager = managesCompetition(actor, competition);
    if (!manager && awayCaptain !== actor.id) throw new AppError('competition_organizer_only', 403);
    const phase = competitionResultPhase(match.status);
    if (!phase || !mayConfirmResult(phase, manager ? 'manager' : 'captain'))
      throw new AppError('competition_result_not_pending', 409);
    const [confirmed] = await tx
      .update(competitionMatches)
      .set({ status: 'played', ...confirmedResultColumns({ actorId: actor.id, now }) })
      .where(eq(competitionMatches.id, match.id))
      .returning();
    if (!confirmed) throw new Error(`match ${match.id} vanished while locked`);
    await feedMatchStats(tx, {
      match: confirmed,
      recordedBy: match.resultRecordedBy ?? actor.id,
      now,
      hooks: options.hooks,
    });
    await advanceCompetition(tx, competition, now);
  });
  const competition = await findCompetition(db, options.competitionId);
  return matchView(db, { actor, competition, matchId: options.matchId, now });
}
