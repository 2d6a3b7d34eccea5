import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { bakuDayFromNow, balanceOf, fundWallet, openGameAnyoneCanBook, placesLeft } from '../support/games';

// axe-core is injected into the page as a script of its own, which the app's CSP would refuse.
test.use({ bypassCSP: true });

test.describe('bringing a guest', () => {
  test('a player books a place for a guest, sees "guest of" on the game and the payment in the wallet, then takes the guest off and gets the money back', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Kamran', lastName: 'Quliyev', language: 'en' });
    await fundWallet(request, player, 60);
    await signInThroughStorage(page, player);
    // Days apart from the other booking tests and from this test's own run at the other width,
    // which go side by side on the same demo games.
    const game = await openGameAnyoneCanBook(request, {
      maxPrice: 25,
      minPlacesLeft: 3,
      fromDay: bakuDayFromNow(isPhone(page) ? 6 : 9),
    });

    await page.goto(`/games/${game.id}?lang=en`);
    await page.getByTestId('game-register').click();
    await page.getByTestId('register-dialog').getByTestId('register-confirm').click();
    await expect(page.getByTestId('my-registration')).toContainText("You're in");
    const afterOwnPlace = await balanceOf(request, player);
    const placesBefore = await placesLeft(page);

    // Bring a guest: the dialog says the full price comes from the wallet; a blank name is refused on the spot.
    await page.getByTestId('bring-guest').click();
    const dialog = page.getByTestId('add-guest-dialog');
    await expect(dialog.getByTestId('guest-price')).toContainText('full price, no discount');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByTestId('add-guest-confirm').click();
    await expect(dialog.getByText(/The guest.s name must be 1 to/)).toBeVisible();
    await dialog.getByTestId('guest-name').fill('Elvin');
    await expectNoHorizontalScroll(page);
    await dialog.getByTestId('add-guest-confirm').click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByTestId('my-guest')).toHaveText(/Elvin/);
    // The demo data brings guests to some games too: this player's guest is the row that names them.
    const ownGuestRow = page.getByTestId('game-guest').filter({ hasText: 'Guest of Kamran Quliyev' });
    await expect(ownGuestRow).toHaveCount(1);
    await expect(ownGuestRow).toContainText('Elvin');
    // The guests' parts of the page pass axe in both themes.
    for (const theme of ['dark', 'light']) {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await waitForStillPage(page);
      expect(await axeViolations(page, { coloursOnly: theme === 'light' })).toEqual([]);
      if (theme === 'dark') await toggleTheme(page);
    }
    await expect.poll(() => placesLeft(page)).toBe(placesBefore - 1);
    expect(await balanceOf(request, player)).toBeCloseTo(afterOwnPlace - game.price, 2);

    // The same name again is refused with the reason, and nothing is charged.
    await page.getByTestId('bring-guest').click();
    await page.getByTestId('guest-name').fill('elvin');
    await page.getByTestId('add-guest-confirm').click();
    await expect(page.getByTestId('add-guest-error')).toContainText('already in this game');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await balanceOf(request, player)).toBeCloseTo(afterOwnPlace - game.price, 2);

    // The wallet names the guest beside the game.
    await page.goto('/balance?lang=en');
    await expect(page.getByText(/Guest Elvin:/).first()).toBeVisible();

    // Take the guest off a day or more ahead: the whole price comes back.
    await page.goto(`/games/${game.id}?lang=en`);
    await page.getByRole('button', { name: 'Take off the game: Elvin' }).click();
    await expect(page.getByTestId('remove-guest-dialog')).toContainText('comes back to your wallet');
    await page.getByTestId('remove-guest-confirm').click();
    await expect(page.getByTestId('my-guest')).toHaveCount(0);
    await expect(ownGuestRow).toHaveCount(0);
    expect(await balanceOf(request, player)).toBeCloseTo(afterOwnPlace, 2);
    await page.goto('/balance?lang=en');
    await expect(page.getByText(/Refund for guest Elvin:/).first()).toBeVisible();
  });
});
