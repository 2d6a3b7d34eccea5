/** What a score line shows: goals, and the penalties winner or the forfeit beside them. */
export interface ScoreFacts {
  home_goals: number | null;
  away_goals: number | null;
  penalties_winner: 'home' | 'away' | null;
  forfeit: 'home' | 'away' | null;
}

/** `2:1`, or null before the match is played. A forfeit shows the 3:0 it counts as. */
export function scoreText(match: ScoreFacts): string | null {
  if (match.forfeit) return match.forfeit === 'home' ? '0:3' : '3:0';
  if (match.home_goals === null || match.away_goals === null) return null;
  return `${match.home_goals}:${match.away_goals}`;
}
