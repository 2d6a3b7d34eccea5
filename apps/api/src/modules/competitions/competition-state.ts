import {
  type CardCounts,
  type KnockoutResult,
  type PlayedMatch,
  type ResolvedBracket,
  type StandingRow,
  type TiebreakSetting,
  computeGroupStandings,
  computeStandings,
  resolveBracket,
} from '@oyna/competition';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type CompetitionRow,
  competitionCards,
  competitionMatches,
  competitionTeams,
} from '../../db/schema.js';

/** The stored tie-break setting as the engine takes it (a custom order without criteria: overall goals, lots). */
export function engineTiebreak(competition: CompetitionRow): TiebreakSetting {
  const setting = competition.tiebreak;
  if (setting.order !== 'custom') return { order: setting.order };
  return {
    order: 'custom',
    criteria: setting.criteria?.length ? setting.criteria : ['goal_difference', 'goals_for', 'lots'],
    reapplyHeadToHead: setting.reapply_head_to_head ?? false,
  };
}

export interface CompetitionState {
  matches: CompetitionMatchRow[];
  /** League: one table with group null; groups: one per group. */
  tables: { group: string | null; rows: StandingRow[]; complete: boolean; teams: string[] }[];
  bracket: ResolvedBracket | null;
}

const counted = (match: CompetitionMatchRow) =>
  match.status === 'played' && match.homeTeamId !== null && match.awayTeamId !== null;

/**
 * The standings and the bracket recomputed from the stored results by the engine (pure): a
 * corrected result re-flows through every later knockout match.
 */
export async function competitionState(
  db: DbExecutor,
  competition: CompetitionRow,
): Promise<CompetitionState> {
  const matches = await db
    .select()
    .from(competitionMatches)
    .where(eq(competitionMatches.competitionId, competition.id));
  const registrations = await db
    .select({ teamId: competitionTeams.teamId, group: competitionTeams.groupName })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.competitionId, competition.id), eq(competitionTeams.status, 'accepted')));
  const tableMatches = matches.filter((match) => match.stage !== 'knockout');
  const cards = tableMatches.length
    ? await db
        .select()
        .from(competitionCards)
        .where(
          inArray(
            competitionCards.matchId,
            tableMatches.map((match) => match.id),
          ),
        )
    : [];
  const cardsOf = (matchId: string, teamId: string): CardCounts | null => {
    const list = cards.filter((card) => card.matchId === matchId && card.teamId === teamId);
    if (list.length === 0) return null;
    const counts = { yellow: 0, secondYellowRed: 0, directRed: 0, yellowDirectRed: 0 };
    for (const card of list) {
      if (card.card === 'yellow') counts.yellow += 1;
      else if (card.card === 'second_yellow_red') counts.secondYellowRed += 1;
      else if (card.card === 'direct_red') counts.directRed += 1;
      else counts.yellowDirectRed += 1;
    }
    return counts;
  };
  const played: PlayedMatch[] = tableMatches.filter(counted).map((match) => ({
    home: match.homeTeamId as string,
    away: match.awayTeamId as string,
    homeGoals: match.homeScore ?? 0,
    awayGoals: match.awayScore ?? 0,
    forfeit: match.forfeit,
    homeCards: cardsOf(match.id, match.homeTeamId as string),
    awayCards: cardsOf(match.id, match.awayTeamId as string),
  }));
  const options = { tiebreak: engineTiebreak(competition), lotsSeed: competition.lotsSeed };
  const tables: CompetitionState['tables'] = [];
  if (competition.drawnAt !== null && competition.format === 'round_robin') {
    const teams = registrations.map((registration) => registration.teamId);
    tables.push({
      group: null,
      rows: computeStandings(teams, played, options),
      complete: tableMatches.every((match) => match.status === 'played'),
      teams,
    });
  } else if (competition.drawnAt !== null && competition.format === 'groups_knockout') {
    const labels = [...new Set(registrations.flatMap((r) => (r.group ? [r.group] : [])))].sort();
    const groups = labels.map((label) => ({
      id: label,
      teams: registrations.filter((r) => r.group === label).map((r) => r.teamId),
    }));
    for (const table of computeGroupStandings(groups, played, options)) {
      tables.push({
        group: table.group,
        rows: table.rows,
        complete: tableMatches
          .filter((match) => match.groupName === table.group)
          .every((match) => match.status === 'played'),
        teams: groups.find((group) => group.id === table.group)?.teams ?? [],
      });
    }
  }

  let bracket: ResolvedBracket | null = null;
  if (competition.bracket) {
    const byBracketId = new Map(
      matches.filter((match) => match.bracketId !== null).map((match) => [match.bracketId as string, match]),
    );
    const results: KnockoutResult[] = [...byBracketId.values()].filter(counted).map((match) => ({
      matchId: match.bracketId as string,
      home: match.homeTeamId as string,
      away: match.awayTeamId as string,
      homeGoals: match.homeScore ?? 0,
      awayGoals: match.awayScore ?? 0,
      penaltiesWinner: match.penaltiesWinner,
      forfeit: match.forfeit,
    }));
    const groupPlaces: Record<string, string[]> = {};
    for (const table of tables) {
      if (table.group !== null && table.complete)
        groupPlaces[table.group] = table.rows.map((row) => row.team);
    }
    bracket = resolveBracket(competition.bracket, { results, groupPlaces });
  }
  return { matches, tables, bracket };
}
