import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games, teamMatches } from '../../db/schema.js';

/**
 * Cancels a deleted team's challenges and accepted matches that have not kicked off, and their
 * games; past matches stay as they are (docs/decisions/0022-teams-rules.md).
 */
export async function cancelOpenMatchesOfTeam(
  tx: DbExecutor,
  options: { teamId: string; actorId: string; now: Date },
): Promise<void> {
  const { teamId, actorId, now } = options;
  const cancelled = await tx
    .update(teamMatches)
    .set({ status: 'cancelled', cancelledBy: actorId, cancelledAt: now, updatedAt: now })
    .where(
      and(
        or(eq(teamMatches.homeTeamId, teamId), eq(teamMatches.awayTeamId, teamId)),
        inArray(teamMatches.status, ['proposed', 'accepted']),
        gt(teamMatches.startsAt, now),
      ),
    )
    .returning({ gameId: teamMatches.gameId });
  const gameIds = cancelled.flatMap((match) => (match.gameId ? [match.gameId] : []));
  if (gameIds.length > 0)
    await tx
      .update(games)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(inArray(games.id, gameIds));
}
