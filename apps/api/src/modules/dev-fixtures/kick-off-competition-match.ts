import type { DevFixtureMoved } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { lockCompetition, lockCompetitionMatch } from '../competitions/competition-access.js';
import { lockGame } from '../games/lock-game.js';
import { latestFreeStartAt } from './latest-free-start.js';
import { moveGameBack, moved } from './moved.js';

const MINUTE_MS = 60_000;

/**
 * `POST /dev/fixtures/competitions/{id}/matches/{match_id}/kick-off` (end-to-end tests only,
 * decision 57): a drawn competition match between two teams, not yet kicked off, is moved back so
 * that it kicked off a minute ago (or, when the venue's pitches were all taken then, at the latest
 * earlier moment one was free), and its result may be recorded. The match and its game move
 * together; the competition's windows, deadline and draw keep their moments (nothing checks them
 * once the match is placed). Lock order: the competition, the match, its game (as recording a
 * result and rescheduling a match do).
 */
export async function kickOffCompetitionMatch(
  db: Db,
  options: { competitionId: string; matchId: string; now?: Date },
): Promise<DevFixtureMoved> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    const match = await lockCompetitionMatch(tx, competition.id, options.matchId);
    if (!match.startsAt || !match.gameId || !match.homeTeamId || !match.awayTeamId)
      throw new AppError('competition_match_not_ready', 409);
    const latest = now.getTime() - MINUTE_MS;
    if (match.startsAt.getTime() <= latest) return moved(match.id, match.startsAt, competition.matchMinutes);

    const game = await lockGame(tx, match.gameId, { origin: 'competition' });
    const startsAt = await latestFreeStartAt(tx, {
      venueId: game.venueId,
      durationMinutes: game.durationMinutes,
      latest: new Date(latest),
      ignoreGameIds: [game.id],
    });
    const shift = match.startsAt.getTime() - startsAt.getTime();
    await tx
      .update(competitionMatches)
      .set({ startsAt, updatedAt: now })
      .where(eq(competitionMatches.id, match.id));
    await moveGameBack(tx, game, shift, now);
    return moved(match.id, startsAt, competition.matchMinutes);
  });
}
