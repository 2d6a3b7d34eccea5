import {
  type CreateGameInput,
  type GameSummary,
  type Language,
  checkGameRules,
  defaultCapacity,
  manatToQepik,
} from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { selectGames } from './game-queries.js';
import { toGameSummary } from './game-response.js';
import { gameRuleError } from './game-rule-error.js';
import { assertVenueHasPitches } from './venue-pitches.js';

/**
 * An organizer publishes a game, if the venue has a free pitch for it. The answer is a list of the
 * one game (the shape it kept when a game could be repeated weekly: a weekly game is now a series,
 * `modules/series`, decision 73).
 */
export async function createGames(
  db: Db,
  input: { actor: AuthUser; game: CreateGameInput; language: Language; now?: Date },
): Promise<{ items: GameSummary[] }> {
  const now = input.now ?? new Date();
  const { game } = input;
  const capacity = game.capacity ?? defaultCapacity(game.format);
  const registrationOpensAt = game.registration_opens_at ?? now.toISOString();
  const problems = checkGameRules({ ...game, capacity, registration_opens_at: registrationOpensAt }, now);
  if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);

  const row = {
    venueId: game.venue_id,
    organizerId: input.actor.id,
    title: game.title,
    description: game.description,
    startsAt: new Date(game.starts_at),
    durationMinutes: game.duration_minutes,
    format: game.format,
    capacity,
    kind: game.kind,
    priceQepik: manatToQepik(game.price) ?? 0,
    minLevel: game.min_level,
    maxLevel: game.max_level,
    hasReferee: game.has_referee,
    guestsAllowed: game.guests_allowed,
    videoCoverage: game.video_coverage,
    registrationOpensAt: new Date(registrationOpensAt),
  };
  const [inserted] = await db.transaction(async (tx) => {
    await assertVenueHasPitches(tx, { venueId: game.venue_id, planned: [row] });
    return tx.insert(games).values(row).returning({ id: games.id });
  });
  const { rows: created } = await selectGames(db, {
    where: eq(games.id, inserted!.id),
    orderBy: [asc(games.startsAt)],
  });
  return { items: created.map((row) => toGameSummary(row, null, now)) };
}
