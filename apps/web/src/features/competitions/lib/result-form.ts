import { MAX_SIDE_SCORE, type CompetitionMatch, type RecordCompetitionResultBody } from '@oyna/shared';

type Side = 'home' | 'away';

/** One scorer line of the form: a player of a side and how many goals they scored. */
export interface ScorerLine {
  side: Side;
  userId: string;
  goals: number;
}

export interface CompetitionResultForm {
  homeScore: number;
  awayScore: number;
  forfeit: Side | null;
  penaltiesWinner: Side | null;
  scorers: ScorerLine[];
}

/** The form from the match: its recorded result and scorers again, or 0:0 and nobody. */
export function initialCompetitionResult(match: CompetitionMatch): CompetitionResultForm {
  const scorers: ScorerLine[] = [];
  for (const goal of match.goals) {
    if (!goal.player || goal.own_goal) continue;
    const side: Side = goal.team_id === match.home_team?.id ? 'home' : 'away';
    const line = scorers.find((entry) => entry.side === side && entry.userId === goal.player?.id);
    if (line) line.goals += 1;
    else scorers.push({ side, userId: goal.player.id, goals: 1 });
  }
  return {
    homeScore: match.home_score ?? 0,
    awayScore: match.away_score ?? 0,
    forfeit: match.forfeit,
    penaltiesWinner: match.penalties_winner,
    scorers,
  };
}

export type CompetitionResultProblem = 'score_range' | 'scorers_exceed' | 'penalties_needed';

/** Why the result cannot be sent yet (the server's rules, checked before the request), or null. */
export function competitionResultProblem(
  form: CompetitionResultForm,
  knockout: boolean,
): CompetitionResultProblem | null {
  const scoreOk = (score: number) => Number.isInteger(score) && score >= 0 && score <= MAX_SIDE_SCORE;
  if (!scoreOk(form.homeScore) || !scoreOk(form.awayScore)) return 'score_range';
  if (form.forfeit) return null;
  const goals = (side: Side) =>
    form.scorers.filter((line) => line.side === side).reduce((sum, line) => sum + line.goals, 0);
  if (goals('home') > form.homeScore || goals('away') > form.awayScore) return 'scorers_exceed';
  if (knockout && form.homeScore === form.awayScore && !form.penaltiesWinner) return 'penalties_needed';
  return null;
}

/**
 * The request: the score, each scorer's goals as goal events, and the goals nobody was named for
 * as goals of an unknown scorer (the API takes as many goals per side as the score, or none). A
 * forfeit sends no goals; penalties only follow a level knockout match.
 */
export function toCompetitionResultBody(
  form: CompetitionResultForm,
  knockout: boolean,
): RecordCompetitionResultBody {
  const level = form.homeScore === form.awayScore;
  const body: RecordCompetitionResultBody = {
    home_score: form.homeScore,
    away_score: form.awayScore,
    forfeit: form.forfeit,
    penalties_winner: knockout && level && !form.forfeit ? form.penaltiesWinner : null,
    goals: [],
  };
  if (form.forfeit) return body;
  const goals: NonNullable<RecordCompetitionResultBody['goals']> = [];
  for (const side of ['home', 'away'] as const) {
    const lines = form.scorers.filter((line) => line.side === side && line.goals > 0);
    if (lines.length === 0) continue;
    let named = 0;
    for (const line of lines) {
      for (let goal = 0; goal < line.goals; goal += 1) goals.push({ side, user_id: line.userId });
      named += line.goals;
    }
    const score = side === 'home' ? form.homeScore : form.awayScore;
    for (let goal = named; goal < score; goal += 1) goals.push({ side, user_id: null });
  }
  body.goals = goals;
  return body;
}
