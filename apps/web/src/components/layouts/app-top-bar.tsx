import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatManat } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { useWallet } from '../../api/wallet';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { ThemeToggle } from '../theme-toggle';
import { MyAvatar } from './my-avatar';
import { SAFE_TOP } from '../../lib/safe-area';
import { useFirstPageShown } from '../../hooks/use-first-page-shown';
import { BarTooltip } from '../bar-tooltip';

interface AppTopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onMenuClick: () => void;
  /** The notifications bell (the app composes it: it belongs to the notifications feature). */
  notificationBell?: ReactNode;
}

/** The signed-in top bar: menu, title, balance, language, theme, notifications, avatar. */
export function AppTopBar({ drawerId, drawerOpen, onMenuClick, notificationBell }: AppTopBarProps) {
  const { t } = useTranslation();

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, pt: SAFE_TOP }}>
      <Toolbar sx={{ gap: { xs: 0, sm: 0.75 }, px: { xs: 0.5, sm: 2 } }}>
        <IconButton
          color="inherit"
          onClick={onMenuClick}
          aria-label={drawerOpen ? t('app.close_menu') : t('app.open_menu')}
          aria-controls={drawerId}
          aria-expanded={drawerOpen}
          data-testid="menu-button"
        >
          {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box
          component={RouterLink}
          to="/dashboard"
          aria-label={`${t('common.app_name')}, ${t('app.nav.dashboard')}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            ml: 0.5,
            color: 'text.primary',
            textDecoration: 'none',
            borderRadius: 1,
            minWidth: 0,
          }}
        >
          <Logo size={28} />
          <Typography
            component="span"
            data-testid="app-title"
            sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em' }}
          >
            {t('common.app_name')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <BalancePill />
        <LanguageSwitcher />
        <ThemeToggle />
        {notificationBell}
        <BarTooltip title={t('app.open_profile')}>
          <IconButton
            component={RouterLink}
            to="/profile"
            aria-label={t('app.open_profile')}
            data-testid="avatar-button"
            sx={{ p: 0.75 }}
          >
            <MyAvatar size={32} testId="user-avatar" />
          </IconButton>
        </BarTooltip>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The balance, in a component of its own: when the wallet answers after the page is drawn, only
 * the pill draws again, not the whole bar with its buttons, menus and avatar.
 */
function BalancePill() {
  const { t } = useTranslation();
  // The wallet query is the balance's one owner; until it answers the pill waits (never a false 0 ₼).
  // Read after the first page is on screen (decision 105): until then the pill waits as it does for the answer.
  const wallet = useWallet({ enabled: useFirstPageShown() });
  const balance = wallet.data ? formatManat(wallet.data.balance, currentLanguage()) : null;
  return (
    <Box
      data-testid="balance"
      aria-label={balance === null ? t('common.loading') : t('app.balance', { amount: balance })}
      aria-busy={balance === null}
      role="status"
      sx={{
        display: { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        px: 1.5,
        py: 0.5,
        mr: 0.5,
        borderRadius: 999,
        fontWeight: 700,
        color: 'primary.main',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
        whiteSpace: 'nowrap',
      }}
    >
      {balance ?? <Skeleton variant="text" width={56} sx={{ bgcolor: 'transparent' }} />}
    </Box>
  );
}
