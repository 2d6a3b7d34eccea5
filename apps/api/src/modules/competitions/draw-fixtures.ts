import {
  type Bracket,
  type ScheduleMatch,
  bracketToSchedule,
  doubleElimination,
  drawGroups,
  knockoutFromGroups,
  lotNumber,
  resolveBracket,
  roundRobin,
  roundRobinToSchedule,
  singleElimination,
} from '@oyna/competition';
import type { CompetitionRow, NewCompetitionMatchRow } from '../../db/schema.js';

/** A registered team as the draw sees it. */
export interface DrawTeam {
  id: string;
  /** The organizer's seed (1 strongest), or null. */
  seed: number | null;
  /** Average rating of its members, or null. */
  rating: number | null;
}

export interface DrawnFixtures {
  /** Rows to insert, keyed by the schedule id (`r1m1`, `A-r2m1`, `r1m1` of the bracket, `final`...). */
  matches: Map<string, Omit<NewCompetitionMatchRow, 'competitionId'>>;
  /** Matches to place on the pitches, with their order constraints. */
  schedule: ScheduleMatch[];
  /** Team id -> group label. */
  groups: Map<string, string>;
  bracket: Bracket | null;
}

/**
 * Strongest first: the organizer's seeds in order, then the others by rating (unrated last), ties
 * by the competition's stored lots seed so the draw can be repeated exactly.
 */
export function seedOrder(teams: readonly DrawTeam[], lotsSeed: string): string[] {
  return [...teams]
    .sort(
      (a, b) =>
        (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) ||
        (b.rating ?? -1) - (a.rating ?? -1) ||
        lotNumber(lotsSeed, a.id) - lotNumber(lotsSeed, b.id),
    )
    .map((team) => team.id);
}

function leagueRows(
  teams: readonly string[],
  legs: 1 | 2,
  stage: 'league' | 'group',
  group: string | null,
): { rows: [string, Omit<NewCompetitionMatchRow, 'competitionId'>][]; schedule: ScheduleMatch[] } {
  const rounds = roundRobin(teams, { legs });
  const prefix = group ? `${group}-` : '';
  const schedule = roundRobinToSchedule(rounds, prefix);
  const rows = rounds.flatMap((round) =>
    round.matches.map((pairing, index): [string, Omit<NewCompetitionMatchRow, 'competitionId'>] => [
      `${prefix}r${round.round}m${index + 1}`,
      {
        stage,
        round: round.round,
        groupName: group,
        homeTeamId: pairing.home,
        awayTeamId: pairing.away,
        status: 'scheduled',
      },
    ]),
  );
  return { rows, schedule };
}

function bracketRows(
  bracket: Bracket,
  firstRound: number,
  groupMatchIds?: Record<string, string[]>,
): { rows: [string, Omit<NewCompetitionMatchRow, 'competitionId'>][]; schedule: ScheduleMatch[] } {
  const schedule = bracketToSchedule(bracket, { firstRound, ...(groupMatchIds ? { groupMatchIds } : {}) });
  const resolved = new Map(resolveBracket(bracket).matches.map((match) => [match.id, match]));
  const playable = new Set(schedule.map((match) => match.id));
  const rows = bracket.matches.map((match): [string, Omit<NewCompetitionMatchRow, 'competitionId'>] => {
    const state = resolved.get(match.id);
    const ready = state?.status === 'ready';
    return [
      match.id,
      {
        stage: 'knockout',
        round: match.round,
        bracketId: match.id,
        bracketPart: match.part,
        bracketOrder: match.order,
        homeSlot: match.home,
        awaySlot: match.away,
        homeTeamId: ready ? state.homeTeam : null,
        awayTeamId: ready ? state.awayTeam : null,
        status: playable.has(match.id) ? (ready ? 'scheduled' : 'waiting') : 'void',
      },
    ];
  });
  return { rows, schedule };
}

/** Draws the fixtures of a competition whose registration closed, with the engine. */
export function drawFixtures(competition: CompetitionRow, teams: readonly DrawTeam[]): DrawnFixtures {
  const order = seedOrder(teams, competition.lotsSeed);
  const legs = competition.roundRobinLegs === 2 ? 2 : 1;
  const matches = new Map<string, Omit<NewCompetitionMatchRow, 'competitionId'>>();
  const schedule: ScheduleMatch[] = [];
  const groups = new Map<string, string>();
  let bracket: Bracket | null = null;
  const add = (part: ReturnType<typeof leagueRows>) => {
    for (const [id, row] of part.rows) matches.set(id, row);
    schedule.push(...part.schedule);
  };

  switch (competition.format) {
    case 'round_robin':
      add(leagueRows(order, legs, 'league', null));
      break;
    case 'groups_knockout': {
      const strength = new Map(order.map((id, index) => [id, order.length - index]));
      const draw = drawGroups(
        order.map((id) => ({ id, strength: strength.get(id) ?? 0 })),
        { groups: competition.groupCount ?? 2, seed: competition.lotsSeed },
      );
      const groupMatchIds: Record<string, string[]> = {};
      let lastRound = 0;
      for (const group of draw.groups) {
        for (const team of group.teams) groups.set(team, group.label);
        const part = leagueRows(group.teams, legs, 'group', group.label);
        groupMatchIds[group.label] = part.schedule.map((match) => match.id);
        lastRound = Math.max(lastRound, ...part.schedule.map((match) => match.round));
        add(part);
      }
      bracket = knockoutFromGroups({
        groups: draw.groups.map((group) => group.label),
        qualifiersPerGroup: competition.advancePerGroup ?? 2,
        thirdPlace: competition.thirdPlace,
      });
      add(bracketRows(bracket, lastRound + 1, groupMatchIds));
      break;
    }
    case 'single_elimination':
      bracket = singleElimination(order, { thirdPlace: competition.thirdPlace });
      add(bracketRows(bracket, 1));
      break;
    case 'double_elimination':
      bracket = doubleElimination(order);
      add(bracketRows(bracket, 1));
      break;
  }
  return { matches, schedule, groups, bracket };
}
