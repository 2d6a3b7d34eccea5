import type { CompetitionStandings } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { findCompetition } from './competition-access.js';
import { competitionState } from './competition-state.js';
import { teamRefs } from './competition-view.js';

const FORM_LENGTH = 5;

/**
 * `GET /competitions/{id}/standings`: public; the league table or each group's, computed by the
 * engine from the results under the competition's tie-break order, with each team's form and,
 * in groups, who goes through once the group is complete.
 */
export async function getStandings(
  db: Db,
  options: { competitionId: string },
): Promise<CompetitionStandings> {
  const competition = await findCompetition(db, options.competitionId);
  const state = await competitionState(db, competition);
  const refs = await teamRefs(
    db,
    state.tables.flatMap((table) => table.teams),
  );
  const played = state.matches
    .filter((match) => match.status === 'played' && match.stage !== 'knockout' && match.startsAt)
    .sort((a, b) => (b.startsAt?.getTime() ?? 0) - (a.startsAt?.getTime() ?? 0));
  const formOf = (team: string) =>
    played
      .filter((match) => match.homeTeamId === team || match.awayTeamId === team)
      .slice(0, FORM_LENGTH)
      .map((match) => {
        const home = match.homeTeamId === team;
        const own = (home ? match.homeScore : match.awayScore) ?? 0;
        const other = (home ? match.awayScore : match.homeScore) ?? 0;
        return own > other ? ('W' as const) : own < other ? ('L' as const) : ('D' as const);
      });
  const advance = competition.advancePerGroup ?? 0;
  return {
    tiebreak: competition.tiebreak,
    tables: state.tables.map((table) => ({
      group: table.group,
      complete: table.complete,
      rows: table.rows.flatMap((row) => {
        const team = refs.get(row.team);
        if (!team) return [];
        return [
          {
            position: row.position,
            team,
            played: row.played,
            won: row.won,
            drawn: row.drawn,
            lost: row.lost,
            goals_for: row.goalsFor,
            goals_against: row.goalsAgainst,
            goal_difference: row.goalDifference,
            points: row.points,
            fair_play: row.fairPlay,
            separated_by: row.separatedBy,
            form: formOf(row.team),
            qualified: table.group !== null && table.complete && row.position <= advance,
          },
        ];
      }),
    })),
  };
}
