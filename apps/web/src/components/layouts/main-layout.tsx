import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { keyframes, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isDrawnPage } from '../../lib/drawn-page';
import { onboardingPathFor } from '../../lib/safe-redirect';
import { useSessionStore } from '../../lib/session/session-store';
import { DeletionCancelledBanner } from '../deletion-cancelled-banner';
import { EmailVerificationBanner } from '../email-verification-banner';
import { PageLoader } from '../page-loader';
import { AppDrawer, DRAWER_WIDTH } from './app-drawer';
import { BottomNav } from './bottom-nav';
import { MAIN_ID, SkipToContentLink } from './skip-to-content-link';
import { AppTopBar } from './app-top-bar';
import { APP_HEIGHT, SAFE_TOP } from '../../lib/safe-area';

const enter = keyframes`
  from { opacity: 0; transform: translateY(10px); }
  to { opacity: 1; transform: none; }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The signed-in frame (docs/product-rules.md#layout): top bar, a 280 px drawer (temporary on phones,
 * persistent from the `md` breakpoint), on phones a bottom bar of five places (decision 51), and the
 * page, which fades and slides in on each change.
 * A player who has not finished onboarding is sent to /onboarding first.
 */
export function MainLayout({ notificationBell }: { notificationBell?: ReactNode }) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const drawerId = useId();
  const location = useLocation();
  const { pathname } = location;
  const needsOnboarding = useSessionStore((state) => state.user?.needs_onboarding === true);
  const open = isDesktop ? desktopOpen : mobileOpen;
  // A page the server sent drawn is on screen already: no entrance for it, only for the next ones.
  const [unanimated, setUnanimated] = useState(() => (isDrawnPage(pathname) ? pathname : null));
  if (unanimated !== null && unanimated !== pathname) setUnanimated(null);

  // Onboarding first, then on to the page the player opened (a shared game, say).
  if (needsOnboarding) return <Navigate to={onboardingPathFor(location)} replace />;

  return (
    <Box sx={{ display: 'flex', minHeight: APP_HEIGHT }}>
      <SkipToContentLink />
      <AppTopBar
        drawerId={drawerId}
        drawerOpen={open}
        notificationBell={notificationBell}
        onMenuClick={() => (isDesktop ? setDesktopOpen((value) => !value) : setMobileOpen((value) => !value))}
      />
      <AppDrawer
        id={drawerId}
        variant={isDesktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setMobileOpen(false)}
        onNavigate={() => setMobileOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          outline: 'none',
          // Nothing of the page stays under the phone's bottom bar.
          pb: 'var(--oyna-bottom-nav, 0px)',
          ml: { md: desktopOpen ? 0 : `-${DRAWER_WIDTH}px` },
          transition: (current) =>
            current.transitions.create('margin', {
              easing: current.transitions.easing.sharp,
              duration: desktopOpen
                ? current.transitions.duration.enteringScreen
                : current.transitions.duration.leavingScreen,
            }),
        }}
      >
        <Toolbar sx={{ mt: SAFE_TOP }} />
        <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
          <DeletionCancelledBanner />
          <EmailVerificationBanner />
          <Box
            key={pathname}
            data-testid="page-transition"
            sx={
              unanimated === pathname
                ? undefined
                : {
                    animation: `${enter} 240ms cubic-bezier(0.2, 0, 0, 1)`,
                    '@media (prefers-reduced-motion: reduce)': { animation: `${fadeIn} 120ms linear` },
                  }
            }
          >
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Container>
      </Box>
      {isDesktop ? null : <BottomNav />}
    </Box>
  );
}
