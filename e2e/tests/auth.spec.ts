import {
  PASSWORD,
  createPlayer,
  switchStoredSession,
  expect,
  isPhone,
  storedSession,
  test,
  uniqueEmail,
} from '../support/fixtures';
import type { Page } from '@playwright/test';

async function openDrawer(page: Page) {
  if (isPhone(page)) await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('app-drawer')).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordField = (page: Page) => page.locator('input[name="password"]');
const confirmField = (page: Page) => page.locator('input[name="confirm_password"]');

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'E-poçt').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
}

test.describe('accounts and sessions', () => {
  test('a visitor registers, signs in and out, and the forms and legal pages say what they should', async ({
    page,
    request,
  }) => {
    // A whole journey across several pages; argon2 and a busy machine can make it long.
    test.slow();
    await test.step('a new player registers with email, lands on onboarding, and logs out', async () => {
      const email = uniqueEmail('new');
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Oyna-ya qoşulun' })).toBeVisible();

      await field(page, 'Ad').fill('Kamran');
      await field(page, 'Soyad').fill('Məmmədli');
      await field(page, 'E-poçt').fill(email);
      await passwordField(page).fill(PASSWORD);
      // The password typed twice must match before anything is sent.
      await confirmField(page).fill(`${PASSWORD}x`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
      await expect(page.getByText('Şifrələr eyni deyil')).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
      await confirmField(page).fill(PASSWORD);
      await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();

      await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
      await expect(page.getByTestId('onboarding-welcome')).toHaveText('Xoş gəldiniz, Kamran!');
      await expect(page.getByRole('heading', { level: 1, name: 'Şəxsi məlumatlar' })).toBeVisible();
      const session = await storedSession(page);
      expect(Object.keys(session ?? {}).sort()).toEqual(['isAuthenticated', 'refreshToken', 'token', 'user']);

      // Until onboarding is complete, the main layout sends the player back to it.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);

      await page.getByTestId('onboarding-logout').click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Yenidən xoş gəldiniz' })).toBeVisible();
      expect(await storedSession(page)).toBeNull();

      // Signed out for real: the dashboard now asks to sign in again.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    });

    await test.step('an address that is taken is not revealed: the page says to check the mailbox', async () => {
      const taken = await createPlayer(request);
      await page.goto('/register');
      await field(page, 'Ad').fill('Elvin');
      await field(page, 'Soyad').fill('Quliyev');
      await field(page, 'E-poçt').fill(taken.email);
      await passwordField(page).fill('Başqa-bir-şifrə-2026');
      await confirmField(page).fill('Başqa-bir-şifrə-2026');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
      await expect(page.getByTestId('register-check-email')).toHaveText(
        'Qeydiyyat qəbul edildi. E-poçtunuza məktub göndərdik: davam etmək üçün ona baxın.',
      );
      await expect(page).toHaveURL(/\/register$/);
    });

    await test.step('a registered player signs in and lands on the dashboard', async () => {
      const leyla = await createPlayer(request, { firstName: 'Leyla' });
      await page.goto('/login');
      await signIn(page, leyla.email, leyla.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('dashboard-greeting')).toHaveText('Salam, Leyla!');
      // A new player: no games yet, and the way to the first one.
      await expect(page.getByTestId('stat-games')).toHaveText('0');
      await expect(page.getByTestId('dashboard-first-game')).toBeVisible();

      await openDrawer(page);
      await page.getByTestId('nav-logout').click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toBeNull();
    });

    await test.step('a wrong password shows the server message', async () => {
      // Still on the sign-in page the previous step ended on.
      const player = await createPlayer(request);
      await signIn(page, player.email, 'not-the-password');
      await expect(page.getByTestId('login-error')).toHaveText('E-poçt və ya şifrə yanlışdır.');
      await expect(page).toHaveURL(/\/login$/);
      expect((await storedSession(page))?.['token'] ?? null).toBeNull();
    });

    // The last two steps switch the interface to Russian.
    await test.step('the terms and the privacy policy are real pages, linked from registration', async () => {
      await page.goto('/register');
      const termsLink = page.getByRole('link', { name: 'İstifadə şərtləri' }).last();
      await expect(termsLink).toHaveAttribute('href', '/terms');
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'İstifadə şərtləri' })).toBeVisible();
      await expect(page.getByText('Oyunun başlamasına 24 saatdan çox qalmış imtina etsəniz')).toBeVisible();
      await page.goto('/privacy?lang=ru');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Кто получает данные' })).toBeVisible();
      await expect(page.getByTestId('back-to-site')).toHaveAttribute('href', '/?lang=ru');
    });

    await test.step('the forms check the fields before sending, in the interface language', async () => {
      await page.goto('/register?lang=ru');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(page.getByText('Это поле обязательно.').first()).toBeVisible();
      await expect(page.getByText('Введите корректный адрес электронной почты.')).toBeVisible();
      await expect(
        page.getByText('Для регистрации нужно принять условия использования и политику конфиденциальности.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
    });
  });

  test("a player's session: the way back after sign-in, the redirects when signed in, and refreshing", async ({
    page,
    request,
  }) => {
    test.slow();
    await test.step('a protected page opened while signed out comes back after sign-in', async () => {
      const player = await createPlayer(request, { firstName: 'Orxan' });
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
      await signIn(page, player.email, player.password);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-field-email')).toHaveText(player.email);
    });

    await test.step('a signed-in player opening /login or /register goes to the dashboard', async () => {
      // Signed in by the previous step.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/register');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('an expired access token is refreshed silently', async () => {
      const player = await createPlayer(request, { firstName: 'Tural' });
      await switchStoredSession(page, player, { token: 'expired.or.garbage', forgetTheRest: true });
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-greeting')).toHaveText('Salam, Tural!');

      const session = await storedSession(page);
      expect(session?.['token']).toEqual(expect.any(String));
      expect(session?.['token']).not.toBe('expired.or.garbage');
      expect(session?.['refreshToken']).not.toBe(player.tokens.refresh_token);
      // The new pair works for the API, and the old refresh token is spent.
      const me = await request.get('/api/v1/auth/me', {
        headers: { authorization: `Bearer ${String(session?.['token'])}` },
      });
      expect(me.status()).toBe(200);
    });

    await test.step('a session that cannot be refreshed ends on the sign-in page, keeping the page', async () => {
      const player = await createPlayer(request);
      await switchStoredSession(page, player, {
        token: 'expired',
        refreshToken: 'revoked-refresh-token',
        forgetTheRest: true,
      });
      await page.goto('/teams');
      await expect(page).toHaveURL(/\/login\?next=%2Fteams$/);
      expect(await storedSession(page)).toBeNull();
    });
  });
});
