import { randomUUID } from 'node:crypto';
import {
  type CreateGameInput,
  type GameSummary,
  type Language,
  checkGameRules,
  defaultCapacity,
  manatToQepik,
} from '@oyna/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { selectGames } from './game-queries.js';
import { toGameSummary } from './game-response.js';
import { gameRuleError } from './game-rule-error.js';
import { assertVenueHasPitches } from './venue-pitches.js';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * An organizer publishes a game, or a weekly series of them at the same time and venue, if the venue
 * has a free pitch for each of them.
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

  const seriesId = game.repeat_weeks > 1 ? randomUUID() : null;
  const startsAt = new Date(game.starts_at).getTime();
  const opensAt = new Date(registrationOpensAt).getTime();
  const rows = Array.from({ length: game.repeat_weeks }, (_, week) => ({
    venueId: game.venue_id,
    organizerId: input.actor.id,
    seriesId,
    title: game.title,
    description: game.description,
    startsAt: new Date(startsAt + week * WEEK_MS),
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
    registrationOpensAt: new Date(opensAt + week * WEEK_MS),
  }));
  const inserted = await db.transaction(async (tx) => {
    await assertVenueHasPitches(tx, { venueId: game.venue_id, planned: rows });
    return tx.insert(games).values(rows).returning({ id: games.id });
  });
  const { rows: created } = await selectGames(db, {
    where: inArray(
      games.id,
      inserted.map((row) => row.id),
    ),
    orderBy: [asc(games.startsAt)],
  });
  return { items: created.map((row) => toGameSummary(row, null, now)) };
}
