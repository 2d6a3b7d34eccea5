import type { GameDetail, GameSummary } from '@oyna/shared';

/** What a player can do about a game now, from the first rule that applies. */
export type RegistrationState =
  | { kind: 'cancelled' }
  | { kind: 'finished' }
  | { kind: 'confirmed' }
  | { kind: 'held'; expiresAt: Date | null }
  | { kind: 'waitlisted'; position: number | null }
  | { kind: 'level_mismatch' }
  | { kind: 'not_open'; opensAt: Date; priority: boolean }
  | { kind: 'join_waitlist' }
  | { kind: 'register' };

/** The state for the game page (with my booking and my opening time). */
export function registrationState(game: GameDetail, now: Date): RegistrationState {
  if (game.status === 'cancelled') return { kind: 'cancelled' };
  if (game.status === 'completed' || game.is_past) return { kind: 'finished' };
  const mine = game.my_registration;
  if (mine?.status === 'confirmed') return { kind: 'confirmed' };
  if (mine?.status === 'pending_payment') {
    return { kind: 'held', expiresAt: mine.hold_expires_at ? new Date(mine.hold_expires_at) : null };
  }
  if (mine?.status === 'waitlisted') return { kind: 'waitlisted', position: mine.waitlist_position };
  // My level is outside the game's range: no booking, whenever it opens (decision 49).
  if (game.my_level_fits === false) return { kind: 'level_mismatch' };
  const opensAt = new Date(game.my_registration_opens_at ?? game.registration_opens_at);
  if (opensAt.getTime() > now.getTime()) {
    return {
      kind: 'not_open',
      opensAt,
      priority: opensAt.getTime() < new Date(game.registration_opens_at).getTime(),
    };
  }
  return game.status === 'full' || game.places_left <= 0 ? { kind: 'join_waitlist' } : { kind: 'register' };
}

/** The state a list card can tell from the summary (it does not know my own opening time). */
export function summaryState(game: GameSummary, now: Date): RegistrationState['kind'] {
  if (game.status === 'cancelled') return 'cancelled';
  if (game.status === 'completed' || game.is_past) return 'finished';
  switch (game.my_registration_status) {
    case 'confirmed':
      return 'confirmed';
    case 'pending_payment':
      return 'held';
    case 'waitlisted':
      return 'waitlisted';
    default:
      break;
  }
  if (game.my_level_fits === false) return 'level_mismatch';
  // Priority players may be able to register earlier: the game page knows, the card links there.
  if (new Date(game.registration_opens_at).getTime() > now.getTime()) return 'not_open';
  return game.status === 'full' || game.places_left <= 0 ? 'join_waitlist' : 'register';
}
