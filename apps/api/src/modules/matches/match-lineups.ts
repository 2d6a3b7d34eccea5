/** Who played for each side of a match between two teams, as user ids. */
export interface Lineups {
  home: readonly string[];
  away: readonly string[];
}

/** Why line-ups are refused: a player twice, a side's size out of its limits, or a stranger. */
export type LineupProblem = 'duplicate' | 'size' | 'not_member';

/**
 * The line-ups' problem, first found, or null: nobody twice (in a side or in both), each side
 * between `min` and `max` players, and each player among those who may play for their side
 * (`members`). The callers turn the problem into their own error code; the rule is one.
 */
export function lineupProblem(
  lineups: Lineups,
  rules: { members: { home: ReadonlySet<string>; away: ReadonlySet<string> }; min: number; max: number },
): LineupProblem | null {
  const all = [...lineups.home, ...lineups.away];
  if (new Set(all).size !== all.length) return 'duplicate';
  for (const side of ['home', 'away'] as const) {
    const size = lineups[side].length;
    if (size < rules.min || size > rules.max) return 'size';
  }
  for (const side of ['home', 'away'] as const) {
    if (lineups[side].some((userId) => !rules.members[side].has(userId))) return 'not_member';
  }
  return null;
}
