import type { GameRow } from '../../db/schema.js';
import { forbidden } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';

/** An organizer manages their own games; an admin manages every game. */
export function canManage(actor: AuthUser | null, game: Pick<GameRow, 'organizerId'>): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (actor.role === 'organizer' && actor.id === game.organizerId);
}

export function assertCanManage(actor: AuthUser, game: Pick<GameRow, 'organizerId'>): void {
  if (!canManage(actor, game)) throw forbidden();
}
