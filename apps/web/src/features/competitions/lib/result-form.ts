import {
  COMPETITION_LINEUP_MAX,
  MAX_SIDE_SCORE,
  type CardKind,
  type Competition,
  type CompetitionMatch,
  type RecordCompetitionResultBody,
} from '@oyna/shared';
import {
  MATCH_SIDES,
  goalsExceedScore,
  lineupSizeOk,
  type LineupLimits,
  type MatchScore,
  type MatchSide,
} from '../../../lib/match-result';

// The result form of a match between two teams (lib/match-result.ts), with what only a
// competition's match has: a forfeit, penalties and cards.
export type Side = MatchSide;
export const SIDES = MATCH_SIDES;
export type { LineupLimits };

/** One scorer line of the form: a player of a side and how many goals they scored. */
export interface ScorerLine {
  side: Side;
  userId: string;
  goals: number;
}

/** One card of the form: a player of a side and the card they were shown. */
export interface CardLine {
  side: Side;
  userId: string;
  card: CardKind;
}

export interface CompetitionResultForm extends MatchScore {
  forfeit: Side | null;
  penaltiesWinner: Side | null;
  scorers: ScorerLine[];
  cards: CardLine[];
  /**
   * Who played for each side (user ids). Null until the team's members are known: then the
   * form ticks all of them (`withDefaultLineup`), unless the match already has a line-up.
   */
  lineups: Record<Side, string[] | null>;
}

/** The form's lists whose lines each name a player of a side: the scorers and the cards. */
export type PlayerLineList = 'scorers' | 'cards';
/** One line of such a list. */
export type PlayerLineOf<L extends PlayerLineList> = CompetitionResultForm[L][number];

/** The places of a side's lines in one of the form's player lists. */
export function sideLineIndexes(form: CompetitionResultForm, list: PlayerLineList, side: Side): number[] {
  return form[list].flatMap((line, index) => (line.side === side ? [index] : []));
}

/** The form with one of its player lists replaced by what `change` makes of it. */
export function withPlayerLines<L extends PlayerLineList>(
  form: CompetitionResultForm,
  list: L,
  change: (lines: PlayerLineOf<L>[]) => PlayerLineOf<L>[],
): CompetitionResultForm {
  return { ...form, [list]: change(form[list] as PlayerLineOf<L>[]) };
}

/** A change to the result being entered, as the dialog's parts hand it up. */
export type ResultUpdate = (change: (form: CompetitionResultForm) => CompetitionResultForm) => void;

/** How many players a side's line-up may have: the competition's squad, within a game's room. */
export function lineupLimits(competition: Pick<Competition, 'squad_min' | 'squad_max'>): LineupLimits {
  return { min: competition.squad_min, max: Math.min(competition.squad_max, COMPETITION_LINEUP_MAX) };
}

/** The form from the match: its recorded result, line-ups, scorers and cards again, or 0:0 and nobody. */
export function initialCompetitionResult(match: CompetitionMatch): CompetitionResultForm {
  const sideOf = (teamId: string): Side => (teamId === match.home_team?.id ? 'home' : 'away');
  const scorers: ScorerLine[] = [];
  for (const goal of match.goals) {
    if (!goal.player || goal.own_goal) continue;
    const side = sideOf(goal.team_id);
    const line = scorers.find((entry) => entry.side === side && entry.userId === goal.player?.id);
    if (line) line.goals += 1;
    else scorers.push({ side, userId: goal.player.id, goals: 1 });
  }
  const cards = match.cards.flatMap((card) =>
    card.player ? [{ side: sideOf(card.team_id), userId: card.player.id, card: card.card }] : [],
  );
  const recorded = (side: Side) => {
    const players = match.lineups[side];
    return players.length > 0 ? players.map((player) => player.id) : null;
  };
  return {
    homeScore: match.home_score ?? 0,
    awayScore: match.away_score ?? 0,
    forfeit: match.forfeit,
    penaltiesWinner: match.penalties_winner,
    scorers,
    cards,
    lineups: { home: recorded('home'), away: recorded('away') },
  };
}

/**
 * Once a team's members are known: a side nobody was ticked for yet starts with all of them; a
 * recorded line-up keeps those still in the team (only current members can be named).
 */
export function withDefaultLineup(
  form: CompetitionResultForm,
  side: Side,
  memberIds: readonly string[],
): CompetitionResultForm {
  const current = form.lineups[side];
  if (current === null) return { ...form, lineups: { ...form.lineups, [side]: [...memberIds] } };
  const kept = current.filter((id) => memberIds.includes(id));
  if (kept.length === current.length) return form;
  return { ...form, lineups: { ...form.lineups, [side]: kept } };
}

/**
 * Ticks or unticks a player of a side. A player who did not play cannot have scored or been
 * booked, so unticking also drops their scorer line and cards.
 */
export function setPlayed(
  form: CompetitionResultForm,
  side: Side,
  userId: string,
  played: boolean,
): CompetitionResultForm {
  const current = form.lineups[side] ?? [];
  if (played) {
    if (current.includes(userId)) return form;
    return { ...form, lineups: { ...form.lineups, [side]: [...current, userId] } };
  }
  const keep = (line: { side: Side; userId: string }) => line.side !== side || line.userId !== userId;
  return {
    ...form,
    lineups: { ...form.lineups, [side]: current.filter((id) => id !== userId) },
    scorers: form.scorers.filter(keep),
    cards: form.cards.filter(keep),
  };
}

/** Whether a player is ticked as having played for a side. */
export function played(form: CompetitionResultForm, side: Side, userId: string): boolean {
  return form.lineups[side]?.includes(userId) ?? false;
}

export type CompetitionResultProblem = 'score_range' | 'lineup_size' | 'scorers_exceed' | 'penalties_needed';

/** Why the result cannot be sent yet (the server's rules, checked before the request), or null. */
export function competitionResultProblem(
  form: CompetitionResultForm,
  knockout: boolean,
  limits: LineupLimits,
): CompetitionResultProblem | null {
  const scoreOk = (score: number) => Number.isInteger(score) && score >= 0 && score <= MAX_SIDE_SCORE;
  if (!scoreOk(form.homeScore) || !scoreOk(form.awayScore)) return 'score_range';
  if (form.forfeit) return null;
  if (SIDES.some((side) => !lineupSizeOk(form.lineups[side]?.length ?? 0, limits))) return 'lineup_size';
  if (goalsExceedScore(form, form.scorers)) return 'scorers_exceed';
  if (knockout && form.homeScore === form.awayScore && !form.penaltiesWinner) return 'penalties_needed';
  return null;
}

/**
 * The request: the score, who played, each scorer's goals as goal events, the goals nobody was
 * named for as goals of an unknown scorer (the API takes as many goals per side as the score, or
 * none) and the cards. Scorers and cards only of players who played. A forfeit sends no line-ups,
 * goals or cards; penalties only follow a level knockout match.
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
    cards: [],
    lineups: null,
  };
  if (form.forfeit) return body;
  const lineups = { home: form.lineups.home ?? [], away: form.lineups.away ?? [] };
  const playedFor = (line: { side: Side; userId: string }) => lineups[line.side].includes(line.userId);
  const goals: NonNullable<RecordCompetitionResultBody['goals']> = [];
  for (const side of SIDES) {
    const lines = form.scorers.filter((line) => line.side === side && line.goals > 0 && playedFor(line));
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
  body.cards = form.cards
    .filter(playedFor)
    .map((line) => ({ side: line.side, user_id: line.userId, card: line.card }));
  body.lineups = lineups;
  return body;
}
