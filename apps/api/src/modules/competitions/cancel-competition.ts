import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionRow,
  competitionMatches,
  competitionTeams,
  competitions,
  games,
} from '../../db/schema.js';
import { refundEntryFee } from './competition-fees.js';
import { notifyCompetitionCancelled } from './competition-notifications.js';

/**
 * Cancels a locked competition: every paid fee goes back once, the games of its matches not yet
 * played are called off (freeing their pitches; played ones keep their results), and every member
 * of each team still in it (accepted or waiting) is told. Used by the organizer's cancel and by
 * closing with too few teams (`tooFewTeams`).
 */
export async function cancelCompetition(
  tx: DbExecutor,
  competition: CompetitionRow,
  options: { reason: string | null; now: Date; tooFewTeams?: boolean },
): Promise<CompetitionRow> {
  const { now } = options;
  const registrations = await tx
    .select()
    .from(competitionTeams)
    .where(eq(competitionTeams.competitionId, competition.id))
    .for('update');
  const concerned: { teamId: string; feeRefunded: boolean }[] = [];
  for (const registration of registrations) {
    const refunded = await refundEntryFee(tx, { competition, registration, now });
    if (registration.status === 'accepted' || registration.status === 'pending')
      concerned.push({
        teamId: registration.teamId,
        feeRefunded: registration.feeQepik > 0 && refunded.refunds > registration.refunds,
      });
  }
  const gameIds = (
    await tx
      .select({ gameId: competitionMatches.gameId })
      .from(competitionMatches)
      .where(
        and(
          eq(competitionMatches.competitionId, competition.id),
          inArray(competitionMatches.status, ['waiting', 'scheduled', 'awaiting_confirmation']),
        ),
      )
  ).flatMap((row) => (row.gameId ? [row.gameId] : []));
  if (gameIds.length > 0) {
    await tx
      .update(games)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(inArray(games.id, gameIds), eq(games.origin, 'competition')));
  }
  const [cancelled] = await tx
    .update(competitions)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: options.reason, updatedAt: now })
    .where(eq(competitions.id, competition.id))
    .returning();
  if (!cancelled) throw new Error(`competition ${competition.id} vanished`);
  await notifyCompetitionCancelled(tx, {
    competition: cancelled,
    teams: concerned,
    tooFewTeams: options.tooFewTeams === true,
    now,
  });
  return cancelled;
}
