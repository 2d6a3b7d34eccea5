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

/** A rating change as players read it: `+3`, `−2` (a real minus sign), `0`. */
export function formatRatingDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}

/** Who a player may vote for: attendees other than themself. */
export function voteCandidates(
  result: Pick<GameResult, 'players'>,
  myId: string | undefined,
): ResultPlayer[] {
  return result.players.filter((player) => player.attended && player.id !== myId);
}
