import type { GameResult, ResultPlayer } from '@oyna/shared';

export function playerName(player: Pick<ResultPlayer, 'first_name' | 'last_name'>): string {
  return `${player.first_name} ${player.last_name}`.trim();
}

/** Players who scored, most goals first. */
export function scorers(result: Pick<GameResult, 'players'>): ResultPlayer[] {
  return result.players
    .filter((player) => player.goals > 0)
    .sort((a, b) => b.goals - a.goals || playerName(a).localeCompare(playerName(b)));
}

/** Who a player may vote for: attendees other than themself. */
export function voteCandidates(
  result: Pick<GameResult, 'players'>,
  myId: string | undefined,
): ResultPlayer[] {
  return result.players.filter((player) => player.attended && player.id !== myId);
}
