import type { Page, Response } from '@playwright/test';
import type { Leaderboard } from '@oyna/shared';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { chooseOption } from '../support/games';

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

test.describe('dashboard and leaderboard', () => {
  test('a new player is invited to play their first game', async ({ page, request }) => {
    const player = await createPlayer(request, { firstName: 'Fidan' });
    await signInThroughStorage(page, player);
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-games')).toHaveText('0');
    await expect(page.getByTestId('stat-rating')).toHaveText('—');
    await page.getByTestId('dashboard-first-game-link').click();
    await expect(page).toHaveURL(/\/games$/);
  });

  test('the leaderboard keeps its filters in the address and shows what the API ranks', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, { firstName: 'Orxan' });
    await signInThroughStorage(page, player);

    const firstAnswer = leaderboardAnswer(page, (params) => !params.has('position'));
    await page.goto('/rating');
    const all = (await (await firstAnswer).json()) as Leaderboard;
    // A new player has no rated game: not on the board, and told how to get there.
    expect(all.me).toBeNull();
    await expect(page.getByTestId('leaderboard-me-unrated')).toBeVisible();
    await expectRowsOf(page, all);
    await expectNoHorizontalScroll(page);

    const monthAnswer = leaderboardAnswer(page, (params) => params.get('period') === 'month');
    await page.getByTestId('period-month').click();
    await expect(page).toHaveURL(/\/rating\?period=month$/);
    const month = (await (await monthAnswer).json()) as Leaderboard;
    expect(month.period).toBe('month');
    await expectRowsOf(page, month);

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
