import type { Page } from '@playwright/test';
import { axeViolations, waitForStillPage } from '../support/axe';
import { completeOnboardingThroughApi, expect, expectNoHorizontalScroll, test } from '../support/fixtures';
import { fundWallet, openGameAnyoneCanBook } from '../support/games';
import {
  TELEGRAM_INSETS,
  TELEGRAM_THEMES,
  backButtonVisible,
  expectMainButton,
  mainButton,
  miniAppUrl,
  newMiniAppUser,
  scriptTelegram,
  signedInitData,
  telegramEvent,
} from '../support/telegram-mini-app';

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// axe-core is injected as an inline script; the flow itself ran under the product's CSP before this was added.
test.use({ bypassCSP: true });

test.describe('Oyna as a Telegram Mini App', () => {
  test('a linked Telegram player opens a shared game in the Mini App, follows Telegram’s theme and Back button, and books it from the wallet with the Main button', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const telegramUser = newMiniAppUser({ first_name: 'Elvin', last_name: 'Quliyev', language_code: 'az' });
    const game = await openGameAnyoneCanBook(request, { maxPrice: 30, minPlacesLeft: 2 });

    await test.step('the Telegram account already has an onboarded Oyna account with money on it', async () => {
      const first = await request.post('/api/v1/auth/telegram/mini-app', {
        data: { init_data: signedInitData(telegramUser) },
      });
      expect(first.status(), await first.text()).toBe(200);
      const auth = (await first.json()) as { tokens: { access_token: string; refresh_token: string } };
      const user = await completeOnboardingThroughApi(request, {
        tokens: auth.tokens,
        firstName: 'Elvin',
        lastName: 'Quliyev',
      });
      await fundWallet(request, { user }, 50);
    });

    await test.step('opened from a link to the game, the Mini App signs in from the launch and shows that game', async () => {
      await scriptTelegram(page, 'dark');
      const startParam = `game_${game.id}`;
      await page.goto(
        miniAppUrl('/dashboard', signedInitData(telegramUser, startParam), { theme: 'dark', startParam }),
      );
      await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('registration-panel')).toBeVisible();
      // No cookie holds the session: the tokens are the app's own, as after any sign-in.
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
      const session = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
            state?: { user?: { first_name?: string } };
          },
      );
      expect(session.state?.user?.first_name).toBe('Elvin');
      await expectMainButton(page, 'Oyuna yazıl');
    });

    await test.step('nothing is drawn under Telegram’s header controls or the phone’s home indicator', async () => {
      await expect
        .poll(async () => (await page.getByTestId('menu-button').boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(TELEGRAM_INSETS.top);
      const viewportHeight = page.viewportSize()?.height ?? 0;
      await expect
        .poll(async () => {
          const box = await page.getByTestId('bottom-nav').locator('ul').boundingBox();
          return box ? box.y + box.height : viewportHeight;
        })
        .toBeLessThanOrEqual(viewportHeight - TELEGRAM_INSETS.bottom);
    });

    await test.step('Telegram’s dark theme colours the app; switching Telegram to light follows at once', async () => {
      await expect.poll(() => bodyBackground(page)).toBe(rgb(TELEGRAM_THEMES.dark.bg_color));
      // Telegram's theme decides: the app's own theme switch is not offered.
      await expect(page.getByTestId('theme-toggle')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await waitForStillPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('mini-app-game-dark.png'), fullPage: true });

      await telegramEvent(page, 'theme_changed', { theme_params: TELEGRAM_THEMES.light });
      await expect.poll(() => bodyBackground(page)).toBe(rgb(TELEGRAM_THEMES.light.bg_color));
      await waitForStillPage(page);
      expect(await axeViolations(page, { coloursOnly: true })).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('mini-app-game-light.png'), fullPage: true });
    });

    await test.step('the Back button appears after moving on and goes back through the app’s history', async () => {
      expect(await backButtonVisible(page)).toBe(false);
      const bar = page.getByRole('navigation', { name: 'Əsas bölmələr' });
      await bar.getByRole('link', { name: 'Oyunlarım' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Oyunlarım' })).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      // On another page the game's Main button is gone.
      await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);

      await telegramEvent(page, 'back_button_pressed');
      await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
      await expect.poll(() => backButtonVisible(page)).toBe(false);
    });

    await test.step('the Main button books the game: it opens the booking, then pays from the wallet', async () => {
      await expectMainButton(page, 'Oyuna yazıl');
      await telegramEvent(page, 'main_button_pressed');
      const dialog = page.getByTestId('register-dialog');
      await expect(dialog).toBeVisible();
      await expectMainButton(page, /ödə və oyuna yazıl$/);
      // Full screen on a phone, the dialog's title stays clear of Telegram's header controls.
      const title = await dialog.getByRole('heading').first().boundingBox();
      expect(title?.y ?? 0).toBeGreaterThanOrEqual(TELEGRAM_INSETS.top);
      await waitForStillPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('mini-app-booking-light.png') });

      await telegramEvent(page, 'main_button_pressed');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('my-registration')).toBeVisible();
      // The success is felt too.
      await expect
        .poll(() =>
          page.evaluate(() =>
            (
              window as unknown as { __telegram: { methods: { type: string; data: unknown }[] } }
            ).__telegram.methods.some(
              (method) =>
                method.type === 'web_app_trigger_haptic_feedback' &&
                (method.data as { notification_type?: string }).notification_type === 'success',
            ),
          ),
        )
        .toBe(true);
      await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);
    });
  });
});
