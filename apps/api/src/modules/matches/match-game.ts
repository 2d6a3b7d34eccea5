import type { DbExecutor } from '../../db/database.js';
import { type NewGameRow, games } from '../../db/schema.js';

/** Room for both squads: a match's squads fit in it (the games table allows at most 50 places). */
const MATCH_GAME_CAPACITY = 50;

/** What differs between the games of two matches: where, when, who organizes it and what it says. */
export type MatchGameFields = Pick<
  NewGameRow,
  'venueId' | 'organizerId' | 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'format' | 'kind'
> & { origin: 'team_match' | 'competition' };

/**
 * Inserts the game a match between two teams plays as (decisions 22 and 32): free, never listed or
 * booked (its `origin` says whose match it is), with room for both squads. The caller has checked
 * that the venue has a pitch free. Returns its id.
 */
export async function insertMatchGame(tx: DbExecutor, game: MatchGameFields, now: Date): Promise<string> {
  const [row] = await tx
    .insert(games)
    .values({
      ...game,
      capacity: MATCH_GAME_CAPACITY,
      priceQepik: 0,
      registrationOpensAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: games.id });
  if (!row) throw new Error(`${game.origin} game not created`);
  return row.id;
}
