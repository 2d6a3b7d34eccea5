import type { CompetitionMatchStatus } from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionRow,
  competitionCards,
  competitionGoals,
  competitionMatches,
  competitions,
  games,
  teams,
} from '../../db/schema.js';
import { competitionState } from './competition-state.js';
import { notifyOutcomes } from './competition-notifications.js';
import { matchGameTitle } from './schedule-competition.js';

async function teamNames(tx: DbExecutor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const known = ids.filter((id): id is string => id !== null);
  if (known.length === 0) return new Map();
  const rows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, known));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * After a result (or a correction), in the caller's transaction with the competition locked:
 * knockout matches get the teams the engine now resolves (winners advance; a result left for
 * teams that no longer meet there is cleared) and their games are renamed after them, matches a bye made unnecessary are void (their
 * pitch is freed), and the competition moves to `in_progress` or, with every match decided,
 * `finished` with its winner, runner-up and third. Returns the updated competition.
 */
export async function advanceCompetition(
  tx: DbExecutor,
  competition: CompetitionRow,
  now: Date,
): Promise<CompetitionRow> {
  const state = await competitionState(tx, competition);
  const matches = [...state.matches];
  if (state.bracket) {
    for (const resolved of state.bracket.matches) {
      const index = matches.findIndex((match) => match.bracketId === resolved.id);
      const row = matches[index];
      if (!row) continue;
      const home =
        resolved.status === 'waiting' || resolved.status === 'ready' || resolved.status === 'played'
          ? resolved.homeTeam
          : null;
      const away =
        resolved.status === 'waiting' || resolved.status === 'ready' || resolved.status === 'played'
          ? resolved.awayTeam
          : null;
      let status: CompetitionMatchStatus;
      if (resolved.status === 'played') status = 'played';
      else if (resolved.status === 'ready')
        status =
          row.status === 'awaiting_confirmation' && row.homeTeamId === home && row.awayTeamId === away
            ? 'awaiting_confirmation'
            : 'scheduled';
      else if (resolved.status === 'waiting') status = 'waiting';
      else status = 'void';
      const teamsChanged = row.homeTeamId !== home || row.awayTeamId !== away;
      const stale = teamsChanged && row.resultRecordedAt !== null;
      if (!teamsChanged && status === row.status) continue;
      const [updated] = await tx
        .update(competitionMatches)
        .set({
          homeTeamId: home,
          awayTeamId: away,
          status,
          ...(stale
            ? {
                homeScore: null,
                awayScore: null,
                penaltiesWinner: null,
                forfeit: null,
                resultRecordedBy: null,
                resultRecordedAt: null,
                confirmedBy: null,
                confirmedAt: null,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(competitionMatches.id, row.id))
        .returning();
      if (stale) {
        await tx.delete(competitionGoals).where(eq(competitionGoals.matchId, row.id));
        await tx.delete(competitionCards).where(eq(competitionCards.matchId, row.id));
      }
      if (teamsChanged && status !== 'void' && row.gameId) {
        // The game was named at the draw, before a later round's teams were known ("? – ?").
        const named = await teamNames(tx, [home, away]);
        await tx
          .update(games)
          .set({
            title: matchGameTitle(
              home ? named.get(home) : null,
              away ? named.get(away) : null,
              competition.name,
            ),
            updatedAt: now,
          })
          .where(and(eq(games.id, row.gameId), eq(games.origin, 'competition')));
      }
      if (status === 'void' && row.gameId) {
        await tx
          .update(games)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(games.id, row.gameId), eq(games.origin, 'competition')));
      }
      if (updated) matches[index] = updated;
    }
  }

  const decided = matches.every((match) => match.status === 'played' || match.status === 'void');
  const anyPlayed = matches.some((match) => match.status === 'played');
  let podium: [string | null, string | null, string | null] = [null, null, null];
  if (decided && state.bracket) {
    podium = [state.bracket.champion, state.bracket.runnerUp, state.bracket.third];
  } else if (decided && state.tables.length === 1) {
    const rows = state.tables[0]?.rows ?? [];
    podium = [rows[0]?.team ?? null, rows[1]?.team ?? null, rows[2]?.team ?? null];
  }
  const status = decided && matches.length > 0 ? 'finished' : anyPlayed ? 'in_progress' : 'scheduled';
  const [updated] = await tx
    .update(competitions)
    .set({
      status,
      winnerTeamId: status === 'finished' ? podium[0] : null,
      runnerUpTeamId: status === 'finished' ? podium[1] : null,
      thirdTeamId: status === 'finished' ? podium[2] : null,
      finishedAt: status === 'finished' ? (competition.finishedAt ?? now) : null,
      updatedAt: now,
    })
    .where(eq(competitions.id, competition.id))
    .returning();
  if (!updated) throw new Error(`competition ${competition.id} vanished`);
  await notifyOutcomes(tx, { competition: updated, state: await competitionState(tx, updated), now });
  return updated;
}
