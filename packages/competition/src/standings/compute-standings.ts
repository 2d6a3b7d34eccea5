import { CompetitionError } from '../errors.js';
import { drawLots, type Seed } from '../lots.js';
import { countMatch, tallyMatches, type CountedMatch, type Tally } from './tally.js';
import { isHeadToHead, resolveTiebreakOrder } from './tiebreak-orders.js';
import {
  DEFAULT_POINTS,
  type PlayedMatch,
  type PointsForResult,
  type SeparatingCriterion,
  type StandingRow,
  type StandingsOptions,
  type TeamId,
  type TiebreakCriterion,
} from './types.js';

/** A run of the order: one overall criterion, a block of consecutive head-to-head ones, or lots. */
type Step =
  | { kind: 'overall'; criterion: Exclude<TiebreakCriterion, `h2h_${string}` | 'lots'> }
  | { kind: 'h2h'; criteria: TiebreakCriterion[] }
  | { kind: 'lots' };

interface Ranked {
  order: TeamId[];
  /** separators[i] placed order[i] above order[i + 1]. */
  separators: SeparatingCriterion[];
}

interface Context {
  steps: readonly Step[];
  reapply: boolean;
  overall: ReadonlyMap<TeamId, Tally>;
  matches: readonly CountedMatch[];
  points: PointsForResult;
  seed: Seed;
}

function stepsOf(criteria: readonly TiebreakCriterion[]): Step[] {
  const steps: Step[] = [];
  for (const criterion of criteria) {
    const last = steps[steps.length - 1];
    if (criterion === 'lots') steps.push({ kind: 'lots' });
    else if (!isHeadToHead(criterion)) steps.push({ kind: 'overall', criterion } as Step);
    else if (last?.kind === 'h2h') last.criteria.push(criterion);
    else steps.push({ kind: 'h2h', criteria: [criterion] });
  }
  return steps;
}

/** A criterion's value for a team from its tally (overall or head-to-head); higher ranks higher. */
function valueOf(criterion: TiebreakCriterion, tally: Tally): number {
  switch (criterion) {
    case 'h2h_points':
      return tally.points;
    case 'h2h_goal_difference':
    case 'goal_difference':
      return tally.goalsFor - tally.goalsAgainst;
    case 'h2h_goals_for':
    case 'goals_for':
      return tally.goalsFor;
    case 'h2h_away_goals_for':
    case 'away_goals_for':
      return tally.awayGoalsFor;
    case 'wins':
      return tally.won;
    case 'fair_play':
      return tally.fairPlay;
    case 'lots':
      return 0;
  }
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Orders teams level so far, starting at `stepIndex` of the order. A step that splits the set
 * sends each still-tied part on to the next step, except a head-to-head block with re-application,
 * which starts again on the part's own mini-table (UEFA's and FIFA 2026's "applied again to the
 * teams still tied"); a step that splits nothing hands the whole set on.
 */
function rankTied(teams: readonly TeamId[], stepIndex: number, context: Context): Ranked {
  if (teams.length === 1) return { order: [...teams], separators: [] };
  const step = context.steps[stepIndex] ?? { kind: 'lots' };
  if (step.kind === 'lots') {
    const order = drawLots(context.seed, teams);
    return { order, separators: order.slice(1).map(() => 'lots' as const) };
  }

  const criteria = step.kind === 'h2h' ? step.criteria : [step.criterion];
  const tallies =
    step.kind === 'h2h'
      ? tallyMatches(teams, context.matches, context.points, new Set(teams))
      : context.overall;
  const keyed = teams.map((team) => ({
    team,
    key: criteria.map((criterion) => valueOf(criterion, tallies.get(team) as Tally)),
  }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));

  const parts: { teams: TeamId[]; key: number[] }[] = [];
  for (const { team, key } of keyed) {
    const last = parts[parts.length - 1];
    if (last && compareKeys(last.key, key) === 0) last.teams.push(team);
    else parts.push({ teams: [team], key });
  }
  if (parts.length === 1) return rankTied(teams, stepIndex + 1, context);

  const ranked: Ranked = { order: [], separators: [] };
  parts.forEach((part, i) => {
    const next = step.kind === 'h2h' && context.reapply ? stepIndex : stepIndex + 1;
    const inner = rankTied(part.teams, next, context);
    if (i > 0) {
      const previous = parts[i - 1] as { key: number[] };
      const differing = part.key.findIndex((value, k) => value !== previous.key[k]);
      ranked.separators.push(criteria[differing] as TiebreakCriterion);
    }
    ranked.order.push(...inner.order);
    ranked.separators.push(...inner.separators);
  });
  return ranked;
}

function checkPoints(points: PointsForResult): void {
  const values = [points.win, points.draw, points.loss];
  if (!values.every(Number.isSafeInteger) || !(points.win > points.draw && points.draw >= points.loss)) {
    throw new CompetitionError('invalid_points', 'Points must be whole numbers with win > draw >= loss');
  }
}

/**
 * The table of one league or group: every team's record and its position, ordered by points and
 * then by the competition's tie-break order; `separatedBy` tells what placed each row above the
 * next. Pure and independent of the order of the matches and of the teams.
 */
export function computeStandings(
  teams: readonly TeamId[],
  matches: readonly PlayedMatch[],
  options: StandingsOptions,
): StandingRow[] {
  const points = options.points ?? DEFAULT_POINTS;
  checkPoints(points);
  const order = resolveTiebreakOrder(options.tiebreak ?? { order: 'fifa_2026' });
  const known = new Set<TeamId>();
  for (const team of teams) {
    if (known.has(team)) throw new CompetitionError('duplicate_team', `Team ${team} is listed twice`, team);
    known.add(team);
  }
  const counted = matches.map((match) => countMatch(match, known));
  const overall = tallyMatches(teams, counted, points);
  for (const adjustment of options.adjustments ?? []) {
    const tally = overall.get(adjustment.team);
    if (!tally) throw new CompetitionError('unknown_team', `Team ${adjustment.team} is not in the table`);
    if (!Number.isSafeInteger(adjustment.points)) {
      throw new CompetitionError('invalid_points', 'A points adjustment must be a whole number');
    }
    tally.points += adjustment.points;
  }

  const context: Context = {
    steps: stepsOf(order.criteria),
    reapply: order.reapplyHeadToHead,
    overall,
    matches: counted,
    points,
    seed: options.lotsSeed,
  };
  const byPoints = new Map<number, TeamId[]>();
  for (const team of known) {
    const value = (overall.get(team) as Tally).points;
    byPoints.set(value, [...(byPoints.get(value) ?? []), team]);
  }
  const levels = [...byPoints.keys()].sort((a, b) => b - a);
  const rows: StandingRow[] = [];
  levels.forEach((level, i) => {
    const ranked = rankTied(byPoints.get(level) as TeamId[], 0, context);
    ranked.order.forEach((team, k) => {
      const tally = overall.get(team) as Tally;
      const separatedBy: SeparatingCriterion | null =
        k < ranked.separators.length
          ? (ranked.separators[k] as SeparatingCriterion)
          : i < levels.length - 1
            ? 'points'
            : null;
      rows.push({
        position: rows.length + 1,
        team,
        played: tally.played,
        won: tally.won,
        drawn: tally.drawn,
        lost: tally.lost,
        goalsFor: tally.goalsFor,
        goalsAgainst: tally.goalsAgainst,
        goalDifference: tally.goalsFor - tally.goalsAgainst,
        awayGoalsFor: tally.awayGoalsFor,
        points: tally.points,
        fairPlay: tally.fairPlay,
        separatedBy,
      });
    });
  });
  return rows;
}
