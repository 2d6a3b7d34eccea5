import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { UserRole } from '@oyna/shared';
import type { ParseKeys } from 'i18next';

export interface NavItem {
  /** Translation key of the label. */
  label: ParseKeys;
  to: string;
  icon: typeof SvgIcon;
  /** Linked from the menu, but its page is not built yet. */
  soon?: boolean;
  /** A count shown on the item: what waits for the player there. */
  badge?: 'team_invitations' | 'messages';
}

// The items both the drawer and the phone's bottom bar show, each declared once.
const DASHBOARD: NavItem = { label: 'app.nav.dashboard', to: '/dashboard', icon: SpaceDashboardOutlinedIcon };
const GAMES: NavItem = { label: 'app.nav.games', to: '/games', icon: SportsSoccerIcon };
const TEAMS: NavItem = {
  label: 'app.nav.teams',
  to: '/teams',
  icon: GroupsOutlinedIcon,
  badge: 'team_invitations',
};
const PROFILE: NavItem = { label: 'app.nav.profile', to: '/profile', icon: PersonOutlineIcon };

/** The drawer's main items (docs/product-rules.md#layout), plus the venue directory. */
export const MAIN_NAV: readonly NavItem[] = [
  DASHBOARD,
  GAMES,
  { label: 'common.nav.venues', to: '/venues', icon: StadiumOutlinedIcon },
  TEAMS,
  { label: 'conversations.nav', to: '/messages', icon: ChatBubbleOutlineIcon, badge: 'messages' },
  { label: 'competitions.nav', to: '/tournaments', icon: EmojiEventsOutlinedIcon },
  PROFILE,
  { label: 'app.nav.balance', to: '/balance', icon: AccountBalanceWalletOutlinedIcon },
  { label: 'app.nav.rating', to: '/rating', icon: LeaderboardOutlinedIcon },
];

/** Shown to organizers and admins only: the games they run (the API checks the role again). */
export const ORGANIZER_NAV: readonly NavItem[] = [
  { label: 'app.nav.organizer_games', to: '/organizer/games', icon: EventNoteOutlinedIcon },
];

/** Shown to referees only: the games assigned to them. */
export const REFEREE_NAV: readonly NavItem[] = [
  { label: 'referees.nav', to: '/referee/games', icon: SportsOutlinedIcon },
];

/** Shown to admins only: the admin console (the API checks the role again). */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'app.nav.admin', to: '/admin', icon: AdminPanelSettingsOutlinedIcon },
];

/** The drawer's items for a role: everyone's, then the organizer's or the referee's, then the admin console. */
export function navItemsFor(role: UserRole | null | undefined): readonly NavItem[] {
  if (role === 'admin') return [...MAIN_NAV, ...ORGANIZER_NAV, ...ADMIN_NAV];
  if (role === 'referee') return [...MAIN_NAV, ...REFEREE_NAV];
  return role === 'organizer' ? [...MAIN_NAV, ...ORGANIZER_NAV] : MAIN_NAV;
}

export const SETTINGS_NAV: NavItem = {
  label: 'app.nav.settings',
  to: '/settings',
  icon: SettingsOutlinedIcon,
};

/** Help and support (decision 96): beside the settings, at the foot of the drawer. */
export const HELP_NAV: NavItem = {
  label: 'support.nav',
  to: '/help',
  icon: SupportAgentOutlinedIcon,
};

/**
 * The phone's bottom bar (docs/decisions/0051-bottom-bar-on-phones.md): the five places a player
 * opens most, one tap away; everything else stays in the drawer.
 */
export const BOTTOM_NAV: readonly NavItem[] = [
  DASHBOARD,
  GAMES,
  { label: 'app.nav.my_games', to: '/games/mine', icon: EventAvailableOutlinedIcon },
  TEAMS,
  PROFILE,
];

/**
 * The bottom bar's item for a page: the one whose path is the longest prefix of it (`/games/mine`
 * is "My games", not "Games"); null on a page of none of them.
 */
export function activeBottomItem(pathname: string, items: readonly NavItem[] = BOTTOM_NAV): string | null {
  let best: string | null = null;
  for (const { to } of items) {
    if (isActivePath(pathname, to) && (best === null || to.length > best.length)) best = to;
  }
  return best;
}

/** An item is active on its own page and on every page under it (`/teams/7` for `/teams`). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The avatar's letter: the first letter of the first name, or U. */
export function avatarLetter(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase() : 'U';
}
