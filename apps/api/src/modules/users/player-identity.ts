import type { PlayerIdentity } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';

/** The user columns a player's identity is made of. */
export type PlayerIdentityRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'photoUrl'>;

/**
 * Id, names and photo of a user as every response that names them shows it. Privacy never hides
 * these (`playerForViewer`); a response that shows more spreads this and adds its own fields.
 */
export function playerIdentity(row: PlayerIdentityRow): PlayerIdentity {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, photo_url: row.photoUrl };
}
