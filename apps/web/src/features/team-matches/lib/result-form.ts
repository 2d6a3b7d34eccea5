import type { RecordTeamMatchResultBody, SquadPlayer, TeamMatch } from '@oyna/shared';
import {
  MATCH_SIDES,
  goalsExceedScore,
  lineupSizeOk,
  type MatchScore,
  type MatchSide,
} from '../../../lib/match-result';

/** A squad player's line: who attended is the side's line-up, with their goals. */
export interface ResultLine {
  userId: string;
  side: MatchSide;
  goals: number;
  attended: boolean;
}

export interface ResultFormState extends MatchScore {
  lines: ResultLine[];
}

const line = (side: ResultLine['side']) => (player: SquadPlayer) => ({
  userId: player.id,
  side,
  goals: player.goals ?? 0,
  attended: player.attended ?? true,
});

/** The form filled from the match: a recorded result again, or everyone present and no goals. */
export function initialResultForm(match: TeamMatch): ResultFormState {
  return {
    homeScore: match.home_score ?? 0,
    awayScore: match.away_score ?? 0,
    lines: [...match.home_squad.map(line('home')), ...match.away_squad.map(line('away'))],
  };
}

/** Why the result cannot be sent yet (the server's rules, checked before the request), or null. */
export type ResultProblem = 'side_without_players' | 'goals_without_attendance' | 'goals_exceed_score';

export function resultProblem(form: ResultFormState): ResultProblem | null {
  const attended = form.lines.filter((entry) => entry.attended);
  const sizeOf = (side: MatchSide) => attended.filter((entry) => entry.side === side).length;
  if (MATCH_SIDES.some((side) => !lineupSizeOk(sizeOf(side), { min: 1, max: Infinity })))
    return 'side_without_players';
  if (form.lines.some((entry) => !entry.attended && entry.goals > 0)) return 'goals_without_attendance';
  if (goalsExceedScore(form, form.lines)) return 'goals_exceed_score';
  return null;
}

export function toResultBody(form: ResultFormState): RecordTeamMatchResultBody {
  return {
    home_score: form.homeScore,
    away_score: form.awayScore,
    players: form.lines.map((entry) => ({
      user_id: entry.userId,
      goals: entry.goals,
      attended: entry.attended,
    })),
  };
}
