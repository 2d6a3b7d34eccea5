import type { Page } from '@playwright/test';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { createPlayer, expect, signInThroughStorage, test } from '../support/fixtures';
import { demoLogin } from '../support/games';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** No axe violation on the page as it is now; `coloursOnly` once it was checked in full in the other theme. */
async function expectAccessible(page: Page, label: string, { coloursOnly = false } = {}): Promise<void> {
  await waitForStillPage(page);
  const violations = await axeViolations(page, { coloursOnly });
  expect.soft(violations.join('\n'), `axe violations on ${label}`).toBe('');
}

/** Opens the settings' deletion dialog and waits for its content. */
async function openDeletionDialog(page: Page) {
  await page.goto('/settings');
  await page.getByTestId('delete-account-open').click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınız silinsin?' });
  await expect(dialog.locator('input[type="password"]')).toBeVisible();
  await expect(dialog.locator('.MuiSkeleton-root')).toHaveCount(0);
  return dialog;
}

/** Asks for the deletion in the open dialog (the balance given up when there is one) and waits for the day. */
async function scheduleDeletion(page: Page, password: string) {
  const dialog = page.getByTestId('account-deletion-dialog');
  const giveUp = dialog.getByTestId('account-deletion-give-up');
  if (await giveUp.isVisible()) await giveUp.getByRole('checkbox').check();
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Hesabımı sil', exact: true }).click();
  const scheduled = page.getByRole('dialog', { name: 'Silinmə planlaşdırıldı' });
  await expect(scheduled).toContainText(/Hesabınız .+ silinəcək\. Bütün cihazlarda hesabdan çıxdınız\./);
  return scheduled;
}

/** The admin's users page on the one account with `email`, its dialog open at the erase section. */
async function openAccountAsAdmin(page: Page, email: string) {
  await page.goto('/admin/users');
  await page.getByTestId('admin-users-search').fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId('admin-user')).toHaveCount(1);
  await page.getByTestId('admin-user').getByTestId('admin-user-manage').click();
  const dialog = page.getByTestId('admin-user-dialog');
  await expect(dialog.getByTestId('admin-user-erase-section')).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  return dialog;
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-poçt', exact: true }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
}

test.describe('deleting my account', () => {
  test('a player schedules the deletion and sees its day, signs in again and sees it cancelled', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Səbinə', lastName: 'Rüstəmova' });
    await signInThroughStorage(page, player);

    await test.step('the dialog says what will happen and asks for the password', async () => {
      const dialog = await openDeletionDialog(page);
      await expect(dialog).toContainText('Bütün cihazlarda dərhal hesabdan çıxacaqsınız.');
      await expect(dialog).toContainText('“Silinmiş oyunçu” kimi görünəcəksiniz');
      await expectAccessible(page, 'the deletion dialog');
    });

    await test.step('scheduled: the day is shown, and the player is signed out', async () => {
      const scheduled = await scheduleDeletion(page, player.password);
      await expectAccessible(page, 'the scheduled deletion');
      await scheduled.getByRole('button', { name: 'Aydındır' }).click();
      await expect(page).toHaveURL(/\/login/);
      const me = await request.get('/api/v1/auth/me', {
        headers: { authorization: `Bearer ${player.tokens.access_token}` },
      });
      expect(me.status()).toBe(401);
    });

    await test.step('signing in again cancels it and says so, in both themes', async () => {
      await signInWithForm(page, player.email, player.password);
      const banner = page.getByTestId('deletion-cancelled-banner');
      await expect(banner).toContainText('Daxil olduğunuz üçün hesabınızın silinməsi ləğv edildi.');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expectAccessible(page, 'the cancelled deletion banner');
      await toggleTheme(page);
      await expectAccessible(page, 'the cancelled deletion banner, other theme', { coloursOnly: true });
      await banner.getByRole('button', { name: 'Bağla' }).click();
      await expect(banner).toHaveCount(0);
    });

    await test.step('the dialog and the scheduled day pass axe in the other theme too', async () => {
      await openDeletionDialog(page);
      await expectAccessible(page, 'the deletion dialog, other theme', { coloursOnly: true });
      await scheduleDeletion(page, player.password);
      await expectAccessible(page, 'the scheduled deletion, other theme', { coloursOnly: true });
    });
  });

  test('an admin erases a player’s account on their written request', async ({ page, request }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Fərid', lastName: 'Bağırov' });
    await signInThroughStorage(page, await demoLogin(request, 'admin@demo.az'));

    let dialog = await openAccountAsAdmin(page, player.email);
    await expectAccessible(page, 'the admin’s erase section');
    await dialog.getByTestId('admin-user-dialog-close').click();
    await toggleTheme(page);
    dialog = await openAccountAsAdmin(page, player.email);
    await expectAccessible(page, 'the admin’s erase section, other theme', { coloursOnly: true });

    await dialog.getByTestId('admin-user-erase-now').click();
    const confirm = page.getByRole('dialog', { name: /Erase the account of Fərid Bağırov/ });
    const giveUp = confirm.getByRole('checkbox');
    if (await giveUp.isVisible()) await giveUp.check();
    await confirm.getByTestId('admin-user-erase-reason').fill('The player asked by email on 3 November');
    await expectAccessible(page, 'the admin’s erase confirmation');
    await confirm.getByRole('button', { name: 'Erase now' }).click();
    await expect(dialog.getByTestId('admin-user-erase-section')).toContainText('This account was erased on');
    const login = await request.post('/api/v1/auth/login/json', {
      data: { email: player.email, password: player.password },
    });
    expect(login.status()).toBe(401);
  });
});
