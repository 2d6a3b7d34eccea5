import { createPlayer, expect, signInThroughStorage, test, type Player } from '../support/fixtures';
import { demoLogin } from '../support/games';
import { bookWithCash, createGameStartingSoon, waitUntil } from '../support/match';
import { appointedReferee, letterTail } from '../support/referees';

const bearer = (who: Pick<Player, 'tokens'>) => ({ authorization: `Bearer ${who.tokens.access_token}` });

test('the referee marks each player’s fair play after kick-off, and a player’s statistics show their average', async ({
  page,
  browser,
  request,
}) => {
  // The game kicks off 25 seconds after it is published: the referee is assigned and places are
  // booked before, the marks and the result after.
  test.setTimeout(120_000);
  const tail = letterTail();
  const referee = await appointedReferee(request, `Hakimov${tail}`);
  const fair = await createPlayer(request, { firstName: 'Aysel', lastName: `Quliyeva${tail}` });
  const rough = await createPlayer(request, { firstName: 'Kamran', lastName: `Əliyev${tail}` });
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const game = await createGameStartingSoon(request, organizer, {
    title: `Ədalətli oyun ${tail}`,
    seconds: 25,
    hasReferee: true,
  });
  const assigned = await request.put(`/api/v1/games/${game.id}/referee`, {
    headers: bearer(organizer),
    data: { referee_id: referee.user['id'] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await bookWithCash(request, fair, game.id);
  await bookWithCash(request, rough, game.id);

  // Before kick-off the referee sees the game but no form to mark it.
  await signInThroughStorage(page, referee);
  await page.goto(`/games/${game.id}`);
  await expect(page.getByText('Bu oyunun hakimi sizsiniz')).toBeVisible();
  await expect(page.getByTestId('fair-play-form')).toHaveCount(0);

  // After kick-off: 5 for one player, 3 for the other.
  await waitUntil(game.startsAt);
  await page.reload();
  const form = page.getByTestId('fair-play-form');
  const mark = async (player: Player, score: number) => {
    const stars = form.getByLabel(`${player.firstName} ${player.lastName}: ədalətli oyun`, { exact: true });
    // Each star is a hidden radio button under the label that draws it: a tap lands on the label.
    const id = await stars.locator(`input[type="radio"][value="${score}"]`).getAttribute('id');
    await stars.locator(`label[for="${id ?? ''}"]`).click();
    await expect(stars.locator(`input[type="radio"][value="${score}"]`)).toBeChecked();
  };
  await mark(fair, 5);
  await mark(rough, 3);
  await form.getByTestId('fair-play-save').click();
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

  // Each player's statistics show their average mark out of five.
  const playerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const playerPage = await playerContext.newPage();
  await signInThroughStorage(playerPage, fair);
  await playerPage.goto('/profile');
  await expect(playerPage.getByTestId('stat-fair_play-value')).toHaveText('5 / 5');
  await playerPage.goto(`/players/${String(rough.user['id'])}`);
  await expect(playerPage.getByTestId('stat-fair_play-value')).toHaveText('3 / 5');
  await playerContext.close();
});
