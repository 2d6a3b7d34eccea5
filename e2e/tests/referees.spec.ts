import type { APIRequestContext } from '@playwright/test';
import { expect, isPhone, signInThroughStorage, test, type Player } from '../support/fixtures';
import { demoLogin } from '../support/games';
import { appointedReferee, letterTail } from '../support/referees';

const bearer = (who: Pick<Player, 'tokens'>) => ({ authorization: `Bearer ${who.tokens.access_token}` });

/** A game with a referee, a week ahead, published by the demo organizer through the API. */
async function gameWithReferee(request: APIRequestContext, organizer: Pick<Player, 'tokens'>, title: string) {
  const venues = await request.get('/api/v1/venues?page_size=20');
  const venueIds = ((await venues.json()) as { items: { id: number }[] }).items.map((venue) => venue.id);
  const startsAt = new Date(Date.now() + 6 * 86_400_000);
  startsAt.setUTCMinutes(0, 0, 0);
  for (const venueId of venueIds) {
    const answer = await request.post('/api/v1/games', {
      headers: bearer(organizer),
      data: {
        venue_id: venueId,
        title,
        starts_at: startsAt.toISOString(),
        duration_minutes: 60,
        format: '5x5',
        kind: 'regular',
        price: 10,
        has_referee: true,
      },
    });
    if (answer.status() === 409) continue;
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  }
  throw new Error('no venue had a free pitch');
}

test('an organizer assigns a referee, who sees the game in their schedule, and the game page names them', async ({
  browser,
  request,
}) => {
  const lastName = `Hakimov${letterTail()}`;
  // Two browsers, an appointment and a published game: more than the default 30 s on a busy machine.
  test.slow();
  const referee = await appointedReferee(request, lastName);
  const organizer = await demoLogin(request, 'organizer@demo.az');
  const title = `Hakimli oyun ${lastName}`;
  const gameId = await gameWithReferee(request, organizer, title);

  const organizerContext = await browser.newContext();
  const organizerPage = await organizerContext.newPage();
  await signInThroughStorage(organizerPage, organizer);
  await organizerPage.goto(`/games/${gameId}`);
  await expect(organizerPage.getByTestId('game-referee')).toBeVisible();
  await organizerPage.getByTestId('referee-assign').click();
  await organizerPage.getByTestId('referee-search').fill(lastName);
  // The search runs a moment after the typing stops; until it answers, the list still shows the
  // last answer, which may be redrawn under the pointer. Only this referee has the name.
  await expect(organizerPage.getByRole('option')).toHaveCount(1);
  await organizerPage.getByRole('option', { name: `Tural ${lastName}` }).click();
  await expect(organizerPage.getByTestId('referee-search')).toHaveValue(`Tural ${lastName}`);
  await organizerPage.getByTestId('referee-save').click();
  await expect(organizerPage.getByTestId('game-referee-name')).toHaveText(`Tural ${lastName}`);
  await organizerContext.close();

  const refereeContext = await browser.newContext();
  const refereePage = await refereeContext.newPage();
  await signInThroughStorage(refereePage, referee);
  await refereePage.goto('/dashboard');
  const scheduleLink = refereePage.getByRole('link', { name: 'Hakim olduğum oyunlar' });
  if (isPhone(refereePage)) {
    // On a phone the drawer is closed: the page is one address away.
    await refereePage.goto('/referee/games');
  } else {
    await scheduleLink.first().click();
  }
  await expect(refereePage).toHaveURL(/\/referee\/games$/);
  const row = refereePage.locator(`[data-testid="refereed-game"][data-game-id="${gameId}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expect(refereePage.getByTestId('game-referee-name')).toHaveText(`Tural ${lastName}`);
  await expect(refereePage.getByText('Bu oyunun hakimi sizsiniz')).toBeVisible();
  await refereeContext.close();
});
