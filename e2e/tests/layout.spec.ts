import type { Page } from '@playwright/test';
import { pageBackground } from '../support/axe';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  ONE_WIDTH,
  signInThroughStorage,
  test,
} from '../support/fixtures';

const DRAWER_ITEMS = [
  'Panel',
  'Oyunlar',
  'Komandalar',
  'Profil',
  'Balans',
  'Reytinq',
  'Tənzimləmələr',
  'Çıxış',
];

async function openDrawer(page: Page) {
  if (isPhone(page)) await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('app-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('the main layout', () => {
  test('top bar, drawer and both themes fit the screen; the venue directory and the sections open in the shell', async ({
    page,
    request,
  }) => {
    // Both themes and the drawer at this width: long on a busy machine.
    test.slow();
    const player = await createPlayer(request, { firstName: 'Aysel', lastName: 'Hüseynova' });
    await signInThroughStorage(page, player);
    await test.step('top bar, drawer and both themes fit the screen', async () => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-greeting')).toHaveText('Salam, Aysel!');

      await expect(page.getByTestId('app-title')).toHaveText('Oyna');
      await expect(page.getByTestId('language-switcher')).toBeVisible();
      // A new player has no notifications: the bell shows no number.
      await expect(page.getByTestId('notifications')).toBeVisible();
      await expect(page.getByTestId('notifications')).not.toContainText(/\d/);
      await expect(page.getByTestId('avatar-button')).toHaveText('A');
      if (isPhone(page)) {
        await expect(page.getByTestId('balance')).toBeHidden();
        await expect(page.getByTestId('app-drawer')).toBeHidden();
      } else {
        await expect(page.getByTestId('balance')).toHaveText(/^0,00\s₼$/);
      }

      const drawer = await openDrawer(page);
      await expect(drawer.getByTestId('drawer-name')).toHaveText('Aysel Hüseynova');
      await expect(drawer.getByTestId('drawer-email')).toHaveText(player.email);
      for (const name of DRAWER_ITEMS) await expect(drawer.getByText(name, { exact: true })).toBeVisible();
      await expect(drawer.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
      await expectNoHorizontalScroll(page);
      if (isPhone(page)) await page.keyboard.press('Escape');

      // Dark by default; the toggle names the mode it switches to, in Azerbaijani.
      const toggle = page.getByTestId('theme-toggle');
      await expect(toggle).toHaveAttribute('aria-label', 'İşıqlı rejim');
      const dark = await pageBackground(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-label', 'Qaranlıq rejim');
      await expect.poll(() => pageBackground(page)).not.toBe(dark);
      await expectNoHorizontalScroll(page);
      await openDrawer(page);
      await expectNoHorizontalScroll(page);
    });
    await test.step('the venue directory opens inside the app shell for a signed-in player', async () => {
      if (isPhone(page)) await page.keyboard.press('Escape');
      await page.getByTestId('dashboard-venues-link').click();
      await expect(page).toHaveURL(/\/venues$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Futbol meydançaları' })).toBeVisible();
      await expect(page.getByTestId('menu-button')).toBeVisible();
    });
    await test.step('the drawer highlights the section by path and the avatar opens the profile', async () => {
      await page.goto('/teams/create');
      await expect(page.getByRole('heading', { level: 1, name: 'Yeni komanda' })).toBeVisible();
      const drawer = await openDrawer(page);
      await expect(drawer.getByTestId('nav-teams')).toHaveAttribute('aria-current', 'page');
      await expect(drawer.getByTestId('nav-dashboard')).not.toHaveAttribute('aria-current', 'page');

      await drawer.getByTestId('nav-games').click();
      await expect(page).toHaveURL(/\/games$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Oyun tap' })).toBeVisible();

      await page.getByTestId('avatar-button').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-name')).toHaveText(/Aysel/);
      await expectNoHorizontalScroll(page);
    });
  });

  test(
    'when the server is away the page says it is reconnecting, and changing the language in the settings is kept by the account',
    ONE_WIDTH,
    async ({ page, request }) => {
      const player = await createPlayer(request, { firstName: 'Günay' });
      await signInThroughStorage(page, player);
      await test.step('when the server is away the page says it is reconnecting and updates by itself when it is back', async () => {
        await page.goto('/games');
        await expect(page.getByRole('heading', { level: 1, name: 'Oyun tap' })).toBeVisible();

        let away = true;
        await page.route(/\/api\/v1\/(games|health)/, (route) =>
          away
            ? route.fulfill({
                status: 503,
                headers: { 'retry-after': '2' },
                json: { detail: 'Xidmət müvəqqəti əlçatan deyil.', code: 'service_unavailable' },
              })
            : route.fallback(),
        );
        await page.reload();
        const banner = page.getByTestId('reconnecting-banner');
        await expect(banner).toContainText('Yenidən qoşuluruq');
        away = false;
        await expect(banner).toBeHidden({ timeout: 10_000 });
        await expectNoHorizontalScroll(page);
        await page.unroute(/\/api\/v1\/(games|health)/);
      });
      await test.step('changing the language in the settings switches the interface and is kept by the account', async () => {
        await page.goto('/settings');
        await page.getByTestId('settings-language').click();
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/v1/users/me/profile') && response.status() === 200,
        );
        await page.getByRole('option', { name: 'Русский' }).click();
        await saved;
        await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

        // Another device (no stored language) opens in Russian, because the account says so.
        await page.evaluate(() => window.localStorage.removeItem('i18nextLng'));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
      });
    },
  );
});
