import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { FullScreenStatus } from '../components/full-screen-status';
import { RedirectIfSignedIn } from '../components/guards/redirect-if-signed-in';
import { RequireAuth } from '../components/guards/require-auth';
import { SiteHome } from '../components/guards/site-home';
import { AuthLayout } from '../components/layouts/auth-layout';
import { MainLayout } from '../components/layouts/main-layout';
import { VenuesLayout } from '../components/layouts/venues-layout';
import { PageLoader } from '../components/page-loader';
import { registerNavigator } from '../lib/navigation';

// Each page is its own chunk, downloaded the first time it is visited.
const VenuesPage = lazy(() =>
  import('../features/venues/pages/venues-page').then((module) => ({ default: module.VenuesPage })),
);
const VenuePage = lazy(() =>
  import('../features/venues/pages/venue-page').then((module) => ({ default: module.VenuePage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((module) => ({ default: module.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/pages/register-page').then((module) => ({ default: module.RegisterPage })),
);
const GoogleCallbackPage = lazy(() =>
  import('../features/auth/pages/google-callback-page').then((module) => ({
    default: module.GoogleCallbackPage,
  })),
);
const TermsPage = lazy(() =>
  import('../features/legal/pages/terms-page').then((module) => ({ default: module.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/pages/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
const OnboardingPage = lazy(() =>
  import('../features/onboarding/pages/onboarding-page').then((module) => ({
    default: module.OnboardingPage,
  })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const GamesRoute = lazy(() =>
  import('./routes/games-routes').then((module) => ({ default: module.GamesRoute })),
);
const GameRoute = lazy(() => import('./routes/game-route').then((module) => ({ default: module.GameRoute })));
const MyGamesRoute = lazy(() =>
  import('./routes/games-routes').then((module) => ({ default: module.MyGamesRoute })),
);
const OrganizerGamesPage = lazy(() =>
  import('../features/organizer/pages/organizer-games-page').then((module) => ({
    default: module.OrganizerGamesPage,
  })),
);
const GameFormPage = lazy(() =>
  import('../features/organizer/pages/game-form-page').then((module) => ({ default: module.GameFormPage })),
);
const RosterPage = lazy(() =>
  import('../features/organizer/pages/roster-page').then((module) => ({ default: module.RosterPage })),
);
const RecordResultPage = lazy(() =>
  import('../features/results/pages/record-result-page').then((module) => ({
    default: module.RecordResultPage,
  })),
);
const TeamsPage = lazy(() =>
  import('../features/teams/pages/teams-page').then((module) => ({ default: module.TeamsPage })),
);
const BalancePage = lazy(() =>
  import('../features/wallet/pages/balance-page').then((module) => ({ default: module.BalancePage })),
);
const TopupResultPage = lazy(() =>
  import('../features/wallet/pages/topup-result-page').then((module) => ({
    default: module.TopupResultPage,
  })),
);
const RatingPage = lazy(() =>
  import('../features/rating/pages/rating-page').then((module) => ({ default: module.RatingPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/pages/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const PlayerPage = lazy(() =>
  import('../features/profile/pages/player-page').then((module) => ({ default: module.PlayerPage })),
);
const SettingsPage = lazy(() =>
  import('../features/profile/pages/settings-page').then((module) => ({ default: module.SettingsPage })),
);

function AuthorizingFallback() {
  const { t } = useTranslation();
  return <FullScreenStatus title={t('auth.callback.title')} subtitle={t('auth.callback.subtitle')} />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      // Visitors: the sign-in pages and the legal texts.
      element: <AuthLayout />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              element: <RedirectIfSignedIn />,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'register', element: <RegisterPage /> },
              ],
            },
            { path: 'terms', element: <TermsPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
          ],
        },
      ],
    },
    {
      path: 'auth/google/callback',
      errorElement: <RouteErrorBoundary />,
      element: (
        <Suspense fallback={<AuthorizingFallback />}>
          <GoogleCallbackPage />
        </Suspense>
      ),
    },
    {
      // Signed-in players only.
      element: <RequireAuth />,
      children: [
        {
          path: 'onboarding',
          errorElement: <RouteErrorBoundary />,
          element: (
            <Suspense fallback={<PageLoader />}>
              <OnboardingPage />
            </Suspense>
          ),
        },
        {
          element: <MainLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'games', element: <GamesRoute /> },
                { path: 'games/mine', element: <MyGamesRoute /> },
                { path: 'games/:id', element: <GameRoute /> },
                { path: 'organizer/games', element: <OrganizerGamesPage /> },
                { path: 'organizer/games/new', element: <GameFormPage /> },
                { path: 'organizer/games/:id/edit', element: <GameFormPage /> },
                { path: 'organizer/games/:id/roster', element: <RosterPage /> },
                { path: 'organizer/games/:id/result', element: <RecordResultPage /> },
                { path: 'teams/*', element: <TeamsPage /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'rating', element: <RatingPage /> },
                { path: 'players/:id', element: <PlayerPage /> },
                { path: 'settings', element: <SettingsPage /> },
                { path: 'balance', element: <BalancePage /> },
                { path: 'balance/topups/:paymentId', element: <TopupResultPage /> },
              ],
            },
          ],
        },
      ],
    },
    {
      // Public, inside the app shell for a signed-in player.
      element: <VenuesLayout />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: 'venues', element: <VenuesPage /> },
            { path: 'venues/:id', element: <VenuePage /> },
          ],
        },
      ],
    },
    // `/`: the landing page (loaded from the server), or sign-in on the app sub-host; unknown
    // paths lead there too (docs/product-rules.md#hosts-and-routes).
    { index: true, element: <SiteHome /> },
    { path: '*', element: <Navigate to="/" replace /> },
  ]);
}

export function AppRouter() {
  // Created on first render, after i18n has removed `lang`/`lng` from the address bar.
  const [router] = useState(createAppRouter);
  // Lets the session (outside React) send the player to /login on logout or expiry.
  useEffect(() => registerNavigator((to, options) => router.navigate(to, options)), [router]);
  return <RouterProvider router={router} />;
}
