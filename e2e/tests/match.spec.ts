import type { Page } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';
import { bookWithCash, createGameStartingSoon, kickOffGame } from '../support/match';

const NAMES = [
  ['Tural', 'Nağıyev'],
  ['Aysel', 'Quliyeva'],
  ['Kamran', 'Əliyev'],
  ['Leyla', 'Məmmədova'],
  ['Rəşid', 'Hüseynov'],
] as const;

/** The players' names in one side on the pitch, in order. */
async function namesIn(page: Page, letter: string): Promise<string[]> {
  const rows = page.getByTestId(`side-${letter}`).getByTestId('side-player');
  return rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-player') ?? ''));
}

test.describe('sides, result and the player-of-the-match vote', () => {
  test('an organizer balances, moves a player, saves and records the result; a player sees it, votes and finds it on the dashboard and leaderboard', async ({
    page,
    browser,
    request,
  }) => {
    // The sides are made before kick-off; then the test server moves the game back so that it has
    // kicked off (decision 57) and the result is recorded at once. Three pages and a vote.
    test.setTimeout(120_000);
    const players = await Promise.all(
      NAMES.map(([firstName, lastName]) => createPlayer(request, { firstName, lastName })),
    );
    const organizer = await demoLogin(request, 'organizer@demo.az');
    const game = await createGameStartingSoon(request, organizer, {
      title: `Komandalar ${Date.now()}`,
      seconds: 3 * 3600,
    });
    for (const player of players) await bookWithCash(request, player, game.id);

    // Balance into two sides of 3 and 2.
    await signInThroughStorage(page, organizer);
    await page.goto(`/games/${game.id}`);
    const sides = page.getByTestId('game-sides');
    await expect(sides.getByTestId('sides-empty')).toBeVisible();
    await sides.getByTestId('sides-balance').click();
    await expect(sides.getByTestId('side-player')).toHaveCount(5);
    await expect(sides.getByTestId('sides-fairness')).toBeVisible();
    const [from, to] = (await namesIn(page, 'A')).length === 3 ? ['A', 'B'] : ['B', 'A'];

    // Move a player of the larger side to the other one (drag on a desktop, the menu on a phone), lock them.
    const mover = sides.getByTestId(`side-${from}`).getByTestId('side-player').first();
    const moverName = (await mover.getAttribute('data-player')) ?? '';
    if (isPhone(page)) {
      await mover.getByTestId('side-move-menu').click();
      await page.getByTestId(`side-move-to-${to}`).click();
    } else {
      await mover.dragTo(sides.getByTestId(`side-${to}`));
    }
    const moved = sides.getByTestId(`side-${to}`).locator(`[data-player="${moverName}"]`);
    await expect(moved).toBeVisible();
    await expect(sides.getByTestId('sides-unsaved')).toBeVisible();
    await expect(sides.getByTestId('sides-fairness')).toContainText('Bu dəyişikliklərlə komandaların gücü');
    await moved.getByTestId('side-lock').click();
    await expect(moved).toHaveAttribute('data-locked', 'true');
    await expectNoHorizontalScroll(page);
    await sides.getByTestId('sides-save').click();
    await expect(sides.getByTestId('sides-unsaved')).toBeHidden();

    // The saved arrangement is what the page shows after a reload.
    await page.reload();
    const savedMover = page.getByTestId(`side-${to}`).locator(`[data-player="${moverName}"]`);
    await expect(savedMover).toBeVisible();
    await expect(savedMover).toHaveAttribute('data-locked', 'true');
    await expect(page.getByTestId('sides-fairness')).toContainText(/əl ilə düzülüb|bərabər güclüdür/);
    const sideA = await namesIn(page, 'A');
    const scorer = sideA[0] ?? '';

    // After kick-off (the fixture moves it to a minute ago): the result, A 2 : 1 B, two goals by a
    // player of side A.
    await kickOffGame(request, game.id);
    await page.reload();
    await page.getByTestId('game-record-result').click();
    await expect(page).toHaveURL(new RegExp(`/organizer/games/${game.id}/result$`));
    const form = page.getByTestId('result-form');
    await expect(form.getByTestId('result-player')).toHaveCount(5);
    await form.getByTestId('result-score-A-plus').click();
    await form.getByTestId('result-score-A-plus').click();
    await form.getByTestId('result-score-B-plus').click();
    const scorerRow = form.locator(`[data-testid="result-player"][data-player="${scorer}"]`);
    await expect(scorerRow.getByTestId('result-player-side-A')).toHaveAttribute('aria-pressed', 'true');
    for (let goal = 0; goal < 3; goal += 1) await scorerRow.getByTestId('result-player-goals-plus').click();
    // Three goals in a side that scored two: refused before anything is sent.
    await expect(form.getByTestId('result-side-A')).toContainText(
      'A komandası oyunçularının qolları komandanın hesabından çoxdur.',
    );
    await scorerRow.getByTestId('result-player-goals-minus').click();
    await expect(form.getByTestId('result-side-A')).not.toContainText('çoxdur');
    await page.getByTestId('result-player-of-match').click();
    await page.getByRole('option', { name: scorer }).click();
    await expectNoHorizontalScroll(page);
    await form.getByTestId('result-submit').click();

    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
    const result = page.getByTestId('game-result');
    await expect(result.getByTestId('result-winner')).toHaveText('A komandası qalib gəldi');
    await expect(result.getByTestId('result-scorers')).toContainText(`${scorer} ×2`);
    await expect(result.getByTestId('result-star')).toContainText(scorer);
    await expect(page.getByTestId('game-record-result')).toHaveText('Nəticəni düzəlt');

    // A player on the scorer’s side (a winner) sees the result and their rating change, and votes for the scorer.
    const viewerName = sideA[1] ?? '';
    const viewer = players.find((player) => `${player.firstName} ${player.lastName}` === viewerName);
    if (!viewer) throw new Error(`no player named ${viewerName}`);
    const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await otherContext.newPage();
    await signInThroughStorage(other, viewer);
    await other.goto(`/games/${game.id}`);
    const seen = other.getByTestId('game-result');
    await expect(seen.getByTestId('result-winner')).toHaveText('A komandası qalib gəldi');
    const myLine = seen.locator(`[data-testid="result-player-line"][data-player="${viewerName}"]`);
    await expect(myLine).toContainText('(siz)');
    const myDelta = myLine.getByTestId('rating-delta');
    await expect(myDelta).toHaveText(/^([+−]\d+|±0)$/);
    const deltaText = (await myDelta.textContent()) ?? '';
    await other.getByTestId('vote-candidate').filter({ hasText: scorer }).click();
    await other.getByTestId('vote-submit').click();
    await other.getByTestId('vote-confirm').click();
    await expect(other.getByTestId('vote-done')).toHaveText(`Səsiniz: ${scorer}`);
    await other.reload();
    await expect(other.getByTestId('vote-done')).toHaveText(`Səsiniz: ${scorer}`);
    await expectNoHorizontalScroll(other);

    // Their statistics on the dashboard: one game, won, rated, the same change as on the game page.
    await other.goto('/dashboard');
    await expect(other.getByTestId('stat-games')).toHaveText('1');
    await expect(other.getByTestId('stat-wins')).toHaveText('1');
    await expect(other.getByTestId('stat-rating')).toHaveText(/^\d+$/);
    const lastResult = other.getByTestId('dashboard-result').first();
    await expect(lastResult.getByTestId('dashboard-result-delta')).toContainText(deltaText);
    await expectNoHorizontalScroll(other);

    // And their own row on the leaderboard (in the list, or pinned below it).
    await other.goto('/rating');
    const myRow = other.locator('[data-me="true"]');
    await expect(myRow.getByTestId('leaderboard-name')).toHaveText(viewerName);
    await expectNoHorizontalScroll(other);
    await otherContext.close();
  });
});
