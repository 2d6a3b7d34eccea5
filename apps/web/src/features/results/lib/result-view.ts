import type { GameResult, ResultPlayer } from '@oyna/shared';

import { fullName as playerName } from '../../../lib/format';

export { playerName };

/** Players who scored, most goals first (goals hidden by a private profile are not listed). */
export function scorers(result: Pick<GameResult, 'players'>): (ResultPlayer & { goals: number })[] {
  return result.players
    .filter((player): player is ResultPlayer & { goals: number } => (player.goals ?? 0) > 0)
    .sort((a, b) => b.goals - a.goals || playerName(a).localeCompare(playerName(b)));
}

/** Who a player may vote for: attendees other than themself. */
export function voteCandidates(
  result: Pick<GameResult, 'players'>,
  myId: string | undefined,
): ResultPlayer[] {
  return result.players.filter((player) => player.attended && player.id !== myId);
}
