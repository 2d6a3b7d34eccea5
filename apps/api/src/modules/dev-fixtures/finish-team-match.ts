import { type DevFixtureMoved, teamMatchResultOpensAt } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMatches } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { lockGame } from '../games/lock-game.js';
import { lockTeamMatch } from '../team-matches/team-match-access.js';
import { latestFreeStartAt } from './latest-free-start.js';
import { back, moveGameBack, moved } from './moved.js';

const MINUTE_MS = 60_000;

/**
 * `POST /dev/fixtures/team-matches/{id}/finish` (end-to-end tests only, decision 57): an accepted
 * match is moved back in time so that it ended a minute ago (or, when the venue's pitches were all
 * taken then, at the latest earlier moment one was free), and its result may be recorded. The
 * match's own timeline moves as one (the challenge, the answer, the kick-off, and its game's
 * kick-off, opening and creation), so every "before kick-off" still holds. Other tables keep the
 * moments things happened (notifications, the ledger). A match already over a minute ago stays.
 * Lock order: the match, its game, the venue (as `answerTeamMatch`).
 */
export async function finishTeamMatch(
  db: Db,
  options: { matchId: string; now?: Date },
): Promise<DevFixtureMoved> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const match = await lockTeamMatch(tx, options.matchId);
    if (match.status !== 'accepted' || !match.gameId) throw new AppError('conflict', 409);
    const endedAt = now.getTime() - MINUTE_MS;
    if (teamMatchResultOpensAt(match).getTime() <= endedAt)
      return moved(match.id, match.startsAt, match.durationMinutes);

    const game = await lockGame(tx, match.gameId, { origin: 'team_match' });
    const startsAt = await latestFreeStartAt(tx, {
      venueId: match.venueId,
      durationMinutes: match.durationMinutes,
      latest: new Date(endedAt - match.durationMinutes * MINUTE_MS),
      ignoreGameIds: [game.id],
    });
    const shift = match.startsAt.getTime() - startsAt.getTime();
    await tx
      .update(teamMatches)
      .set({
        startsAt,
        createdAt: back(match.createdAt, shift),
        respondedAt: back(match.respondedAt, shift),
        updatedAt: now,
      })
      .where(eq(teamMatches.id, match.id));
    await moveGameBack(tx, game, shift, now);
    return moved(match.id, startsAt, match.durationMinutes);
  });
}
