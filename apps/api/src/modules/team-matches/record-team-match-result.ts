import {
  type RecordTeamMatchResultBody,
  type TeamMatch,
  teamMatchResultOpen,
  teamMatchResultOpensAt,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMatchPlayers, teamMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { lineupProblem } from '../matches/match-lineups.js';
import { mayRecordResult, recordedResultColumns } from '../matches/match-result-state.js';
import { checkResult } from '../results/check-result.js';
import { teamNamed } from '../teams/team-mentions.js';
import { notifyTeamManagers } from './notify-team-managers.js';
import { assertManagesTeam, changeTeamMatch, teamMatchResultPhase } from './team-match-access.js';
import type { GameHooks } from '../games/game-hooks.js';
import { writeMatchResult } from './team-match-game.js';

/**
 * `POST /team-matches/{id}/result`: once the match has been played (kick-off plus its duration,
 * `teamMatchResultOpensAt`) the home captain records the score and every squad player's goals and
 * attendance; the result waits for the away captain (`awaiting_confirmation`), and recording again
 * before then replaces it. The rules of a game's
 * result apply (decision 13: a side needs an attendee, no goals for a no-show, goals within the
 * score). An admin's record is confirmed at once, a confirmed one included (a correction): the
 * record and confirm rules of a match between two teams (`matches/match-result-state.ts`). A result
 * that waits is told to the away captain and vice-captains, once per score recorded.
 */
export async function recordTeamMatchResult(
  db: Db,
  options: {
    actor: AuthUser;
    matchId: string;
    result: RecordTeamMatchResultBody;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<TeamMatch> {
  const { actor, result } = options;
  return changeTeamMatch(db, options, async (tx, match, now) => {
    await assertManagesTeam(tx, actor, match.homeTeamId);
    const admin = actor.role === 'admin';
    const phase = teamMatchResultPhase(match.status);
    if (!phase || !mayRecordResult(phase, admin ? 'manager' : 'captain'))
      throw new AppError('team_match_result_not_open', 409);
    if (!teamMatchResultOpen(match, now))
      throw new AppError('team_match_not_finished', 422, {
        params: { opens_at: teamMatchResultOpensAt(match) },
      });

    const squad = await tx.select().from(teamMatchPlayers).where(eq(teamMatchPlayers.teamMatchId, match.id));
    const stored = {
      home: squad.filter((line) => line.side === 0).map((line) => line.userId),
      away: squad.filter((line) => line.side === 1).map((line) => line.userId),
    };
    // Each side's squad is a line-up of at least one player (the saved squads are members already).
    const members = { home: new Set(stored.home), away: new Set(stored.away) };
    if (lineupProblem(stored, { members, min: 1, max: Infinity }))
      throw new AppError('team_match_squad_missing', 422);
    const sideOf = new Map(squad.map((line) => [line.userId, line.side]));
    const listed = new Set(result.players.map((player) => player.user_id));
    if (
      listed.size !== result.players.length ||
      listed.size !== squad.length ||
      [...listed].some((userId) => !sideOf.has(userId))
    )
      throw new AppError('team_match_result_players_mismatch', 422);
    checkResult(
      {
        scores: [result.home_score, result.away_score],
        players: result.players.map((player) => ({ ...player, side: sideOf.get(player.user_id) ?? 0 })),
        player_of_match_id: null,
      },
      squad.map((line) => line.userId),
    );

    for (const player of result.players)
      await tx
        .update(teamMatchPlayers)
        .set({ goals: player.goals, attended: player.attended })
        .where(and(eq(teamMatchPlayers.teamMatchId, match.id), eq(teamMatchPlayers.userId, player.user_id)));
    const [recorded] = await tx
      .update(teamMatches)
      .set({
        homeScore: result.home_score,
        awayScore: result.away_score,
        ...recordedResultColumns({ actorId: actor.id, counts: admin, now }),
        status: admin ? 'confirmed' : 'awaiting_confirmation',
        disputeReason: null,
        disputedAt: null,
      })
      .where(eq(teamMatches.id, match.id))
      .returning();
    if (admin && recorded)
      await writeMatchResult(tx, { match: recorded, recordedBy: actor.id, now, hooks: options.hooks });
    if (!admin) {
      const score = `${result.home_score}:${result.away_score}`;
      await notifyTeamManagers(tx, {
        kind: 'team_match_result_to_confirm',
        match,
        team: await teamNamed(tx, match.awayTeamId),
        opponent: await teamNamed(tx, match.homeTeamId),
        actorId: actor.id,
        now,
        event: score,
        extra: { score },
      });
    }
  });
}
