// Server-side entry (vite build --ssr): draws the signed-in frame with `/dashboard` or `/games`
// in its loading state, per language and theme, at build time
// (docs/decisions/0045-signed-in-first-load.md). The server sends it to a player whose browser
// carries the signed-in hint; the browser then renders the same tree over it, with the data.
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { DrawnPage, Language } from '@oyna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { conversationKeys } from '../api/conversation-keys';
import { gamesQueryOptions } from '../api/games';
import { myInvitationsQueryOptions } from '../api/my-invitations';
import { notificationKeys } from '../api/notification-keys';
import { walletKeys } from '../api/wallet-keys';
import { myTeamSlotDatesQueryOptions } from '../api/my-team-slot-dates';
import { myWeeklyGamesQueryOptions } from '../api/my-weekly-games';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { parseGameFilters, toGameListQuery } from '../features/games/lib/game-filters';
import { MainLayout } from '../components/layouts/main-layout';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { markDrawnPage } from '../lib/drawn-page';
import { matchesPhone } from '../lib/phone-media';
import { i18n, startI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import type { SessionUser } from '../lib/session/session-store';
import { useSessionStore } from '../lib/session/session-store';
import { useThemeStore } from '../lib/theme-store';
import az from '../locales/az/index';
import en from '../locales/en/index';
import ru from '../locales/ru/index';
import { drawPage, setServerState } from './draw-page';
import {
  sampleDashboard,
  sampleGameList,
  sampleInvitations,
  sampleNewPlayerDashboard,
  sampleTeamSlotDates,
  sampleWallet,
  sampleWeeklyGames,
} from './drawn-page-samples';
import { AppProvider } from './provider';
import { GamesRoute } from './routes/games-routes';

void startI18n({ az, ru, en }, 'az');

/** The signed-in pages drawn in advance: where a player lands after sign-in, and the games. */
export const SIGNED_IN_PAGES = ['/dashboard', '/games'] as const;
export type SignedInPage = (typeof SIGNED_IN_PAGES)[number];

/**
 * Stands for the player's first name in the markup; the server writes the name (from the hint
 * cookie) in its place. Its first character alone is the avatar's letter.
 */
export const FIRST_NAME_MARK = '\u2060NAME\u2060';
export const AVATAR_LETTER_MARK = '\u2060';

/** The player the frame is drawn for: a plain player (the only one the hint is written for). */
const PLAYER: SessionUser = {
  id: '00000000-0000-4000-8000-000000000000',
  email: null,
  first_name: FIRST_NAME_MARK,
  last_name: '',
  full_name: FIRST_NAME_MARK,
  language: 'az',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: false,
};

const withPhoneMedia = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiUseMediaQuery: {
      defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesPhone(query) }) },
    },
  },
});

/** One page in one language and theme, its data still loading (skeletons where the data goes). */
export async function renderSignedInShell(options: {
  page: SignedInPage;
  language: Language;
  theme: 'dark' | 'light';
}): Promise<DrawnPage> {
  await i18n.changeLanguage(options.language);
  setServerState(useThemeStore, { isDarkMode: options.theme === 'dark' });
  setServerState(useSessionStore, { user: PLAYER, isAuthenticated: true, isLoading: false, token: null });
  markDrawnPage(options.page);
  const queryClient = createQueryClient();
  const now = Date.now();
  const withData = [
    withSampleAnswers(createQueryClient(), now),
    withSampleAnswers(createQueryClient(), now, 'new'),
  ];

  const drawn = drawPage(signedInPage(options.page, queryClient), {
    stylesOf: withData.map((answers) => signedInPage(options.page, answers)),
  });
  for (const client of [queryClient, ...withData]) client.clear();
  markDrawnPage(null);
  return drawn;
}

function signedInPage(page: SignedInPage, queryClient: QueryClient) {
  return (
    <AppProvider queryClient={queryClient}>
      <ThemeProvider theme={withPhoneMedia}>
        <MemoryRouter initialEntries={[page]}>
          <Routes>
            <Route element={<MainLayout notificationBell={<NotificationBell />} />}>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="games" element={<GamesRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </AppProvider>
  );
}

/**
 * A query cache holding answers like a busy player's, or a new one's, under the keys the pages
 * read them by.
 */
function withSampleAnswers(
  queryClient: QueryClient,
  now: number,
  player: 'busy' | 'new' = 'busy',
): QueryClient {
  const firstGamesPage = toGameListQuery(parseGameFilters(new URLSearchParams()), { signedIn: true });
  queryClient.setQueryData(
    dashboardQueryOptions().queryKey,
    player === 'new' ? sampleNewPlayerDashboard(now) : sampleDashboard(now),
  );
  queryClient.setQueryData(myWeeklyGamesQueryOptions().queryKey, sampleWeeklyGames(now));
  queryClient.setQueryData(myTeamSlotDatesQueryOptions().queryKey, sampleTeamSlotDates(now));
  queryClient.setQueryData(gamesQueryOptions(firstGamesPage).queryKey, sampleGameList(now));
  // What the bars and the cards' buttons read: the balance and the numbers on the bell and the sections.
  queryClient.setQueryData(walletKeys.summary(), sampleWallet());
  queryClient.setQueryData(myInvitationsQueryOptions().queryKey, sampleInvitations());
  queryClient.setQueryData(notificationKeys.unread(), 3);
  queryClient.setQueryData(conversationKeys.unread(), { unread_count: 5 });
  return queryClient;
}
