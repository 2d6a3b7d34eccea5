import type { APIRequestContext, Page } from '@playwright/test';
import { createPlayer, expect, signInThroughStorage, test, type Player } from '../support/fixtures';
import { demoLogin } from '../support/games';
import { bookWithCash, createGameStartingSoon, kickOffGame } from '../support/match';
import { appointedReferee, letterTail } from '../support/referees';

const bearer = (who: Pick<Player, 'tokens'>) => ({ authorization: `Bearer ${who.tokens.access_token}` });

/** An organizer's game with a referee, kicking off `seconds` from now, the referee assigned. */
async function refereedGameStartingSoon(
  request: APIRequestContext,
  organizer: Pick<Player, 'tokens'>,
  referee: Player,
  options: { title: string; seconds: number },
) {
  const game = await createGameStartingSoon(request, organizer, { ...options, hasReferee: true });
  const assigned = await request.put(`/api/v1/games/${game.id}/referee`, {
    headers: bearer(organizer),
    data: { referee_id: referee.user['id'] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return game;
}

/** The referee taps a player's stars on the game page's fair-play form. */
async function mark(page: Page, player: Player, score: number) {
  const stars = page
    .getByTestId('fair-play-form')
    .getByLabel(`${player.firstName} ${player.lastName}: ədalətli oyun`, { exact: true });
  // Each star is a hidden radio button under the label that draws it: a tap lands on the label.
  const star = stars.locator(`input[type="radio"][value="${score}"]`);
  await stars.locator(`label[for="${(await star.getAttribute('id')) ?? ''}"]`).click();
  await expect(star).toBeChecked();
}

test('the referee marks each player’s fair play after kick-off, and a player’s statistics show their average', async ({
  page,
  browser,
  request,
}) => {
  // The referee is assigned and places are booked before kick-off; then the test server moves both
  // games back so that they have kicked off (decision 57), and the marks and results follow at once.
  test.setTimeout(90_000);
  const tail = letterTail();
  const referee = await appointedReferee(request, `Hakimov${tail}`);
  const fair = await createPlayer(request, { firstName: 'Aysel', lastName: `Quliyeva${tail}` });
  const rough = await createPlayer(request, { firstName: 'Kamran', lastName: `Əliyev${tail}` });
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const games = [
    await refereedGameStartingSoon(request, organizer, referee, {
      title: `Ədalətli oyun ${tail}`,
      seconds: 3 * 3600,
    }),
    await refereedGameStartingSoon(request, organizer, referee, {
      title: `Təkrar oyun ${tail}`,
      seconds: 3 * 3600,
    }),
  ];
  for (const game of games) {
    await bookWithCash(request, fair, game.id);
    await bookWithCash(request, rough, game.id);
  }

  // Before kick-off the referee sees the game but no form to mark it.
  const [first, second] = games as [(typeof games)[number], (typeof games)[number]];
  await signInThroughStorage(page, referee);
  await page.goto(`/games/${first.id}`);
  await expect(page.getByText('Bu oyunun hakimi sizsiniz')).toBeVisible();
  await expect(page.getByTestId('fair-play-form')).toHaveCount(0);

  // After kick-off (the fixture moves both to a minute ago): Aysel gets 5 and 4, Kamran 3 and 3.
  for (const game of games) await kickOffGame(request, game.id);
  for (const [game, marks] of [
    [first, [5, 3]],
    [second, [4, 3]],
  ] as const) {
    await page.goto(`/games/${game.id}`);
    await mark(page, fair, marks[0]);
    await mark(page, rough, marks[1]);
    await page.getByTestId('fair-play-save').click();
    await expect(page.getByText('Ədalətli oyun qiymətləri yadda saxlanıldı')).toBeVisible();
    // The marks count once the game is completed: the referee records the result.
    const result = await request.post(`/api/v1/games/${game.id}/result`, {
      headers: bearer(referee),
      data: {
        scores: [1, 0],
        players: [
          { user_id: fair.user['id'], side: 0, goals: 1, attended: true },
          { user_id: rough.user['id'], side: 1, goals: 0, attended: true },
        ],
      },
    });
    expect(result.ok(), await result.text()).toBe(true);
  }

  // Each player's statistics show the average of their marks out of five.
  const playerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const playerPage = await playerContext.newPage();
  await signInThroughStorage(playerPage, fair);
  await playerPage.goto('/profile');
  await expect(playerPage.getByTestId('stat-fair_play-value')).toHaveText('4,5 / 5');
  await playerPage.goto(`/players/${String(rough.user['id'])}`);
  await expect(playerPage.getByTestId('stat-fair_play-value')).toHaveText('3 / 5');
  await playerContext.close();
});
