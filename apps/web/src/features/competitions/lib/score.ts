/** What a score line shows: goals, and the penalties winner or the forfeit beside them. */
export interface ScoreFacts {
  home_score: number | null;
  away_score: number | null;
  forfeit: 'home' | 'away' | null;
}

/** `2:1`, or null before the match is played. A forfeit shows the 3:0 it counts as. */
export function scoreText(match: ScoreFacts): string | null {
  if (match.forfeit) return match.forfeit === 'home' ? '0:3' : '3:0';
  if (match.home_score === null || match.away_score === null) return null;
  return `${match.home_score}:${match.away_score}`;
}
