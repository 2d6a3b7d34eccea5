import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LoginIcon from '@mui/icons-material/Login';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, Link as RouterLink, Outlet } from 'react-router';
import { MAIN_ID, SkipToContentLink } from './skip-to-content-link';
import { useSessionStore } from '../../lib/session/session-store';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { PageLoader } from '../page-loader';
import { ThemeToggle } from '../theme-toggle';
import { LinkButton } from '../link-button';
import { APP_HEIGHT, SAFE_TOP } from '../../lib/safe-area';

/** The public pages a visitor can browse from the top bar. */
const PUBLIC_NAV = [
  { to: '/venues', label: 'common.nav.venues' },
  { to: '/tournaments', label: 'competitions.nav' },
] as const;

/** Visitors' frame: top bar (brand, navigation, language, theme, the profile icon, sign-in), the page, a footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.isAuthenticated);

  return (
    <Box sx={{ minHeight: APP_HEIGHT, display: 'flex', flexDirection: 'column' }}>
      <SkipToContentLink />

      <AppBar position="sticky" sx={{ pt: SAFE_TOP }}>
        <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
            <Box
              component={RouterLink}
              to="/"
              aria-label={`${t('common.app_name')}, ${t('common.home')}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'text.primary',
                textDecoration: 'none',
                borderRadius: 1,
                mr: { xs: 0.5, sm: 1 },
              }}
            >
              <Logo size={30} />
              <Typography
                component="span"
                // On a phone the logo alone names the site: the venues and tournaments links need the room.
                sx={{
                  fontWeight: 800,
                  fontSize: '1.25rem',
                  letterSpacing: '-0.02em',
                  display: { xs: 'none', sm: 'inline' },
                }}
              >
                {t('common.app_name')}
              </Typography>
            </Box>

            <Box component="nav" aria-label={t('common.nav.label')} sx={{ display: 'flex', minWidth: 0 }}>
              {PUBLIC_NAV.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{
                    color: 'text.secondary',
                    whiteSpace: 'nowrap',
                    minWidth: 0,
                    px: { xs: 0.75, sm: 1 },
                    '&.active': {
                      color: 'primary.main',
                      bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
                    },
                  }}
                >
                  {t(item.label)}
                </Button>
              ))}
            </Box>

            <Box sx={{ flexGrow: 1 }} />
            <LanguageSwitcher />
            <ThemeToggle />
            {/* The profile icon: a visitor goes to sign in, a signed-in player to their profile. */}
            <Tooltip title={signedIn ? t('app.open_profile') : t('common.sign_in')}>
              <IconButton
                component={RouterLink}
                to={signedIn ? '/profile' : '/login'}
                color="primary"
                aria-label={signedIn ? t('app.open_profile') : t('common.sign_in')}
                data-testid="public-profile"
              >
                <AccountCircleOutlinedIcon />
              </IconButton>
            </Tooltip>
            <LinkButton
              to="/login"
              variant="contained"
              startIcon={<LoginIcon />}
              data-testid="public-sign-in"
              sx={{ display: signedIn ? 'none' : { xs: 'none', sm: 'inline-flex' }, ml: 0.5 }}
            >
              {t('common.sign_in')}
            </LinkButton>
          </Toolbar>
        </Container>
      </AppBar>

      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 3, sm: 5 }, outline: 'none' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {t('common.app_name')} · {t('common.footer')}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
