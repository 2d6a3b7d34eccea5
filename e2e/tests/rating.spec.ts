import type { Page, Response } from '@playwright/test';
import type { Dashboard, Leaderboard } from '@oyna/shared';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { chooseOption, demoLogin } from '../support/games';

const fullName = (entry: Leaderboard['items'][number]) => `${entry.user.first_name} ${entry.user.last_name}`;

/** The leaderboard answer the page asked for, matching `period`/`position` in its query. */
function leaderboardAnswer(page: Page, check: (params: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/ratings' && response.status() === 200 && check(url.searchParams);
  });
}

/** The rows on screen show exactly the players of the answer, in its order. */
async function expectRowsOf(page: Page, board: Leaderboard) {
  if (board.items.length === 0) {
    await expect(page.getByTestId('leaderboard-empty')).toBeVisible();
    return;
  }
  await expect(page.getByTestId('leaderboard-row').getByTestId('leaderboard-name')).toHaveText(
    board.items.map(fullName),
  );
}

/** "This month": the address and the list follow, with the players the API ranks for the month. */
async function showThisMonth(page: Page): Promise<void> {
  const monthAnswer = leaderboardAnswer(page, (params) => params.get('period') === 'month');
  await page.getByTestId('period-month').click();
  await expect(page).toHaveURL(/\/rating\?period=month$/);
  const month = (await (await monthAnswer).json()) as Leaderboard;
  expect(month.period).toBe('month');
  await expectRowsOf(page, month);
}

test.describe('dashboard and leaderboard', () => {
  // A new player, then the demo player: each sees the dashboard, then the leaderboard.
  test('a new player is invited to play their first game, and the leaderboard keeps its filters in the address and shows what the API ranks', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, { firstName: 'Fidan' });
    await signInThroughStorage(page, player);
    await test.step('a new player is invited to play their first game', async () => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('stat-games')).toHaveText('0');
      await expect(page.getByTestId('stat-rating')).toHaveText('—');
      await page.getByTestId('dashboard-first-game-link').click();
      await expect(page).toHaveURL(/\/games$/);
    });
    await test.step('the leaderboard keeps its filters in the address and shows what the API ranks', async () => {
      const firstAnswer = leaderboardAnswer(page, (params) => !params.has('position'));
      await page.goto('/rating');
      const all = (await (await firstAnswer).json()) as Leaderboard;
      // A new player has no rated game: not on the board, and told how to get there.
      expect(all.me).toBeNull();
      await expect(page.getByTestId('leaderboard-me-unrated')).toBeVisible();
      await expectRowsOf(page, all);
      await expectNoHorizontalScroll(page);

      await showThisMonth(page);

      const lineAnswer = leaderboardAnswer(
        page,
        (params) => params.get('position') === 'goalkeeper' && params.get('period') === 'month',
      );
      await chooseOption(page, 'position-filter', 'Qapıçılar');
      await expect(page).toHaveURL(/\/rating\?period=month&position=goalkeeper$/);
      await expectRowsOf(page, (await (await lineAnswer).json()) as Leaderboard);
      await expectNoHorizontalScroll(page);

      await page.reload();
      await expect(page.getByTestId('position-filter')).toHaveText('Qapıçılar');
      await expect(page.getByTestId('period-month')).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test('the demo player sees their dashboard, finds their row on the leaderboard, filters it and opens a rating chart', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await demoLogin(request, 'player@demo.az');
    await signInThroughStorage(page, player);
    await test.step('the demo player sees their games, wins, goals and rating, and their latest results', async () => {
      const answer = await request.get('/api/v1/dashboard', {
        headers: { authorization: `Bearer ${player.tokens.access_token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const dashboard = (await answer.json()) as Dashboard;
      // The demo data gives this player a history of played games.
      expect(dashboard.stats.games_played).toBeGreaterThan(0);
      expect(dashboard.recent_results.length).toBeGreaterThan(0);

      await page.goto('/dashboard');
      await expect(page.getByTestId('stat-games')).toHaveText(String(dashboard.stats.games_played));
      await expect(page.getByTestId('stat-wins')).toHaveText(String(dashboard.stats.wins));
      await expect(page.getByTestId('stat-goals')).toHaveText(String(dashboard.stats.goals));
      await expect(page.getByTestId('stat-rating')).toHaveText(
        dashboard.stats.rating === null ? '—' : String(dashboard.stats.rating),
      );
      if (dashboard.stats.rank !== null) {
        await expect(page.getByTestId('stat-rank')).toHaveText(
          `Reytinq cədvəlində yer: ${dashboard.stats.rank}`,
        );
      }
      await expect(page.getByTestId('dashboard-first-game')).toBeHidden();

      const results = page.getByTestId('dashboard-result');
      await expect(results).toHaveCount(dashboard.recent_results.length);
      const latest = dashboard.recent_results[0]!;
      await expect(results.first()).toHaveAttribute('href', `/games/${latest.game_id}`);
      await expect(results.first().getByTestId('dashboard-result-score')).toContainText(
        latest.scores.join(' : '),
      );
      await expect(page.getByTestId('dashboard-past-link')).toHaveAttribute('href', '/games/mine?scope=past');
      await expectNoHorizontalScroll(page);
    });
    await test.step('the demo player finds their row on the leaderboard, filters it and opens a rating chart', async () => {
      const firstAnswer = leaderboardAnswer(page, (params) => !params.has('position'));
      await page.goto('/rating');
      const all = (await (await firstAnswer).json()) as Leaderboard;
      expect(all.me, 'the demo player is rated').not.toBeNull();
      await expectRowsOf(page, all);

      // My row: highlighted in the list, or pinned under it when it is on another page.
      const mine = all.items.some((entry) => entry.is_me)
        ? page.locator('[data-testid="leaderboard-row"][data-me="true"]')
        : page.getByTestId('leaderboard-me-pinned');
      await expect(mine).toBeVisible();
      await expect(mine.getByTestId('leaderboard-name')).toHaveText(
        `${player.user['first_name']} ${player.user['last_name']}`,
      );
      await expect(mine.getByTestId('leaderboard-rank')).toContainText(String(all.me!.rank));
      await expectNoHorizontalScroll(page);

      // My own history is always visible to me: opening my row draws the chart.
      await mine.getByTestId('leaderboard-expand').click();
      const chart = mine.getByTestId('leaderboard-history-chart');
      await expect(chart).toBeVisible();
      await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /reytinqli oyun/);
      await expectNoHorizontalScroll(page);

      // This month: the address and the list follow.
      await showThisMonth(page);

      // A line: only players of that line, back on all time.
      const lineAnswer = leaderboardAnswer(page, (params) => params.get('position') === 'midfielder');
      await page.getByTestId('period-all').click();
      await chooseOption(page, 'position-filter', 'Yarımmüdafiəçilər');
      await expect(page).toHaveURL(/\/rating\?position=midfielder$/);
      const line = (await (await lineAnswer).json()) as Leaderboard;
      await expectRowsOf(page, line);
      expect(line.items.map(fullName)).not.toEqual(all.items.map(fullName));
      await expectNoHorizontalScroll(page);

      // The address keeps the filters: a reload shows the same list.
      await page.reload();
      await expect(page.getByTestId('position-filter')).toHaveText('Yarımmüdafiəçilər');
      await expectRowsOf(page, line);
    });
  });
});
