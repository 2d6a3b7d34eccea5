import type { Page } from '@playwright/test';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  ONE_WIDTH,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';
import { bookWithCash, createGameStartingSoon } from '../support/match';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** axe passes in the theme the page opened in and, after the toggle, in the other one. */
async function expectAxeInBothThemes(page: Page): Promise<void> {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  // The bell's tooltip, left by the tap that opened the page, is not part of the page under test.
  await page.mouse.move(0, 0);
  await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  for (let round = 0; round < 2; round += 1) {
    await waitForStillPage(page);
    expect(await axeViolations(page, { coloursOnly: round === 1 })).toEqual([]);
    if (round === 0) await toggleTheme(page);
  }
}

test.describe('notifications', () => {
  test('a player turns email reminders off, and sees a cancelled game appear on the bell live', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Leyla', lastName: 'Qasımova' });
    const organizer = await demoLogin(request, 'organizer@demo.az');
    const title = `Bildiriş oyunu ${Date.now().toString(36)}`;
    const game = await createGameStartingSoon(request, organizer, { title, seconds: 3 * 86_400 });
    await bookWithCash(request, player, game.id);

    await signInThroughStorage(page, player);
    await page.goto('/settings');
    const section = page.getByTestId('settings-notifications');
    await expect(section.getByRole('heading', { name: 'Bildirişlər' })).toBeVisible();
    // Email is set up on the e2e server (SMTP_URL, with the local SMTP server of the email tests);
    // a channel the server has not set up shows its switches disabled, with the reason.
    const emailReminders = page.getByTestId('matrix-reminders-email');
    await expect(emailReminders).toBeEnabled();
    await expect(emailReminders).toBeChecked();
    await emailReminders.click();
    await expect(emailReminders).not.toBeChecked();
    await page.getByTestId('notification-settings-save').click();
    await expect(page.getByText('Bildiriş ayarları yadda saxlanıldı')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('matrix-reminders-email')).not.toBeChecked();
    await expect(page.getByTestId('matrix-bookings-email')).toBeChecked();
    await expectNoHorizontalScroll(page);
    await expectAxeInBothThemes(page);

    // The bell counts only the booking's receipt yet; the organizer calls the game off in a browser of their own.
    const bell = page.getByTestId('notifications');
    await expect(bell).toContainText('1');
    const organizerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const organizerPage = await organizerContext.newPage();
      await signInThroughStorage(organizerPage, organizer);
      await organizerPage.goto(`/organizer/games/${game.id}/roster`);
      await organizerPage.getByTestId('cancel-game').click();
      await organizerPage.getByTestId('cancel-game-confirm').click();
      await expect(organizerPage.getByTestId('cancel-game')).toBeHidden();
    } finally {
      await organizerContext.close();
    }

    // Without a reload: the badge counts it and the centre lists it.
    await expect(bell).toContainText('2', { timeout: 15_000 });
    await bell.click();
    if (isPhone(page)) await expect(page).toHaveURL(/\/notifications$/);
    const item = page.getByTestId('notification-item').filter({ hasText: title }).filter({ hasText: 'ləğv' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('ləğv');
    await expect(item).toHaveAttribute('data-unread', 'true');

    if (!isPhone(page)) {
      // The menu is modal: axe runs on it in this theme; the page below in both.
      await waitForStillPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/notifications');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirişlər' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAxeInBothThemes(page);

    // Opening it marks it read and goes to the game: the receipt is left unread.
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
    await expect(bell).toContainText('1');
    await expect(bell).not.toContainText('2');
  });

  test(
    'a player switches one kind off under «Ətraflı», and it stays off after a reload',
    ONE_WIDTH,
    async ({ page, request }) => {
      const player = await createPlayer(request, { firstName: 'Rəşad', lastName: 'Əliyev' });
      await signInThroughStorage(page, player);
      await page.goto('/settings');
      const details = page.getByRole('button', { name: 'Ətraflı: Yerlər və oyun dəyişiklikləri' });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');

      // The booking's receipt goes by email and push; by SMS it may not go at all.
      const receiptByEmail = page.getByLabel('Yazılma təsdiqi: E-poçt', { exact: true });
      await expect(receiptByEmail).toBeChecked();
      await expect(page.getByTestId('matrix-kind-booking_confirmed-sms')).toHaveCount(0);
      await expect(page.getByLabel('Oyunun ləğvi: SMS', { exact: true })).toBeDisabled();
      await receiptByEmail.click();
      await expect(receiptByEmail).not.toBeChecked();
      await page.getByTestId('notification-settings-save').click();
      await expect(page.getByText('Bildiriş ayarları yadda saxlanıldı')).toBeVisible();

      await page.reload();
      await page.getByTestId('matrix-details-bookings').click();
      await expect(page.getByTestId('matrix-kind-booking_confirmed-email')).not.toBeChecked();
      await expect(page.getByTestId('matrix-kind-booking_confirmed-push')).toBeChecked();
      await expect(page.getByTestId('matrix-kind-game_cancelled-email')).toBeChecked();
      // The group's switch still reads on, for some of its kinds.
      await expect(page.getByTestId('matrix-bookings-email')).toHaveAttribute(
        'aria-label',
        'Yerlər və oyun dəyişiklikləri: E-poçt: bəzi bildirişlər',
      );
      await expectNoHorizontalScroll(page);
      await expectAxeInBothThemes(page);
    },
  );
});
