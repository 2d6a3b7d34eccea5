import type { DbExecutor } from '../../db/database.js';

/** What happened to a game that the modules above may want to write down (a conversation's system line). */
export type GameEventType =
  'place_freed' | 'place_taken' | 'sides_published' | 'result_recorded' | 'game_changed' | 'game_cancelled';

export interface GameEvent {
  type: GameEventType;
  gameId: string;
  /** The player it is about (who left, who took the place), when it is about one. */
  userId?: string | null;
  /** Names the event, so that telling it twice writes one line. */
  key: string;
  at: Date;
  /** A game moved (`game_changed`): what its time and venue were; null for the one that did not change. */
  moved?: { previousStartsAt: Date | null; previousVenueId: number | null };
}

/**
 * What happens elsewhere when something happens to a game, handed to the games module from above the
 * modules (`apps/api/src/module-hooks.ts`): `app.ts` passes them to the routes and plugins that change
 * games, `worker.ts` and the seed to the jobs, each use case takes them as `hooks` and hands them on.
 * Games, sides and results import no module after them (docs/architecture.md).
 */
export interface GameHooks {
  /** Inside the transaction that made the change. */
  onGameEvent(tx: DbExecutor, event: GameEvent): Promise<void>;
}
