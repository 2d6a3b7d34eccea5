import { randomUUID } from 'node:crypto';
import { OIDC_IDENTITY_COOKIE, OIDC_ISSUER } from '../support/env';
import { expect, storedSession, test } from '../support/fixtures';
import { clickTelegramWidget, fakeTelegramWidget, signedTelegramUser } from '../support/telegram';

/**
 * The widget is ready (or has failed) once the app has started and the widget's script has loaded
 * (or not). On a busy 2-core CI machine the app's start alone has taken more than the default 10 s
 * on the phone.
 */
const WIDGET_READY_MS = 25_000;

test.describe('sign-in with Google and Telegram', () => {
  test('Google: refused callbacks, then a sign-in through a local OpenID Connect provider', async ({
    page,
    context,
  }) => {
    // Two sites and a token exchange: give it the time a slow machine needs.
    test.slow();
    await test.step('Google: a callback without a code says "Authorization error" and returns to /login', async () => {
      await page.goto('/auth/google/callback?state=whatever');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('toast').filter({ hasText: 'Avtorizasiya xətası' })).toBeVisible();
    });

    await test.step('Google: a code the server refuses says "Authorization error" and returns to /login', async () => {
      await page.goto('/auth/google/callback?code=made-up&state=made-up');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('toast').filter({ hasText: 'Avtorizasiya xətası' })).toBeVisible();
    });

    await test.step('Google: through a local OpenID Connect provider, back in the chosen language, onto onboarding', async () => {
      const id = randomUUID().slice(0, 12);
      const identity = {
        sub: `google-${id}`,
        email: `farid.${id}@gmail.com`,
        email_verified: true,
        given_name: 'Fərid',
        family_name: 'Quliyev',
      };
      await context.addCookies([
        {
          name: OIDC_IDENTITY_COOKIE,
          value: Buffer.from(JSON.stringify(identity)).toString('base64url'),
          url: OIDC_ISSUER,
        },
      ]);

      // On the sign-in page the previous steps ended on.
      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: 'Русский' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'С возвращением' })).toBeVisible();

      const leftForProvider = page.waitForRequest((request) =>
        request.url().startsWith(`${OIDC_ISSUER}/auth?`),
      );
      await page.getByTestId('google-sign-in').click();
      const authorization = new URL((await leftForProvider).url());
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');

      await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
      await expect(page.getByTestId('onboarding-welcome')).toHaveText('Добро пожаловать, Fərid!');
      await expect(page.getByTestId('toast').filter({ hasText: 'Успешный вход!' })).toBeVisible();

      const stored = await page.evaluate(() => ({
        access: window.localStorage.getItem('access_token'),
        refresh: window.localStorage.getItem('refresh_token'),
        oauthLanguage: window.localStorage.getItem('oauth_language'),
        language: window.localStorage.getItem('i18nextLng'),
      }));
      const session = await storedSession(page);
      expect(stored.access).toBe(session?.['token']);
      expect(stored.refresh).toBe(session?.['refreshToken']);
      expect(stored.oauthLanguage).toBeNull();
      expect(stored.language).toBe('ru');
      expect(session?.['user']).toMatchObject({ email: identity.email, language: 'ru' });
    });
  });

  test('Telegram: a widget that cannot load, a forged signature and a signed user', async ({ page }) => {
    test.slow();
    await test.step('Telegram: when the widget cannot load, the button is disabled and says why', async () => {
      await page.goto('/login');
      const button = page.getByTestId('telegram-sign-in');
      await expect(button).toHaveAttribute('data-state', 'failed', { timeout: WIDGET_READY_MS });
      await expect(button).toBeDisabled();
      await expect(page.getByTestId('telegram-unavailable')).toHaveText(
        'Telegram vidceti yüklənmədi. İnternet bağlantınızı yoxlayın və ya e-poçtla daxil olun.',
      );
      // Google is configured here: its button works, with no explanation under it.
      await expect(page.getByTestId('google-sign-in')).toBeEnabled();
      await expect(page.getByTestId('google-unavailable')).toHaveCount(0);
    });

    await test.step('Telegram: a forged signature is refused with "Telegram login error"', async () => {
      const user = { ...signedTelegramUser(), first_name: 'Someone else' };
      await fakeTelegramWidget(page, user);
      await page.goto('/register');
      await expect(page.getByTestId('telegram-sign-in')).toHaveAttribute('data-state', 'ready', {
        timeout: WIDGET_READY_MS,
      });
      await clickTelegramWidget(page);
      await expect(page.getByTestId('toast').filter({ hasText: 'Telegram ilə giriş xətası' })).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
      expect((await storedSession(page))?.['token'] ?? null).toBeNull();
    });

    await test.step('Telegram: the widget hands over a signed user, and a new player lands on onboarding', async () => {
      const user = signedTelegramUser({ first_name: 'Rauf' });
      // Routed after the forged user's widget, so this one answers now.
      await fakeTelegramWidget(page, user);
      await page.goto('/login');

      const button = page.getByTestId('telegram-sign-in');
      await expect(button).toHaveAttribute('data-state', 'ready', { timeout: WIDGET_READY_MS });
      await expect(button).toHaveText('Telegram ilə daxil ol');
      await clickTelegramWidget(page);

      await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
      await expect(page.getByTestId('onboarding-welcome')).toHaveText('Xoş gəldiniz, Rauf!');
      await expect(page.getByTestId('toast').filter({ hasText: 'Uğurla daxil oldunuz!' })).toBeVisible();
      const session = await storedSession(page);
      expect(session?.['user']).toMatchObject({ first_name: 'Rauf', email: null });
      expect(await page.evaluate(() => window.localStorage.getItem('refresh_token'))).toBe(
        session?.['refreshToken'],
      );
    });
  });
});
