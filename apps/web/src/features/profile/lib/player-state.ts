import type { PublicUserProfile } from '@oyna/shared';
import { ApiError } from '../../../lib/api-error';

export type PlayerPageState = 'loading' | 'me' | 'not_found' | 'error' | 'private' | 'public';

/** An answer that says this player cannot be found: unknown id (404) or not an id at all (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The statistics refused because the profile is private (403 `profile_private`). */
export function isPrivateProfileError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'profile_private';
}

/** What `/players/:id` shows, from the player's answer and who is signed in. */
export function playerPageState(options: {
  id: string;
  myId: string | undefined;
  player: PublicUserProfile | undefined;
  error: unknown;
}): PlayerPageState {
  if (options.myId !== undefined && options.id === options.myId) return 'me';
  if (options.error) return isNotFound(options.error) ? 'not_found' : 'error';
  if (!options.player) return 'loading';
  return options.player.details === null ? 'private' : 'public';
}
