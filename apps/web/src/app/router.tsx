import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { FullScreenStatus } from '../components/full-screen-status';
import { RedirectIfSignedIn } from '../components/guards/redirect-if-signed-in';
import { RequireAuth } from '../components/guards/require-auth';
import { SiteHome } from '../components/guards/site-home';
import { AuthLayout } from '../components/layouts/auth-layout';
import { MainLayout } from '../components/layouts/main-layout';
import { PublicOrAppLayout } from '../components/layouts/public-or-app-layout';
import { PageLoader } from '../components/page-loader';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { lazyPage } from '../lib/lazy-page';
import { registerNavigator } from '../lib/navigation';
import { followHistoryWithBackButton } from '../lib/telegram/follow-history';

// Each page is its own chunk, downloaded the first time it is visited.
const VenuesPage = lazyPage('venues', () => import('../features/venues/pages/venues-page'), 'VenuesPage');
const VenuePage = lazyPage('venue', () => import('../features/venues/pages/venue-page'), 'VenuePage');
const LoginPage = lazyPage('login', () => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyPage(
  'register',
  () => import('../features/auth/pages/register-page'),
  'RegisterPage',
);
const ForgotPasswordPage = lazyPage(
  'forgot-password',
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  'reset-password',
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  'verify-email',
  () => import('../features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
const PhoneSignInPage = lazyPage(
  'phone-sign-in',
  () => import('../features/auth/pages/phone-sign-in-page'),
  'PhoneSignInPage',
);
const GoogleCallbackPage = lazyPage(
  'google-callback',
  () => import('../features/auth/pages/google-callback-page'),
  'GoogleCallbackPage',
);
const StravaCallbackPage = lazyPage(
  'strava-callback',
  () => import('../features/integrations/pages/strava-callback-page'),
  'StravaCallbackPage',
);
const DevOutboxPage = lazyPage(
  'dev-outbox',
  () => import('../features/dev-outbox/pages/dev-outbox-page'),
  'DevOutboxPage',
);
const TermsPage = lazyPage('terms', () => import('../features/legal/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage('privacy', () => import('../features/legal/pages/privacy-page'), 'PrivacyPage');
const OnboardingPage = lazyPage(
  'onboarding',
  () => import('../features/onboarding/pages/onboarding-page'),
  'OnboardingPage',
);
const DashboardPage = lazyPage(
  'dashboard',
  () => import('../features/dashboard/pages/dashboard-page'),
  'DashboardPage',
);
const GamesRoute = lazyPage('games', () => import('./routes/games-routes'), 'GamesRoute');
const GameRoute = lazyPage('game', () => import('./routes/game-route'), 'GameRoute');
const MyGamesRoute = lazyPage('my-games', () => import('./routes/games-routes'), 'MyGamesRoute');
const OrganizerGamesPage = lazyPage(
  'organizer-games',
  () => import('../features/organizer/pages/organizer-games-page'),
  'OrganizerGamesPage',
);
const GameFormPage = lazyPage(
  'game-form',
  () => import('../features/organizer/pages/game-form-page'),
  'GameFormPage',
);
const RosterPage = lazyPage('roster', () => import('../features/organizer/pages/roster-page'), 'RosterPage');
const SeriesPage = lazyPage('series', () => import('../features/series/pages/series-page'), 'SeriesPage');
const AlertsPage = lazyPage('alerts', () => import('../features/alerts/pages/alerts-page'), 'AlertsPage');
const PlayerSeriesPage = lazyPage(
  'player-series',
  () => import('../features/series/pages/player-series-page'),
  'PlayerSeriesPage',
);
const RestrictionsPage = lazyPage(
  'admin-restrictions',
  () => import('../features/admin/restrictions/pages/restrictions-page'),
  'RestrictionsPage',
);
const AdminReportsPage = lazyPage(
  'admin-reports',
  () => import('../features/admin-reports/pages/reports-page'),
  'ReportsPage',
);
const HelpPage = lazyPage('help', () => import('../features/support/pages/help-page'), 'HelpPage');
const HelpRequestPage = lazyPage(
  'help-request',
  () => import('../features/support/pages/help-request-page'),
  'HelpRequestPage',
);
const AdminSupportPage = lazyPage(
  'admin-support',
  () => import('../features/support/pages/admin-support-page'),
  'AdminSupportPage',
);
const AdminSupportRequestPage = lazyPage(
  'admin-support-request',
  () => import('../features/support/pages/admin-support-request-page'),
  'AdminSupportRequestPage',
);
const RefereedGamesPage = lazyPage(
  'refereed-games',
  () => import('../features/referees/pages/refereed-games-page'),
  'RefereedGamesPage',
);
const RecordResultPage = lazyPage(
  'record-result',
  () => import('../features/results/pages/record-result-page'),
  'RecordResultPage',
);
const TeamsPage = lazyPage('teams', () => import('../features/teams/pages/teams-page'), 'TeamsPage');
const TeamCreatePage = lazyPage(
  'team-create',
  () => import('../features/teams/pages/team-create-page'),
  'TeamCreatePage',
);
const InvitationsPage = lazyPage(
  'team-invitations',
  () => import('../features/teams/pages/invitations-page'),
  'InvitationsPage',
);
const TeamRoute = lazyPage('team', () => import('./routes/team-route'), 'TeamRoute');
const TeamMatchRoute = lazyPage('team-match', () => import('./routes/team-match-route'), 'TeamMatchRoute');
const CompetitionsPage = lazyPage(
  'tournaments',
  () => import('../features/competition-list/pages/competitions-page'),
  'CompetitionsPage',
);
const CompetitionRoute = lazyPage(
  'tournament',
  () => import('./routes/competition-route'),
  'CompetitionRoute',
);
const CompetitionFormPage = lazyPage(
  'tournament-form',
  () => import('../features/competition-form/pages/competition-form-page'),
  'CompetitionFormPage',
);
const BalancePage = lazyPage('balance', () => import('../features/wallet/pages/balance-page'), 'BalancePage');
const TopupResultPage = lazyPage(
  'topup-result',
  () => import('../features/wallet/pages/topup-result-page'),
  'TopupResultPage',
);
const RatingPage = lazyPage('rating', () => import('../features/rating/pages/rating-page'), 'RatingPage');
const ProfilePage = lazyPage(
  'profile',
  () => import('../features/profile/pages/profile-page'),
  'ProfilePage',
);
const PlayerPage = lazyPage('player', () => import('../features/profile/pages/player-page'), 'PlayerPage');
const SettingsRoute = lazyPage('settings', () => import('./routes/settings-route'), 'SettingsRoute');
const AdminLayout = lazyPage(
  'admin',
  () => import('../features/admin/console/components/admin-layout'),
  'AdminLayout',
);
const AdminHomePage = lazyPage(
  'admin-home',
  () => import('../features/admin/console/pages/admin-home-page'),
  'AdminHomePage',
);
const AdminUsersPage = lazyPage(
  'admin-users',
  () => import('../features/admin/users/pages/users-page'),
  'AdminUsersPage',
);
const AdminVenuesPage = lazyPage(
  'admin-venues',
  () => import('../features/admin-venues/pages/venues-page'),
  'AdminVenuesPage',
);
const AdminVenueFormPage = lazyPage(
  'admin-venue-form',
  () => import('../features/admin-venues/pages/venue-form-page'),
  'AdminVenueFormPage',
);
const AuditLogPage = lazyPage(
  'admin-audit-log',
  () => import('../features/admin/audit-log/pages/audit-log-page'),
  'AuditLogPage',
);
const NotificationsPage = lazyPage(
  'notifications',
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const MessagesPage = lazyPage(
  'messages',
  () => import('../features/conversations/pages/messages-page'),
  'MessagesPage',
);
const AdminMoneyPage = lazyPage(
  'admin-money',
  () => import('../features/admin-money/money/pages/money-page'),
  'AdminMoneyPage',
);
const AdminReconciliationPage = lazyPage(
  'admin-reconciliation',
  () => import('../features/admin-money/reconciliation/pages/reconciliation-page'),
  'AdminReconciliationPage',
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
                { path: 'phone-sign-in', element: <PhoneSignInPage /> },
              ],
            },
            // The pages of emailed links work signed in or not.
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'verify-email', element: <VerifyEmailPage /> },
            { path: 'terms', element: <TermsPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
            // Development only (decision 50): the server answers these paths with 404 in production.
            { path: 'dev/outbox/:id?', element: <DevOutboxPage /> },
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
          path: 'integrations/strava/callback',
          errorElement: <RouteErrorBoundary />,
          element: <StravaCallbackPage />,
        },
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
          element: <MainLayout notificationBell={<NotificationBell />} />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'games', element: <GamesRoute /> },
                { path: 'games/mine', element: <MyGamesRoute /> },
                { path: 'organizer/games', element: <OrganizerGamesPage /> },
                { path: 'organizer/games/new', element: <GameFormPage /> },
                { path: 'organizer/games/:id/edit', element: <GameFormPage /> },
                { path: 'organizer/games/:id/roster', element: <RosterPage /> },
                { path: 'organizer/games/:id/result', element: <RecordResultPage /> },
                { path: 'organizer/series/:id', element: <SeriesPage /> },
                { path: 'alerts', element: <AlertsPage /> },
                { path: 'series/:id', element: <PlayerSeriesPage /> },
                { path: 'organizer/competitions/new', element: <CompetitionFormPage /> },
                { path: 'organizer/competitions/:id/edit', element: <CompetitionFormPage /> },
                { path: 'teams', element: <TeamsPage /> },
                { path: 'teams/create', element: <TeamCreatePage /> },
                { path: 'teams/invitations', element: <InvitationsPage /> },
                { path: 'team-matches/:id', element: <TeamMatchRoute /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'rating', element: <RatingPage /> },
                { path: 'players/:id', element: <PlayerPage /> },
                { path: 'settings', element: <SettingsRoute /> },
                { path: 'notifications', element: <NotificationsPage /> },
                { path: 'messages', element: <MessagesPage /> },
                { path: 'help', element: <HelpPage /> },
                { path: 'help/:id', element: <HelpRequestPage /> },
                { path: 'balance', element: <BalancePage /> },
                { path: 'balance/topups/:paymentId', element: <TopupResultPage /> },
                {
                  // The admin console: its sections' pages inside one shell (admin-sections.ts).
                  path: 'admin',
                  element: <AdminLayout />,
                  children: [
                    { index: true, element: <AdminHomePage /> },
                    { path: 'users', element: <AdminUsersPage /> },
                    { path: 'venues', element: <AdminVenuesPage /> },
                    { path: 'venues/new', element: <AdminVenueFormPage /> },
                    { path: 'venues/:id', element: <AdminVenueFormPage /> },
                    { path: 'money', element: <AdminMoneyPage /> },
                    { path: 'audit-log', element: <AuditLogPage /> },
                    { path: 'reconciliation', element: <AdminReconciliationPage /> },
                    { path: 'restrictions', element: <RestrictionsPage /> },
                    { path: 'reports', element: <AdminReportsPage /> },
                    { path: 'support', element: <AdminSupportPage /> },
                    { path: 'support/:id', element: <AdminSupportRequestPage /> },
                  ],
                },
                { path: 'referee/games', element: <RefereedGamesPage /> },
              ],
            },
          ],
        },
      ],
    },
    {
      // Public (a shared link opens for anyone), inside the app shell for a signed-in player.
      element: <PublicOrAppLayout notificationBell={<NotificationBell />} />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: 'venues', element: <VenuesPage /> },
            { path: 'venues/:id', element: <VenuePage /> },
            { path: 'games/:id', element: <GameRoute /> },
            { path: 'games/:id/cards/:playerId', element: <GameRoute /> },
            { path: 'tournaments', element: <CompetitionsPage /> },
            { path: 'tournaments/:id/:tab?', element: <CompetitionRoute /> },
            { path: 'teams/:id/:tab?', element: <TeamRoute /> },
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
  // Inside the Telegram Mini App, Telegram's Back button follows this history.
  useEffect(() => followHistoryWithBackButton(router), [router]);
  return <RouterProvider router={router} />;
}
