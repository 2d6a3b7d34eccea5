import type { GameSummary } from '@oyna/shared';

/** A cancelled, completed or past game: nothing to book, no live places, shown dimmed. */
export function isGameClosed(game: Pick<GameSummary, 'status' | 'is_past'>): boolean {
  return game.status === 'cancelled' || game.status === 'completed' || game.is_past;
}
