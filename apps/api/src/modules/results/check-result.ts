import type { recordResultBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';

export type ResultInput = z.output<typeof recordResultBodySchema>;

/**
 * The rules a result must keep before anything is written (decision 13): every confirmed player
 * exactly once; each team index within the scores and each team with a player who attended;
 * no goals for a no-show; a team's players' goals at most its score (the rest are own goals);
 * the organizer's pick, if any, attended.
 */
export function checkResult(result: ResultInput, confirmedUserIds: readonly string[]): void {
  const listed = new Set(result.players.map((player) => player.user_id));
  const confirmed = new Set(confirmedUserIds);
  if (
    listed.size !== result.players.length ||
    listed.size !== confirmed.size ||
    [...listed].some((userId) => !confirmed.has(userId))
  )
    throw new AppError('result_players_mismatch', 422);

  const teams = result.scores.length;
  const attendedPerTeam = new Array<number>(teams).fill(0);
  const goalsPerTeam = new Array<number>(teams).fill(0);
  for (const player of result.players) {
    if (player.team >= teams) throw new AppError('result_team_without_players', 422);
    if (player.attended) attendedPerTeam[player.team] = (attendedPerTeam[player.team] ?? 0) + 1;
    else if (player.goals > 0) throw new AppError('result_goals_without_attendance', 422);
    goalsPerTeam[player.team] = (goalsPerTeam[player.team] ?? 0) + player.goals;
  }
  if (attendedPerTeam.some((count) => count === 0)) throw new AppError('result_team_without_players', 422);
  if (goalsPerTeam.some((goals, team) => goals > (result.scores[team] ?? 0)))
    throw new AppError('result_goals_exceed_score', 422);

  const pick = result.player_of_match_id;
  if (pick !== null && !result.players.some((player) => player.user_id === pick && player.attended))
    throw new AppError('result_player_of_match_invalid', 422);
}
