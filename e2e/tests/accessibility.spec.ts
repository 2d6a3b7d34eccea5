import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Route as HeldRequest, Page } from '@playwright/test';
import { axeViolations, currentTheme, toggleTheme, waitForStillPage } from '../support/axe';
import { BASE_URL, STRAVA_ATHLETE_COOKIE, STRAVA_BASE_URL } from '../support/env';
import { createPlayer, expect, signInThroughStorage, test } from '../support/fixtures';
import { createCompetitionThroughApi } from '../support/competitions';
import { demoLogin } from '../support/games';

/**
 * Issue 16: every page passes axe-core (WCAG 2.1 A and AA, best practices) with no violation, in
 * the dark and in the light theme. Each test visits its user's pages once: axe runs every rule in
 * the theme the page opens in, the theme toggle switches it and axe runs the colour rules again (a
 * theme changes nothing else; `COLOUR_RULES`). The next page opens in the other theme, which it
 * toggles back, so every rule runs in both themes across the sweep. A page with no theme toggle (the Google sign-in and
 * Strava connection callbacks) is opened once in each theme instead, the theme stored where the
 * app reads it before the page loads.
 */

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

// The sweep takes about two minutes per project. It runs at the desktop width, where the drawer is
// open and scanned with the page; the phone width shows the same pages with the drawer closed (it
// passed there too when this spec was written) and would double the suite's time.
test.skip(({ viewport }) => (viewport?.width ?? 1280) < 600, 'one width is enough: see above');

interface Route {
  /** The page's address; only its name in the report when `open` reaches the page another way. */
  path: string;
  /** What shows once the page has its data; a level-1 heading when not given. */
  ready?: (page: Page) => ReturnType<Page['getByTestId']>;
  /**
   * The theme switch of this page, when it is not the app's `theme-toggle`; null when the page has
   * none (it is then opened in each theme, stored before it loads: `storeTheme`).
   */
  toggle?: string | null;
  /**
   * How a person gets to the page, when it is not by its address: what they click or type on the
   * page before (another tab or a search of the same page, which the router keeps).
   */
  open?: (page: Page) => Promise<void>;
  /**
   * The path of an API call the page makes as it opens and leaves the page once answered (a
   * callback page): held unanswered while axe runs, then failed.
   */
  hold?: string;
  /**
   * Opened by its address even when the app is showing: a page the server draws (sign-in), or one
   * the router would keep from the route before (another tab of the same page).
   */
  fullLoad?: boolean;
}

type Theme = 'dark' | 'light';
const THEMES: readonly Theme[] = ['dark', 'light'];

const byTestId = (testId: string) => (page: Page) => page.getByTestId(testId);

/**
 * The page's content is in and still: its marker is shown, no skeleton is left, and no transition
 * or entrance animation is running (axe measures contrast on the colours of the moment).
 */
async function waitForContent(page: Page, route: Route): Promise<void> {
  const marker = route.ready?.(page) ?? page.getByRole('heading', { level: 1 }).first();
  await expect(marker).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await waitForStillPage(page);
}

/**
 * Stores `theme` where the app reads it when a page loads: `theme-storage` in localStorage (the
 * app's theme store) and the `theme` cookie (the server sends `/` in it). Written from a page of the
 * app's origin, the API's health check when the browser is not on one yet.
 */
async function storeTheme(page: Page, theme: Theme): Promise<void> {
  if (!page.url().startsWith(`${BASE_URL}/`)) await page.goto('/api/v1/health');
  await page.evaluate((isDarkMode) => {
    window.localStorage.setItem('theme-storage', JSON.stringify({ state: { isDarkMode }, version: 0 }));
    document.cookie = `theme=${isDarkMode ? 'dark' : 'light'}; Path=/; SameSite=Lax`;
  }, theme === 'dark');
}

/**
 * Leaves the page's calls to `path` unanswered until the returned function fails them; from then on
 * it fails them at once (a page that gave up on a call and asks again must not reach the server).
 */
async function holdRequests(page: Page, path: string): Promise<() => Promise<void>> {
  const held: HeldRequest[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname === path,
    async (request) => {
      if (released) await request.abort();
      else held.push(request);
    },
  );
  return async () => {
    released = true;
    // A call the page has given up on by now is already settled.
    await Promise.all(held.map((request) => request.abort().catch(() => undefined)));
  };
}

async function switchTheme(page: Page, route: Route): Promise<void> {
  await toggleTheme(page, route.toggle ?? 'theme-toggle');
}

/**
 * No violation on the page; `coloursOnly` after a theme switch, when the page was checked in full in
 * the other theme (only the colour rules can find anything new).
 */
async function expectNoViolations(page: Page, label: string, { coloursOnly = false } = {}): Promise<void> {
  const violations = await axeViolations(page, { coloursOnly });
  expect.soft(violations.join('\n'), `axe violations on ${label}`).toBe('');
}

/** Opens a page that has no theme toggle in each theme in turn, and checks it. */
async function sweepInStoredThemes(page: Page, route: Route): Promise<void> {
  for (const [index, theme] of THEMES.entries()) {
    await storeTheme(page, theme);
    const release = route.hold ? await holdRequests(page, route.hold) : null;
    await (route.open ? route.open(page) : page.goto(route.path));
    await waitForContent(page, route);
    await expect.poll(() => currentTheme(page), `${route.path} opens in the stored theme`).toBe(theme);
    await expectNoViolations(page, `${route.path} (${theme})`, { coloursOnly: index > 0 });
    await release?.();
  }
}

/**
 * Whether the route can be opened through the router: the app is showing (the landing page and a
 * fresh tab are not it) and the route is another page (with only its query changed, the router
 * keeps the page, its state and its heading).
 */
async function canOpenInApp(page: Page, route: Route): Promise<boolean> {
  if (route.fullLoad) return false;
  return page.evaluate(
    (path) =>
      typeof (window.history.state as { idx?: unknown } | null)?.idx === 'number' &&
      new URL(path, window.location.href).pathname !== window.location.pathname,
    route.path,
  );
}

/**
 * Opens the route as a link inside the app would, through the router, when the app is showing:
 * starting the app again for every page was most of the sweep's time. What the last page showed is
 * marked first, so that its marker or heading never stands for the next page's.
 */
async function openRoute(page: Page, route: Route): Promise<void> {
  if (!(await canOpenInApp(page, route))) {
    await page.goto(route.path);
    return;
  }
  await page.evaluate((path) => {
    document.querySelectorAll('main *').forEach((shown) => shown.setAttribute('data-e2e-left', ''));
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route.path);
  const marker = route.ready?.(page) ?? page.getByRole('heading', { level: 1 }).first();
  await expect(marker).not.toHaveAttribute('data-e2e-left', '');
}

/** Checks each route in both themes. */
async function sweep(page: Page, routes: Route[]): Promise<void> {
  for (const route of routes) {
    if (route.toggle === null) {
      await sweepInStoredThemes(page, route);
      continue;
    }
    await (route.open ? route.open(page) : openRoute(page, route));
    await waitForContent(page, route);
    await expectNoViolations(page, `${route.path} (${await currentTheme(page)})`);
    await switchTheme(page, route);
    await waitForContent(page, route);
    await expectNoViolations(page, `${route.path} (${await currentTheme(page)})`, { coloursOnly: true });
  }
}

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const answer = await request.get(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

interface Listed {
  items: { id: string | number; kind?: string }[];
}

async function firstId(
  request: APIRequestContext,
  url: string,
  token?: string,
  which: (item: Listed['items'][number]) => boolean = () => true,
): Promise<string> {
  const { items } = await getJson<Listed>(request, url, token);
  const id = items.find(which)?.id;
  if (id === undefined) throw new Error(`${url} listed nothing`);
  return String(id);
}

test.describe('accessibility (axe-core, both themes)', () => {
  test('a visitor’s pages have no axe violations', async ({ page, request }) => {
    // 21 pages in two themes: past the 90 s of test.slow() on a busy 2-core machine (96 s seen).
    test.setTimeout(240_000);
    const venueId = await firstId(request, '/api/v1/venues?page_size=1');
    const gameId = await firstId(request, '/api/v1/games?status=open&page_size=1');
    // The demo's finished cup (a bracket) and its league in progress (a table).
    const cupId = await firstId(request, '/api/v1/competitions?scope=finished&kind=cup&page_size=1');
    const leagueId = await firstId(request, '/api/v1/competitions?scope=in_progress&kind=league&page_size=1');
    await sweep(page, [
      { path: '/', ready: byTestId('hero-register'), toggle: 'landing-theme-toggle' },
      { path: '/tournaments', ready: (tab) => tab.locator('[data-testid^="competition-card-"]').first() },
      { path: `/tournaments/${cupId}` },
      { path: `/tournaments/${cupId}/bracket`, ready: byTestId('bracket') },
      // Another tab of the cup's page (its heading stays): known by its table.
      { path: `/tournaments/${cupId}/scorers`, ready: byTestId('scorers-table') },
      { path: `/tournaments/${leagueId}/table`, ready: byTestId('standings-table') },
      { path: `/tournaments/${leagueId}/fixtures`, ready: byTestId('fixture-list') },
      { path: `/tournaments/${leagueId}/teams`, ready: byTestId('competition-teams') },
      { path: `/games/${gameId}`, ready: byTestId('visitor-join-panel') },
      // Drawn by the server (decision 44): opened by their address.
      { path: '/login', fullLoad: true },
      { path: '/register', fullLoad: true },
      { path: '/terms' },
      { path: '/privacy' },
      // The pages of emailed links: the request form, a new password, and a link that no longer works.
      { path: '/forgot-password' },
      { path: '/reset-password?token=e2e-link-token' },
      { path: '/reset-password' },
      { path: '/verify-email?token=e2e-used-token', ready: byTestId('verify-email-error') },
      { path: '/venues' },
      { path: `/venues/${venueId}` },
      // Back from Google: the spinner while the server trades the code for a session.
      {
        path: '/auth/google/callback?code=e2e-code&state=e2e-state',
        toggle: null,
        hold: '/api/v1/auth/oauth/google/callback',
      },
    ]);
  });
  test('a player’s pages have no axe violations', async ({ page, request }) => {
    // Three sweeps of the same player (16 pages in two themes, and the tooltip in both).
    test.setTimeout(300_000);
    const player = await demoLogin(request, 'player@demo.az');
    const token = player.tokens.access_token;
    const gameId = await firstId(request, '/api/v1/games?page_size=1');
    const venueId = await firstId(request, '/api/v1/venues?page_size=1');
    const leaderboard = await getJson<{ items: { user: { id: string } }[] }>(
      request,
      '/api/v1/ratings?page_size=5',
      token,
    );
    const otherPlayerId = leaderboard.items.find((entry) => entry.user.id !== player.user['id'])?.user.id;
    // A top-up still waiting for the card page: its result page shows the pending state.
    const topup = await request.post('/api/v1/wallet/topups', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      data: { amount: 10 },
    });
    expect(topup.status(), await topup.text()).toBe(201);
    const { payment_id: paymentId } = (await topup.json()) as { payment_id: string };
    // Decision 96: the demo player's support request (the seed's, answered by Oyna).
    const requests = await getJson<{ items: { id: string }[] }>(request, '/api/v1/support/requests', token);
    const supportId = requests.items[0]?.id ?? '';
    await signInThroughStorage(page, player);
    await test.step('a player’s game pages have no axe violations', async () => {
      await sweep(page, [
        { path: '/dashboard', ready: byTestId('dashboard-greeting') },
        { path: '/games' },
        { path: '/games/mine' },
        { path: `/games/${gameId}` },
        { path: '/teams' },
        { path: '/venues' },
        { path: `/venues/${venueId}` },
      ]);
    });
    await test.step('a player’s account pages have no axe violations', async () => {
      await sweep(page, [
        { path: '/profile' },
        { path: '/rating' },
        { path: `/players/${otherPlayerId ?? ''}` },
        { path: '/settings' },
        { path: '/notifications' },
        { path: '/messages', ready: (shown) => shown.getByTestId('conversation-row').first() },
        { path: '/balance' },
        { path: `/balance/topups/${paymentId}`, ready: byTestId('topup-result') },
        { path: '/help', ready: (shown) => shown.getByTestId('support-request-row').first() },
        { path: `/help/${supportId}`, ready: byTestId('support-messages') },
      ]);
    });
    await test.step('a game’s share menu, open, has no axe violations', async () => {
      const game: Route = { path: `/games/${gameId}` };
      await openRoute(page, game);
      await waitForContent(page, game);
      await page.getByTestId('game-share').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await waitForStillPage(page);
      await expectNoViolations(page, `the share menu of /games/${gameId} (${await currentTheme(page)})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    });
    await test.step('a tooltip left open under the pointer after a click has no axe violations', async () => {
      const dashboard: Route = { path: '/dashboard', ready: byTestId('dashboard-greeting') };
      await openRoute(page, dashboard);
      await waitForContent(page, dashboard);
      // The theme toggle is clicked and the pointer stays on it: its tooltip stays open (MUI draws it
      // in a portal at the end of <body>), in one theme and then in the other.
      for (let click = 0; click < THEMES.length; click += 1) {
        const before = await currentTheme(page);
        await page.getByTestId('theme-toggle').click();
        await expect.poll(() => currentTheme(page)).not.toBe(before);
        await expect(page.locator('[role="tooltip"]')).toBeVisible();
        await waitForStillPage(page);
        await expectNoViolations(
          page,
          `/dashboard with the theme toggle's tooltip (${await currentTheme(page)})`,
        );
      }
    });
  });

  test('a captain’s team pages have no axe violations', async ({ page, request }) => {
    test.slow();
    const captain = await createPlayer(request, { firstName: 'Kamran', lastName: 'Məmmədov' });
    const other = await createPlayer(request, { firstName: 'Aysel', lastName: 'Hüseynova' });
    const post = async (player: typeof captain, url: string, data: unknown) => {
      const answer = await request.post(url, {
        headers: { authorization: `Bearer ${player.tokens.access_token}` },
        data,
      });
      expect(answer.status(), `${url}: ${await answer.text()}`).toBe(201);
      return (await answer.json()) as { id: string };
    };
    const team = await post(captain, '/api/v1/teams', {
      name: `Xəzər ${randomUUID().slice(0, 6)}`,
      description: 'Həftədə iki dəfə oynayırıq.',
      primary_color: '#0d47a1',
      secondary_color: '#ffeb3b',
    });
    // Another captain's invitation waits on the invitations page.
    const otherTeam = await post(other, '/api/v1/teams', { name: `Şahdağ ${randomUUID().slice(0, 6)}` });
    await post(other, `/api/v1/teams/${otherTeam.id}/invitations`, { user_id: captain.user['id'] });
    await signInThroughStorage(page, captain);
    await sweep(page, [
      { path: '/teams', ready: (tab) => tab.getByTestId('team-card').first() },
      { path: '/teams/create' },
      { path: `/teams/${team.id}` },
      { path: `/teams/${team.id}/members`, ready: byTestId('team-member') },
      { path: `/teams/${team.id}/settings`, ready: byTestId('team-form') },
      { path: `/teams/${otherTeam.id}` },
      { path: '/teams/invitations', ready: byTestId('invitation') },
    ]);
  });

  test('the Strava connection’s callback page has no axe violations', async ({ page, request }) => {
    const player = await createPlayer(request);
    await signInThroughStorage(page, player);
    // The athlete who signs in on the fake Strava's page, which approves at once.
    const athleteId = 100_000 + Math.floor(Math.random() * 1_000_000_000);
    await page
      .context()
      .addCookies([{ name: STRAVA_ATHLETE_COOKIE, value: String(athleteId), url: STRAVA_BASE_URL }]);
    const connectThroughFakeStrava = async (tab: Page) => {
      await tab.goto('/settings');
      await tab.getByTestId('strava-connection').getByRole('button', { name: 'Strava-nı qoş' }).click();
      await tab.waitForURL('**/integrations/strava/callback?**');
    };
    await sweep(page, [
      // "Connecting…" while the server trades Strava's code (held, so the connection never completes).
      {
        path: '/integrations/strava/callback',
        toggle: null,
        open: connectThroughFakeStrava,
        hold: '/api/v1/integrations/strava/callback',
      },
      // A failure: said with the way back (here a state the server never issued).
      {
        path: `/integrations/strava/callback?state=${randomUUID()}&error=access_denied`,
        toggle: null,
        ready: byTestId('strava-callback-error'),
      },
    ]);
  });
  test('an organizer’s pages have no axe violations', async ({ page, request }) => {
    test.setTimeout(240_000);
    const organizer = await demoLogin(request, 'organizer@demo.az');
    const token = organizer.tokens.access_token;
    // A pickup game of theirs: a competition's match (kind tournament, on some days the soonest) has
    // no roster of its own.
    const upcomingId = await firstId(
      request,
      '/api/v1/users/me/organized-games?view=upcoming',
      token,
      (game) => game.kind !== 'tournament',
    );
    const pastId = await firstId(request, '/api/v1/users/me/organized-games?view=past', token);
    // The demo data brings guests to some of the demo organizer's upcoming games.
    const { items } = await getJson<{ items: { id: string; guests_count: number }[] }>(
      request,
      '/api/v1/users/me/organized-games?view=upcoming&page_size=100',
      token,
    );
    const withGuests = items.find((game) => game.guests_count > 0);
    if (!withGuests) throw new Error('no upcoming game of the demo organizer has guests');
    // A cup of the organizer's with a custom tie-break order (the edit form shows the list), and
    // one cancelled with a reason.
    const cup = await createCompetitionThroughApi(request, organizer, {
      name: 'Axe Liqası',
      kind: 'league',
      format: 'round_robin',
      tiebreak: { order: 'custom', criteria: ['goal_difference', 'wins'], reapply_head_to_head: true },
    });
    const cancelled = await createCompetitionThroughApi(request, organizer, { name: 'Ləğv Kuboku' });
    const cancelling = await request.patch(`/api/v1/competitions/${cancelled.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'cancelled', cancel_reason: 'Meydança təmirdədir' },
    });
    expect(cancelling.status(), await cancelling.text()).toBe(200);
    await signInThroughStorage(page, organizer);
    await test.step('an organizer’s pages have no axe violations', async () => {
      await sweep(page, [
        { path: '/organizer/games' },
        { path: '/organizer/games/new' },
        { path: '/organizer/competitions/new' },
        { path: `/organizer/competitions/${cup.id}/edit`, ready: byTestId('tiebreak-custom') },
        { path: `/tournaments/${cup.id}`, ready: byTestId('organizer-bar') },
        { path: `/tournaments/${cancelled.id}`, ready: byTestId('competition-cancelled') },
        { path: `/organizer/games/${upcomingId}/edit` },
        { path: `/organizer/games/${upcomingId}/roster` },
        { path: `/organizer/games/${pastId}/result` },
        { path: `/games/${pastId}` },
      ]);
    });
    await test.step('an organizer’s roster with guests has no axe violations', async () => {
      await sweep(page, [
        {
          path: `/organizer/games/${withGuests.id}/roster`,
          ready: (shown) => shown.getByTestId('roster-guest').first(),
        },
      ]);
    });
  });

  test('an administrator’s pages have no axe violations', async ({ browser, page, request }) => {
    // Four sweeps (19 pages in two themes) of the admin, then the referee's two pages.
    test.setTimeout(360_000);
    const admin = await demoLogin(request, 'admin@demo.az');
    const venueId = await firstId(request, '/api/v1/admin/venues?page_size=1', admin.tokens.access_token);
    const player = await createPlayer(request, { firstName: 'Leyla', lastName: 'Qasımova' });
    const adjusted = await request.post(`/api/v1/admin/users/${String(player.user['id'])}/adjustments`, {
      headers: { authorization: `Bearer ${admin.tokens.access_token}` },
      data: { amount: 5, reason: 'e2e: a row in the ledger' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(201);
    const run = await request.post('/api/v1/admin/reconciliation', {
      headers: { authorization: `Bearer ${admin.tokens.access_token}` },
    });
    expect(run.status(), await run.text()).toBe(201);
    await signInThroughStorage(page, admin);
    await test.step('an administrator’s pages have no axe violations', async () => {
      await sweep(page, [
        { path: '/dashboard', ready: byTestId('dashboard-greeting') },
        { path: '/profile' },
        // The admin console (issue 20): its start page and the users, venues and audit log sections.
        { path: '/admin', ready: byTestId('admin-section-users') },
        { path: '/admin/users', ready: (shown) => shown.getByTestId('admin-user').first() },
        { path: '/admin/venues', ready: (shown) => shown.getByTestId('admin-venue').first() },
        { path: '/admin/venues/new', ready: byTestId('venue-form') },
        { path: `/admin/venues/${venueId}`, ready: byTestId('venue-photos') },
        { path: '/admin/audit-log' },
      ]);
    });
    await test.step('an admin’s money desk and reconciliation pages have no axe violations', async () => {
      const user = String(player.user['id']);
      await sweep(page, [
        { path: '/admin/money' },
        // Issue 29: the search's results, a list of links to each player's money.
        {
          path: `/admin/money?q=${encodeURIComponent('Qasımova')}`,
          open: (shown) => shown.getByTestId('user-search').fill('Qasımova'),
          ready: (shown) => shown.getByTestId('user-result').filter({ hasText: 'Qasımova' }).first(),
        },
        {
          path: `/admin/money?user=${user}`,
          open: (shown) => shown.getByTestId('user-result').filter({ hasText: 'Qasımova' }).first().click(),
          ready: byTestId('admin-transactions'),
        },
        {
          path: `/admin/money?user=${user}&tab=payments`,
          open: (shown) => shown.locator('#money-tab-payments').click(),
          ready: (shown) => shown.locator('#money-panel[aria-labelledby="money-tab-payments"]'),
        },
        // Other tests run reconciliations too: the newest report is enough to know the page is drawn.
        { path: '/admin/reconciliation', ready: (page) => page.getByTestId('report').first() },
      ]);
    });
    const queue = await getJson<{ items: { id: string }[] }>(
      request,
      '/api/v1/admin/support/requests',
      admin.tokens.access_token,
    );
    const supportId = queue.items[0]?.id ?? '';
    await test.step('the restrictions desk, the reported messages and support have no axe violations', async () => {
      await sweep(page, [
        { path: '/admin/restrictions', ready: byTestId('organizer-flags') },
        { path: '/admin/restrictions?state=all', ready: byTestId('organizer-flags') },
        // Decision 95: the queue of reported chat messages (the demo data holds one open report).
        { path: '/admin/reports', ready: (shown) => shown.getByTestId('message-report').first() },
        // Decision 96: the support queue (the seed's two open requests, one VIP) and one request.
        { path: '/admin/support', ready: (shown) => shown.getByTestId('support-request-row').first() },
        { path: `/admin/support/${supportId}`, ready: byTestId('support-messages') },
      ]);
    });

    await test.step('a referee’s schedule has no axe violations', async () => {
      const referee = await createPlayer(request);
      const appointed = await request.patch(`/api/v1/users/${String(referee.user['id'])}`, {
        headers: { authorization: `Bearer ${admin.tokens.access_token}` },
        data: { role: 'referee', reason: 'e2e: axe sweep of the referee pages' },
      });
      expect(appointed.status(), await appointed.text()).toBe(200);
      const refereePage = await browser.newPage();
      await signInThroughStorage(refereePage, { ...referee, user: { ...referee.user, role: 'referee' } });
      await sweep(refereePage, [
        { path: '/referee/games' },
        { path: '/profile', ready: byTestId('reliability-card') },
      ]);
      await refereePage.close();
    });
  });

  test('onboarding has no axe violations, and its step 5 (the pitch’s position markers) too', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    await test.step('onboarding has no axe violations', async () => {
      const newcomer = await createPlayer(request, { onboarded: false });
      await signInThroughStorage(page, newcomer);
      await sweep(page, [{ path: '/onboarding' }]);
    });

    await test.step('onboarding’s step 5 (the pitch’s position markers) has no axe violations', async () => {
      const newcomer = await createPlayer(request, { onboarded: false });
      const headers = { authorization: `Bearer ${newcomer.tokens.access_token}` };
      const post = async (step: string, data?: unknown) => {
        const answer = await request.post(`/api/v1/users/me/onboarding/${step}`, { headers, data });
        expect(answer.status(), `${step}: ${await answer.text()}`).toBe(200);
      };
      await post('step1', {
        first_name: newcomer.firstName,
        last_name: newcomer.lastName,
        phone: '+994501234567',
        language: 'az',
        birth_date: '1995-06-15',
      });
      await post('step2', { height_cm: 178, weight_kg: 74 });
      await post('step3', { years_playing: 8, level: 'experienced', preferred_foot: 'right' });
      await post('skip/4');
      // A tab of its own: the session of the first newcomer is in the other.
      const stepFive = await browser.newPage();
      await signInThroughStorage(stepFive, newcomer);
      // The flow opens where the server left off: step 5, the pitch with its 12 position markers
      // ("GK" shown, named "GK, Qapıçı": axe's label-content-name-mismatch).
      await sweep(stepFive, [{ path: '/onboarding', ready: byTestId('football-pitch') }]);
      await stepFive.close();
    });
  });
});
