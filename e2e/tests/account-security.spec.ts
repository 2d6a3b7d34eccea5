import { expect } from '@playwright/test';
import {
  PASSWORD,
  createPlayer,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const NEW_PASSWORD = 'Qız-qalası-1850';

test.describe('account security in the settings', () => {
  test('a player sees their devices, signs the phone out, changes the password and signs out everywhere', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, { firstName: 'Aynur', lastName: 'Quliyeva' });
    const phoneLogin = await request.post('/api/v1/auth/login/json', {
      headers: { 'user-agent': PHONE },
      data: { email: player.email, password: PASSWORD },
    });
    expect(phoneLogin.status()).toBe(200);
    const phone = (await phoneLogin.json()) as { access_token: string };
    const phoneIsIn = async () =>
      (
        await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${phone.access_token}` } })
      ).status();

    await signInThroughStorage(page, player);
    await page.goto('/settings');
    const devices = page.getByTestId('account-session');
    await expect(devices).toHaveCount(2);
    await expect(page.getByTestId('settings-sessions').getByText('Bu cihaz')).toBeVisible();
    await expect(devices.filter({ hasText: 'Chrome, Android' })).toHaveCount(1);
    await expectNoHorizontalScroll(page);

    await devices
      .filter({ hasText: 'Chrome, Android' })
      .getByRole('button', { name: /Çıxış et/ })
      .click();
    await expect(page.getByText('Cihazda hesabdan çıxış edildi')).toBeVisible();
    await expect(devices).toHaveCount(1);
    expect(await phoneIsIn()).toBe(401);

    const password = page.getByTestId('settings-password');
    await password.locator('input[name="current_password"]').fill(PASSWORD);
    await password.locator('input[name="new_password"]').fill('aynur-futbol-2026');
    await password.locator('input[name="confirm_password"]').fill('aynur-futbol-2026');
    await password.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
    await expect(password.getByText(/adınız, soyadınız və ya «Oyna» sözü olmamalıdır/)).toBeVisible();
    await password.locator('input[name="new_password"]').fill(NEW_PASSWORD);
    await password.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
    await expect(page.getByText('Şifrə dəyişdirildi. Digər cihazlarda hesabdan çıxış edildi.')).toBeVisible();
    const withNew = await request.post('/api/v1/auth/login/json', {
      data: { email: player.email, password: NEW_PASSWORD },
    });
    expect(withNew.status()).toBe(200);

    await page.getByTestId('sign-out-everywhere').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hər yerdə çıxış et' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const newToken = ((await withNew.json()) as { access_token: string }).access_token;
    expect(
      (await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${newToken}` } })).status(),
    ).toBe(401);
  });
});
