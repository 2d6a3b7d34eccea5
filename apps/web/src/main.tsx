import { CacheProvider } from '@emotion/react';
import { authProvidersResponseSchema } from '@oyna/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { authKeys } from './api/auth-keys';
import { myTeamSlotDatesQueryOptions } from './api/my-team-slot-dates';
import { myWeeklyGamesQueryOptions } from './api/my-weekly-games';
import { App } from './app/app';
import { dashboardQueryOptions } from './features/dashboard/api/get-dashboard';
import { holdUntilFirstPageShown } from './hooks/use-first-page-shown';
import { markDrawnPage } from './lib/drawn-page';
import { startI18nInBrowser } from './lib/i18n';
import { createStyleCache } from './lib/style-cache';
import { preloadPage } from './lib/lazy-page';
import { loadManatFont } from './lib/manat-font';
import { handOverPrerenderedPage } from './lib/prerendered-handover';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { saveAnswersForSession } from './lib/saved-answers';
import { useSessionStore } from './lib/session/session-store';
import { keepSignedInShellHint } from './lib/session/signed-in-shell-hint';
import { isMiniAppLaunch } from './lib/telegram/mini-app-launch';

// First: detects the language (cleaning `lang` from the address bar before the router reads it)
// and downloads its words, beside the first page's file below.
const i18nReady = startI18nInBrowser();

// Served under a CSP without 'unsafe-eval': stop zod probing `new Function`, which the browser reports.
configureZod({ jitless: true });

const queryClient = createQueryClient();
// The signed-in player's last answers, so that a page reloaded offline shows them (lib/saved-answers.ts).
saveAnswersForSession(queryClient, useSessionStore, { storage: () => window.localStorage });

// Inside Telegram (launch parameters in the hash), the Mini App starts first: its SDK is loaded
// only there, and it signs in from the launch before the session is checked (decision 83).
const miniAppStarted = isMiniAppLaunch()
  ? import('./features/telegram-app/start-mini-app')
      .then(({ startMiniApp }) => startMiniApp())
      .catch((error: unknown) => console.warn('The Telegram Mini App did not start', error))
  : null;

// Before the first render: with no stored session this ends at once, so visitors see no
// "checking" screen; with one, /auth/me is already on its way.
const sessionChecked = miniAppStarted
  ? miniAppStarted.then(() => useSessionStore.getState().checkAuth())
  : useSessionStore.getState().checkAuth();
// The hint that lets the server send this player's /dashboard and /games drawn (decision 45).
keepSignedInShellHint(useSessionStore);

/**
 * The page being opened: its script file fetched now rather than after the router has rendered
 * (`chunk` is its name in app/router.tsx), and the data it reads first, requested beside
 * /auth/me instead of after it (docs/decisions/0039-first-load.md).
 */
const FIRST_PAGE: Record<string, { chunk: string; signedIn?: () => Promise<unknown> }> = {
  '/login': { chunk: 'login' },
  '/register': { chunk: 'register' },
  '/dashboard': {
    chunk: 'dashboard',
    // The page shows its numbers, weekly games and team dates in one go (nothing moves after).
    signedIn: () =>
      Promise.all([
        queryClient.prefetchQuery(dashboardQueryOptions()),
        queryClient.prefetchQuery(myWeeklyGamesQueryOptions()),
        queryClient.prefetchQuery(myTeamSlotDatesQueryOptions()),
      ]),
  },
  '/games': { chunk: 'games' },
};
const firstPage = FIRST_PAGE[window.location.pathname.replace(/\/+$/, '') || '/'];
const firstChunk = firstPage ? preloadPage(firstPage.chunk) : undefined;
if (firstPage?.signedIn && useSessionStore.getState().token) void firstPage.signedIn();

// Signed in with the form of /login (a token arrives before /auth/me answers): the dashboard's
// file, where that sign-in leads by default, is fetched meanwhile instead of after the navigation.
const stopWatchingSignIn = useSessionStore.subscribe((state, previous) => {
  if (!state.token || previous.token) return;
  if (window.location.pathname !== '/login') return;
  stopWatchingSignIn();
  void import('./features/dashboard/pages/dashboard-page').catch(() => undefined);
});

/** A sign-in page the server sent already drawn comes with the providers' answer it was drawn with. */
function providersFromServer(): void {
  const content = document.querySelector('meta[name="oyna-providers"]')?.getAttribute('content');
  if (!content) return;
  try {
    queryClient.setQueryData(authKeys.providers(), authProvidersResponseSchema.parse(JSON.parse(content)));
  } catch {
    // not what this build expects: the page asks the server itself
  }
}
providersFromServer();

// Inlined and tiny, so this takes milliseconds; never more than a moment even if it stalls.
const manatFont = Promise.race([loadManatFont(), new Promise((resolve) => setTimeout(resolve, 300))]);
await Promise.all([i18nReady, manatFont, firstChunk, miniAppStarted && sessionChecked]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A signed-in page the server sent drawn (decision 45) stays on screen until the session check
// has answered: React's first render is then the page itself, never "checking" over it.
const drawnPath = container.dataset['drawn'];
if (drawnPath) {
  markDrawnPage(drawnPath);
  await sessionChecked;
}

// A transition: rendering yields to the browser between components instead of one long task,
// and a page whose file is already here is drawn at once, never its loading fallback first.
// A pre-rendered page stays on screen until React replaces it with the same markup.
handOverPrerenderedPage(container);
const styleCache = createStyleCache();
// What only the bars read (the balance, the badges, the bell) waits for the task after the first
// commit instead of being requested inside it (hooks/use-first-page-shown.ts, decision 105).
holdUntilFirstPageShown();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App queryClient={queryClient} />
      </CacheProvider>
    </StrictMode>,
  );
});

// The app shell is kept for offline use (see pwa/service-worker.js).
registerServiceWorker();
