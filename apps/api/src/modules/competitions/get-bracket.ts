import type { CompetitionBracket } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { findCompetition } from './competition-access.js';
import { competitionState } from './competition-state.js';
import { slotView, teamRefs } from './competition-view.js';

/**
 * `GET /competitions/{id}/bracket`: public; the knockout as the engine resolves it from the
 * results (winners advanced, byes passed on), with each match's stored score and kick-off.
 */
export async function getBracket(db: Db, options: { competitionId: string }): Promise<CompetitionBracket> {
  const competition = await findCompetition(db, options.competitionId);
  const empty = { format: null, size: 0, matches: [], champion: null, runner_up: null, third: null };
  if (!competition.bracket) return empty;
  const state = await competitionState(db, competition);
  if (!state.bracket) return empty;
  const resolved = state.bracket;
  const refs = await teamRefs(db, [
    ...resolved.matches.flatMap((match) => [match.homeTeam, match.awayTeam]).filter((id) => id !== null),
    ...[resolved.champion, resolved.runnerUp, resolved.third].filter((id) => id !== null),
  ]);
  const rowOf = new Map(state.matches.map((match) => [match.bracketId, match]));
  const ref = (id: string | null) => (id ? (refs.get(id) ?? null) : null);
  return {
    format: competition.bracket.format,
    size: competition.bracket.size,
    matches: resolved.matches.map((match) => {
      const row = rowOf.get(match.id);
      const played = row?.status === 'played';
      return {
        id: match.id,
        part: match.part,
        round: match.round,
        order: match.order,
        home: slotView(match.home) ?? {
          kind: 'bye',
          team_id: null,
          group: null,
          position: null,
          match: null,
        },
        away: slotView(match.away) ?? {
          kind: 'bye',
          team_id: null,
          group: null,
          position: null,
          match: null,
        },
        home_team: ref(match.homeTeam),
        away_team: ref(match.awayTeam),
        match_id: row && row.status !== 'void' ? row.id : null,
        status: row?.status ?? 'void',
        home_score: played ? (row.homeScore ?? null) : null,
        away_score: played ? (row.awayScore ?? null) : null,
        penalties_winner: played ? (row.penaltiesWinner ?? null) : null,
        forfeit: played ? (row.forfeit ?? null) : null,
        winner_team_id: match.winner,
        starts_at: row?.startsAt?.toISOString() ?? null,
      };
    }),
    champion: ref(resolved.champion),
    runner_up: ref(resolved.runnerUp),
    third: ref(resolved.third),
  };
}
