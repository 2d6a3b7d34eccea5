import type { GameRow } from '../../db/schema.js';
import { forbidden } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';

/**
 * An organizer manages their own games; an admin manages every game. A team match's game is
 * managed through its team match only (decision 22).
 */
export function canManage(
  actor: AuthUser | null,
  game: Pick<GameRow, 'organizerId'> & Partial<Pick<GameRow, 'origin'>>,
): boolean {
  if (!actor || game.origin === 'team_match' || game.origin === 'competition') return false;
  return actor.role === 'admin' || (actor.role === 'organizer' && actor.id === game.organizerId);
}

export function assertCanManage(actor: AuthUser, game: Pick<GameRow, 'organizerId'>): void {
  if (!canManage(actor, game)) throw forbidden();
}
