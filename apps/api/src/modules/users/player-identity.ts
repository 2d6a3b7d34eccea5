import type { PlayerIdentity } from '@oyna/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../db/schema.js';
import type { VisiblePlayerFields } from './player-for-viewer.js';

type PlayerIdentityColumn = 'id' | 'firstName' | 'lastName' | 'photoUrl';

/** The user columns a player's identity is made of. */
export type PlayerIdentityRow = Pick<UserRow, PlayerIdentityColumn>;

/** Those columns in a select, from the users table or an alias of it (an inviter, a captain). */
export function playerIdentityColumns<T extends Record<PlayerIdentityColumn, AnyPgColumn>>(
  table: T,
): Pick<T, PlayerIdentityColumn> {
  return { id: table.id, firstName: table.firstName, lastName: table.lastName, photoUrl: table.photoUrl };
}

/**
 * Id, names and photo of a user as a response to a signed-in viewer names them; a response that
 * shows more spreads this and adds its own fields. One a visitor may read uses `playerIdentityFor`.
 */
export function playerIdentity(row: PlayerIdentityRow): PlayerIdentity {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, photo_url: row.photoUrl };
}

/** `Ə.` of `Əliyeva`: the first letter (a whole character, not half of one) and a full stop. */
function initial(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? `${first.toLocaleUpperCase('az')}.` : '';
}

/**
 * A player's identity as `playerForViewer` lets the viewer see it: in full, or for a visitor of a
 * private player the first name and the surname's initial, without the photo (decision 52).
 */
export function playerIdentityFor(
  row: PlayerIdentityRow,
  visible: Pick<VisiblePlayerFields, 'fullName'>,
): PlayerIdentity {
  if (visible.fullName) return playerIdentity(row);
  return { id: row.id, first_name: row.firstName, last_name: initial(row.lastName), photo_url: null };
}
