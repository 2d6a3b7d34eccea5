import type { LoyaltyTier } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type CompetitionRow,
  competitionMatches,
  competitions,
  teamMembers,
} from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { MatchResultPhase } from '../matches/match-result-state.js';

/** A competition, or 404 `competition_not_found`. */
export async function findCompetition(db: DbExecutor, id: string): Promise<CompetitionRow> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  if (!row) throw notFound('competition_not_found');
  return row;
}

/**
 * Locks a competition's row for the rest of the transaction. Every change of its teams, draw,
 * matches or results takes this lock first (then teams' wallets, games and venues), so parallel
 * registrations never pass `max_teams` and results are applied one after another.
 */
export async function lockCompetition(tx: DbExecutor, id: string): Promise<CompetitionRow> {
  const [row] = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
  if (!row) throw notFound('competition_not_found');
  return row;
}

/** A match of this competition, locked; 404 `competition_match_not_found` otherwise. */
export async function lockCompetitionMatch(
  tx: DbExecutor,
  competitionId: string,
  matchId: string,
): Promise<CompetitionMatchRow> {
  const [row] = await tx
    .select()
    .from(competitionMatches)
    .where(and(eq(competitionMatches.id, matchId), eq(competitionMatches.competitionId, competitionId)))
    .for('update');
  if (!row) throw notFound('competition_match_not_found');
  return row;
}

/** The organizer who created it, or an admin. */
export function managesCompetition(actor: AuthUser | null, competition: Pick<CompetitionRow, 'organizerId'>) {
  return actor !== null && (actor.role === 'admin' || actor.id === competition.organizerId);
}

export function assertManagesCompetition(actor: AuthUser, competition: Pick<CompetitionRow, 'organizerId'>) {
  if (!managesCompetition(actor, competition)) throw new AppError('competition_organizer_only', 403);
}

/**
 * How the actor may record a match's result: as its `manager` (the organizer or an admin: it counts
 * at once), as the home team's captain (it waits for the away captain), or not at all (null).
 */
export async function resultRecorder(
  db: DbExecutor,
  actor: AuthUser,
  competition: Pick<CompetitionRow, 'organizerId'>,
  match: { homeTeamId: string | null },
): Promise<'manager' | 'home_captain' | null> {
  if (managesCompetition(actor, competition)) return 'manager';
  const homeCaptain = match.homeTeamId ? await captainOf(db, match.homeTeamId) : null;
  return homeCaptain === actor.id ? 'home_captain' : null;
}

/** Where a competition match's result stands in the words of a match between two teams (null: no teams yet, or void). */
export function competitionResultPhase(status: CompetitionMatchRow['status']): MatchResultPhase | null {
  if (status === 'scheduled') return 'open';
  if (status === 'awaiting_confirmation') return status;
  return status === 'played' ? 'counted' : null;
}

/** The team's current captain, or null. */
export async function captainOf(db: DbExecutor, teamId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'captain'), isNull(teamMembers.leftAt)));
  return row?.userId ?? null;
}

/** What a team whose captain has this tier pays: gold and platinum enter free. */
export function feeFor(
  competition: Pick<CompetitionRow, 'entryFeeQepik'>,
  tier: LoyaltyTier,
): { feeQepik: number; freeEntryTier: LoyaltyTier | null } {
  if (competition.entryFeeQepik === 0) return { feeQepik: 0, freeEntryTier: null };
  if (tier === 'gold' || tier === 'platinum') return { feeQepik: 0, freeEntryTier: tier };
  return { feeQepik: competition.entryFeeQepik, freeEntryTier: null };
}

/** Current members of a team (user ids). */
export async function memberIds(db: DbExecutor, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)));
  return rows.map((row) => row.userId);
}
