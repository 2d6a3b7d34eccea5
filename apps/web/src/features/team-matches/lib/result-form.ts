import type { RecordTeamMatchResultBody, SquadPlayer, TeamMatch } from '@oyna/shared';

export interface ResultLine {
  userId: string;
  side: 'home' | 'away';
  goals: number;
  attended: boolean;
}

export interface ResultFormState {
  homeScore: number;
  awayScore: number;
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
  for (const side of ['home', 'away'] as const) {
    const lines = form.lines.filter((entry) => entry.side === side);
    if (!lines.some((entry) => entry.attended)) return 'side_without_players';
  }
  if (form.lines.some((entry) => !entry.attended && entry.goals > 0)) return 'goals_without_attendance';
  const goals = (side: ResultLine['side']) =>
    form.lines.filter((entry) => entry.side === side).reduce((sum, entry) => sum + entry.goals, 0);
  // A side's players may have scored fewer than its score (own goals), never more.
  if (goals('home') > form.homeScore || goals('away') > form.awayScore) return 'goals_exceed_score';
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
