import type { TeamPlayer } from '@oyna/shared';
import { playerRatings, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { playerIdentityColumns, playerIdentityFor } from '../users/player-identity.js';

/** The columns a team player is shaped from: select them with `playerRatings` left-joined on the user. */
export const teamPlayerColumns = {
  ...playerIdentityColumns(users),
  primaryPosition: users.primaryPosition,
  secondaryPositions: users.secondaryPositions,
  jerseyNumber: users.jerseyNumber,
  preferredFoot: users.preferredFoot,
  profileVisibility: users.profileVisibility,
  rating: playerRatings.rating,
};

export interface TeamPlayerRow {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  primaryPosition: TeamPlayer['primary_position'];
  secondaryPositions: TeamPlayer['secondary_positions'];
  jerseyNumber: number | null;
  preferredFoot: TeamPlayer['preferred_foot'];
  profileVisibility: 'public' | 'private';
  rating: number | null;
}

/**
 * A player for a viewer (docs/decisions/0022-teams-rules.md, decision 14, `playerForViewer`): names
 * and photo always; the football details when the profile is public, the viewer is the player or an
 * admin, or the player shares them with the team the viewer belongs to (`sharedWithViewer`).
 */
export function toTeamPlayer(
  row: TeamPlayerRow,
  options: { viewer: AuthUser | null; sharedWithViewer: boolean },
): TeamPlayer {
  const visible = playerForViewer(row, { user: options.viewer, teammate: options.sharedWithViewer });
  return {
    ...playerIdentityFor(row, visible),
    primary_position: shownIf(visible.lineup, row.primaryPosition),
    secondary_positions: visible.lineup ? row.secondaryPositions : [],
    jersey_number: shownIf(visible.lineup, row.jerseyNumber),
    preferred_foot: shownIf(visible.lineup, row.preferredFoot),
    rating: shownIf(visible.rating, row.rating),
  };
}
