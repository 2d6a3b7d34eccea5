import type { ProfileVisibility } from '@oyna/shared';
import type { AuthUser } from '../../lib/auth-user.js';

/** The viewer of a response that names a player, and how they stand to that player. */
export interface PlayerViewer {
  /** Null for a visitor who is not signed in. */
  user: AuthUser | null;
  /** The viewer organizes the game the player is shown in (`canManage` of that game). */
  organizesGame?: boolean;
  /**
   * The viewer is in a team with the player, or in a team match with them: joining a team shares the
   * football details with it (decision 22).
   */
  teammate?: boolean;
}

/**
 * Which of a player's private fields the viewer sees (decision 14). The id is always shown; the
 * names and photo (`playerIdentityFor`) to every signed-in viewer.
 */
export interface VisiblePlayerFields {
  /**
   * The full name and the photo. A visitor who is not signed in sees a private player by first name
   * and the surname's initial, without the photo (docs/decisions/0052-public-team-pages-and-player-cards.md).
   */
  fullName: boolean;
  /** Everything: a public profile, the player themself or an admin (profile details, statistics, history). */
  open: boolean;
  /** Positions, jersey number, foot and the line a player is balanced as. */
  lineup: boolean;
  /** What running one game needs: the balancing strength and the goals recorded in it. */
  game: boolean;
  /** The rating and what rebuilds it: rating changes, movement, rated games. */
  rating: boolean;
}

/**
 * The one rule for showing a player to someone: a public player, the player themself and admins
 * see everything. Of a private player, the organizer of the game shown sees the line-up and the
 * game's own numbers, teammates also the rating (decision 22), anyone else signed in (another
 * player, a co-player) only the id, names and photo, and a visitor (signed out, the open web) only
 * the first name and the surname's initial (decision 52).
 */
export function playerForViewer(
  player: { id: string; profileVisibility: ProfileVisibility },
  viewer: PlayerViewer,
): VisiblePlayerFields {
  const { user } = viewer;
  const open =
    player.profileVisibility === 'public' ||
    (user !== null && (user.id === player.id || user.role === 'admin'));
  const organizer = open || viewer.organizesGame === true;
  const teammate = open || viewer.teammate === true;
  return {
    fullName: open || user !== null,
    open,
    lineup: organizer || teammate,
    game: organizer || teammate,
    rating: teammate,
  };
}

/** The value when the viewer may see it, else null. */
export function shownIf<T>(visible: boolean, value: T): T | null {
  return visible ? value : null;
}
