import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameResults, playerOfMatchVotes } from '../../db/schema.js';
import { pickPlayerOfMatch } from './player-of-match.js';

/** Recomputes a result's player of the match from its votes and the organizer's pick (same transaction). */
export async function refreshPlayerOfMatch(tx: DbExecutor, gameId: string, organizerPick: string | null) {
  const votes = await tx
    .select({ candidateId: playerOfMatchVotes.candidateId, createdAt: playerOfMatchVotes.createdAt })
    .from(playerOfMatchVotes)
    .where(eq(playerOfMatchVotes.gameId, gameId));
  await tx
    .update(gameResults)
    .set({ playerOfMatchId: pickPlayerOfMatch(votes, organizerPick) })
    .where(eq(gameResults.gameId, gameId));
}
