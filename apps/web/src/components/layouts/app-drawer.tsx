import LogoutIcon from '@mui/icons-material/Logout';
import { UnreadCount } from '../unread-count';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { useConversationUnread } from '../../api/conversations';
import { usePendingInvitationCount } from '../../api/my-invitations';
import { useSessionStore } from '../../lib/session/session-store';
import { HELP_NAV, SETTINGS_NAV, isActivePath, navItemsFor, type NavItem } from './nav-items';
import { MyAvatar } from './my-avatar';
import { SAFE_TOP } from '../../lib/safe-area';

export const DRAWER_WIDTH = 280;

interface AppDrawerProps {
  id: string;
  variant: 'temporary' | 'persistent';
  open: boolean;
  onClose: () => void;
  /** Called after an item is chosen (the temporary drawer closes). */
  onNavigate: () => void;
}

/** The left drawer: who is signed in, the sections, settings and logout. */
export function AppDrawer({ id, variant, open, onClose, onNavigate }: AppDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  // The phone's menu is mounted at its first opening and kept from then on (it reopens at once).
  // Mounted closed with the page, its slide transition measured the whole page being drawn: a
  // forced layout inside the first render's commit.
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);

  const item = (entry: NavItem) => {
    const active = isActivePath(pathname, entry.to);
    const Icon = entry.icon;
    return (
      <ListItem key={entry.to} disablePadding>
        <ListItemButton
          component={RouterLink}
          to={entry.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`nav-${entry.to.slice(1)}`}
          sx={{
            mx: 1.5,
            my: 0.25,
            px: 1.5,
            borderRadius: '10px',
            '&.Mui-selected': {
              color: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14),
              '& .MuiListItemIcon-root': { color: 'primary.main' },
              '& .MuiListItemText-primary': { fontWeight: 700 },
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(entry.label)} sx={{ my: 0, mr: 1 }} />
          {entry.badge === 'team_invitations' ? <TeamInvitationsBadge /> : null}
          {entry.badge === 'messages' ? <MessagesBadge /> : null}
          {entry.soon ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('common.coming_soon')}
              sx={{ height: 20, fontSize: 11, flexShrink: 0, '& .MuiChip-label': { px: 0.75 } }}
            />
          ) : null}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Drawer
      id={id}
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: hasOpened }}
      sx={{
        width: variant === 'persistent' ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', backgroundImage: 'none' },
      }}
      // On a phone the drawer is a dialog over the page, and a dialog needs a name.
      slotProps={{
        paper: {
          'data-testid': 'app-drawer',
          ...(variant === 'temporary' && { 'aria-label': t('app.menu_dialog') }),
        } as object,
      }}
    >
      {/* The top bar stays above the drawer on every screen size, with the close button in it. */}
      <Toolbar sx={{ mt: SAFE_TOP }} />
      {/* One landmark for everything in the drawer: who is signed in, the sections, settings, logout. */}
      <Box
        component="nav"
        aria-label={t('app.nav.label')}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2.5 }}>
          <MyAvatar size={44} testId="drawer-avatar" />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap data-testid="drawer-name">
              {user ? `${user.first_name} ${user.last_name}`.trim() : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="drawer-email">
              {user?.email ?? t('common.not_given')}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <List sx={{ py: 1 }}>{navItemsFor(user?.role).map(item)}</List>
        <Box sx={{ flexGrow: 1 }} />
        <Divider />
        <List sx={{ py: 1 }}>
          {item(SETTINGS_NAV)}
          {item(HELP_NAV)}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onNavigate();
                void logout();
              }}
              data-testid="nav-logout"
              sx={{ mx: 1.5, my: 0.25, px: 1.5, borderRadius: '10px' }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('app.nav.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}

/**
 * A section's number, read where it is shown: when the answer comes after the page is drawn, only
 * the number draws again, not the drawer.
 */
function NavBadge({ badge, count }: { badge: NonNullable<NavItem['badge']>; count: number }) {
  const { t } = useTranslation();
  const label = badge === 'team_invitations' ? 'teams.nav_badge' : 'conversations.nav_badge';
  return (
    <UnreadCount
      count={count}
      label={t(label, { count })}
      testId={`nav-badge-${badge}`}
      sx={{ ml: 0, mr: 1.5 }}
    />
  );
}

function TeamInvitationsBadge() {
  return <NavBadge badge="team_invitations" count={usePendingInvitationCount()} />;
}

function MessagesBadge() {
  const signedIn = useSessionStore((state) => state.user !== null);
  return <NavBadge badge="messages" count={useConversationUnread(signedIn).data?.unread_count ?? 0} />;
}
