import type { TeamMatch, TeamRole } from '@oyna/shared';
import { teamRoleCan } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor, DbTransaction } from '../../db/database.js';
import { type TeamMatchRow, teamMatches } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { MatchResultPhase } from '../matches/match-result-state.js';
import { roleInTeam } from '../teams/team-access.js';
import { selectTeamMatch, toTeamMatches } from './team-match-view.js';

/**
 * Locks a team match's row for the rest of the transaction. Every change of a match takes this lock
 * first, then (when its game changes) the game's, then the venue's or the ratings' lock; a match use
 * case never locks a team's row, so it cannot wait in a circle with the teams' use cases.
 */
export async function lockTeamMatch(tx: DbExecutor, matchId: string): Promise<TeamMatchRow> {
  const [match] = await tx.select().from(teamMatches).where(eq(teamMatches.id, matchId)).for('update');
  if (!match) throw notFound('team_match_not_found');
  return match;
}

/** Where a friendly's result stands in the words of a match between two teams (null: not yet accepted or over). */
export function teamMatchResultPhase(status: TeamMatchRow['status']): MatchResultPhase | null {
  if (status === 'accepted') return 'open';
  if (status === 'awaiting_confirmation' || status === 'disputed') return status;
  return status === 'confirmed' ? 'counted' : null;
}

/** 403 unless the actor captains `teamId` (or is an admin, who acts for either captain). */
export async function assertManagesTeam(
  db: DbExecutor,
  actor: AuthUser,
  teamId: string,
): Promise<TeamRole | null> {
  if (actor.role === 'admin') return 'captain';
  const role = await roleInTeam(db, teamId, actor.id);
  if (!teamRoleCan(role, 'manageMatches')) throw forbidden();
  return role;
}

/** One match as the actor sees it. */
export async function getTeamMatch(
  db: DbExecutor,
  options: { actor: AuthUser; matchId: string; now?: Date },
): Promise<TeamMatch> {
  const now = options.now ?? new Date();
  const row = await selectTeamMatch(db, options.matchId);
  const [match] = await toTeamMatches(db, [row], options.actor, now);
  if (!match) throw notFound('team_match_not_found');
  return match;
}

/**
 * One change of a team match: `change` runs in one transaction with the match's row locked first
 * (`lockTeamMatch`), and the answer is the match as the actor sees it afterwards.
 */
export async function changeTeamMatch(
  db: Db,
  options: { actor: AuthUser; matchId: string; now?: Date | undefined },
  change: (tx: DbTransaction, match: TeamMatchRow, now: Date) => Promise<void>,
): Promise<TeamMatch> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => change(tx, await lockTeamMatch(tx, options.matchId), now));
  return getTeamMatch(db, { actor: options.actor, matchId: options.matchId, now });
}
