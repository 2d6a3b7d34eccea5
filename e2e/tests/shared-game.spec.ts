import {
  expect,
  expectNoHorizontalScroll,
  storedSession,
  test,
  uniqueEmail,
  PASSWORD,
} from '../support/fixtures';
import { completeOnboardingThroughApi } from '../support/fixtures';
import { fundWallet, openGameAnyoneCanBook } from '../support/games';

test.describe('a shared game link', () => {
  test('a visitor opens shared games: an unknown one says so, an open one is booked after signing up', async ({
    page,
    request,
  }) => {
    test.slow();
    await test.step('a shared link to a finished or unknown game says so, with no way to book', async () => {
      await page.goto('/games/00000000-0000-4000-8000-000000000000');
      await expect(page.getByTestId('visitor-join-panel')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await test.step('a visitor opens a shared game, signs up, onboards, lands back on the game and books it', async () => {
      const gameId = (await openGameAnyoneCanBook(request, { maxPrice: 30, minPlacesLeft: 2 })).id;

      // The link itself shows the game in a chat before anyone opens it, in the sharer's language.
      const preview = await request.get(`/games/${gameId}?lang=ru`);
      expect(await preview.text()).toContain(`<meta property="og:title" content="`);
      expect(await preview.text()).toContain('Запишитесь на игру в Oyna.');

      await page.goto(`/games/${gameId}`);
      const panel = page.getByTestId('visitor-join-panel');
      await expect(panel).toContainText('Bu oyunda oynamaq istəyirsiniz?');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await panel.getByTestId('visitor-register').click();
      await expect(page).toHaveURL(new RegExp(`/register\\?next=%2Fgames%2F${gameId}$`));
      const email = uniqueEmail('shared');
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Rəşad');
      await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill('Əliyev');
      await page.getByRole('textbox', { name: 'E-poçt', exact: true }).fill(email);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="confirm_password"]').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
      // The flow then names its step in the address (the browser's back button walks the steps).
      await expect(page).toHaveURL(new RegExp(`/onboarding\\?next=%2Fgames%2F${gameId}&step=1$`));

      // The six steps have their own tests: here they are filled through the API, then the page goes on.
      const session = await storedSession(page);
      const tokens = { access_token: String(session?.['token']), refresh_token: '' };
      const user = await completeOnboardingThroughApi(request, {
        tokens,
        firstName: 'Rəşad',
        lastName: 'Əliyev',
      });
      await fundWallet(request, { user }, 30);
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));

      await page.getByTestId('game-register').click();
      await page.getByTestId('register-dialog').getByTestId('register-confirm').click();
      await expect(page.getByTestId('my-registration')).toContainText('Siz oyundasınız');
    });
  });
});
