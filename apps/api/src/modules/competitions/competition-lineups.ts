import { COMPETITION_LINEUP_MAX, type RecordCompetitionResultInput } from '@oyna/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionMatchRow, type CompetitionRow, competitionMatchPlayers } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { lineupProblem } from '../matches/match-lineups.js';
import { memberIds } from './competition-access.js';

export type MatchSide = 'home' | 'away';

/** Who played a match for each side, as user ids. */
export interface Lineups {
  home: string[];
  away: string[];
}

/**
 * The line-ups a result names, checked (docs/decisions/0040-competition-line-ups.md): both sides
 * given, nobody twice (in a line-up or in both), each player a current member of the team they
 * played for or in that team's stored line-up of this match (a correction may name a player who
 * has left the team since), and each side between the competition's `squad_min` and `squad_max` (at most
 * COMPETITION_LINEUP_MAX, the room a game has): the line-up rule of a match between two teams
 * (`matches/match-lineups.ts`). 422 otherwise, before anything is written.
 */
export async function checkedLineups(
  tx: DbExecutor,
  competition: CompetitionRow,
  match: CompetitionMatchRow & { homeTeamId: string; awayTeamId: string },
  lineups: RecordCompetitionResultInput['lineups'],
): Promise<Lineups> {
  if (!lineups) throw new AppError('competition_lineup_required', 422);
  const min = competition.squadMin;
  const max = Math.min(competition.squadMax, COMPETITION_LINEUP_MAX);
  const stored = (await lineupsOf(tx, [match])).get(match.id) ?? { home: [], away: [] };
  const members = {
    home: new Set([...(await memberIds(tx, match.homeTeamId)), ...stored.home]),
    away: new Set([...(await memberIds(tx, match.awayTeamId)), ...stored.away]),
  };
  const problem = lineupProblem(lineups, { members, min, max });
  if (problem === 'duplicate') throw new AppError('competition_lineup_duplicate', 422);
  if (problem === 'size')
    throw new AppError('competition_lineup_size', 422, { params: { min: String(min), max: String(max) } });
  if (problem === 'not_member') throw new AppError('competition_lineup_not_member', 422);
  return { home: [...lineups.home], away: [...lineups.away] };
}

/** Replaces a match's stored line-ups (none for a forfeit), in the caller's transaction. */
export async function saveLineups(
  tx: DbExecutor,
  match: CompetitionMatchRow & { homeTeamId: string; awayTeamId: string },
  lineups: Lineups | null,
): Promise<void> {
  await tx.delete(competitionMatchPlayers).where(eq(competitionMatchPlayers.matchId, match.id));
  if (!lineups) return;
  const rows = [
    ...lineups.home.map((userId) => ({ matchId: match.id, userId, teamId: match.homeTeamId })),
    ...lineups.away.map((userId) => ({ matchId: match.id, userId, teamId: match.awayTeamId })),
  ];
  if (rows.length > 0) await tx.insert(competitionMatchPlayers).values(rows);
}

/** The stored line-ups of matches, by match id (a side's players in no particular order). */
export async function lineupsOf(
  db: DbExecutor,
  matches: readonly Pick<CompetitionMatchRow, 'id' | 'homeTeamId' | 'awayTeamId'>[],
): Promise<Map<string, Lineups>> {
  const byMatch = new Map<string, Lineups>();
  if (matches.length === 0) return byMatch;
  const rows = await db
    .select()
    .from(competitionMatchPlayers)
    .where(
      inArray(
        competitionMatchPlayers.matchId,
        matches.map((match) => match.id),
      ),
    );
  const matchById = new Map(matches.map((match) => [match.id, match]));
  for (const match of matches) byMatch.set(match.id, { home: [], away: [] });
  for (const row of rows) {
    const match = matchById.get(row.matchId);
    const lineups = byMatch.get(row.matchId);
    if (!match || !lineups) continue;
    if (row.teamId === match.homeTeamId) lineups.home.push(row.userId);
    else if (row.teamId === match.awayTeamId) lineups.away.push(row.userId);
  }
  return byMatch;
}
