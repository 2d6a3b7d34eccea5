import type { DevFixtureMoved } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, games } from '../../db/schema.js';

const MINUTE_MS = 60_000;

/** An instant moved back by `ms`, null kept as null: a fixture moves a timeline as one. */
export const back = <T extends Date | null>(instant: T, ms: number): T =>
  (instant === null ? null : new Date(instant.getTime() - ms)) as T;

/** A fixture's answer: what moved, and its kick-off and end as they now stand. */
export function moved(id: string, startsAt: Date, durationMinutes: number): DevFixtureMoved {
  return {
    id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS).toISOString(),
  };
}

/** Moves a locked game's own timeline back by `shift` ms as one: its kick-off, registration opening and creation. */
export async function moveGameBack(tx: DbExecutor, game: GameRow, shift: number, now: Date): Promise<void> {
  await tx
    .update(games)
    .set({
      startsAt: back(game.startsAt, shift),
      registrationOpensAt: back(game.registrationOpensAt, shift),
      createdAt: back(game.createdAt, shift),
      updatedAt: now,
    })
    .where(eq(games.id, game.id));
}
