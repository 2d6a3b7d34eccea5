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
    ...newGameColumns(game, capacity),
    organizerId: input.actor.id,
    startsAt: new Date(game.starts_at),
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

/** The columns of a new game's fields as sent, the capacity decided (a new series' too: it publishes its games with them). */
export function newGameColumns(
  fields: Pick<
    CreateGameInput,
    | 'venue_id'
    | 'title'
    | 'description'
    | 'duration_minutes'
    | 'format'
    | 'kind'
    | 'price'
    | 'min_level'
    | 'max_level'
    | 'has_referee'
    | 'guests_allowed'
    | 'video_coverage'
  >,
  capacity: number,
) {
  return {
    venueId: fields.venue_id,
    title: fields.title,
    description: fields.description,
    durationMinutes: fields.duration_minutes,
    format: fields.format,
    capacity,
    kind: fields.kind,
    priceQepik: manatToQepik(fields.price) ?? 0,
    minLevel: fields.min_level,
    maxLevel: fields.max_level,
    hasReferee: fields.has_referee,
    guestsAllowed: fields.guests_allowed,
    videoCoverage: fields.video_coverage,
  };
}
