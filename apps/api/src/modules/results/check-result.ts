import type { recordResultBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';

export type ResultInput = z.output<typeof recordResultBodySchema>;

/**
 * The rules a result must keep before anything is written (decision 13): every confirmed player
 * exactly once; each side index within the scores and each side with a player who attended;
 * no goals for a no-show; a side's players' goals at most its score (the rest are own goals);
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

  const sides = result.scores.length;
  const attendedPerSide = new Array<number>(sides).fill(0);
  const goalsPerSide = new Array<number>(sides).fill(0);
  for (const player of result.players) {
    if (player.side >= sides) throw new AppError('result_side_without_players', 422);
    if (player.attended) attendedPerSide[player.side] = (attendedPerSide[player.side] ?? 0) + 1;
    else if (player.goals > 0) throw new AppError('result_goals_without_attendance', 422);
    goalsPerSide[player.side] = (goalsPerSide[player.side] ?? 0) + player.goals;
  }
  if (attendedPerSide.some((count) => count === 0)) throw new AppError('result_side_without_players', 422);
  if (goalsPerSide.some((goals, side) => goals > (result.scores[side] ?? 0)))
    throw new AppError('result_goals_exceed_score', 422);

  const pick = result.player_of_match_id;
  if (pick !== null && !result.players.some((player) => player.user_id === pick && player.attended))
    throw new AppError('result_player_of_match_invalid', 422);
}
