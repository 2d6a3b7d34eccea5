import { playersPerSide } from '@oyna/formation';
import { GAME_FORMATS, type Formation, type GameFormat } from '@oyna/shared';

/** The formation the overview shows: the team's default, else the one changed last; null when there is none. */
export function featuredFormation(items: readonly Formation[]): Formation | null {
  const byDefault = items.find((item) => item.is_default);
  if (byDefault) return byDefault;
  return items.reduce<Formation | null>(
    (latest, item) => (latest === null || item.updated_at > latest.updated_at ? item : latest),
    null,
  );
}

/**
 * The format a new formation starts with: the one the team plays (its latest match's or
 * competition's, `usual_format`); before any, the largest the members can fill, 5×5 for a smaller squad.
 */
export function startingFormat(team: { usual_format: GameFormat | null; member_count: number }): GameFormat {
  if (team.usual_format) return team.usual_format;
  const memberCount = team.member_count;
  const fitting = GAME_FORMATS.filter((format) => playersPerSide(format) <= memberCount);
  return fitting[fitting.length - 1] ?? GAME_FORMATS[0];
}
