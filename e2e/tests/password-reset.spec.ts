import type { Page } from '@playwright/test';
import { createPlayer, expect, signInThroughStorage, test } from '../support/fixtures';
import { emailsTo, linkTo, waitForEmail } from '../support/mailbox';

const NEW_PASSWORD = 'Qız-qalası-gecə-2027';
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('a forgotten password', () => {
  test('is asked for by address: an unknown one gets the same answer, a known one is reset once', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // several pages and two argon2 hashes on a busy machine
    await test.step('an unknown address gets the same answer and no email', async () => {
      const address = `nobody-${Date.now()}@example.az`;
      await page.goto('/forgot-password');
      await field(page, 'E-poçt').fill(address);
      await page.getByRole('button', { name: 'Keçidi göndər' }).click();
      await expect(page.getByTestId('forgot-password-sent')).toHaveText(
        'Bu ünvanla hesab varsa, ona yeni şifrə üçün keçid göndərdik. E-poçtunuzu yoxlayın.',
      );
      await page.waitForTimeout(500);
      expect(await emailsTo(address)).toEqual([]);
    });

    await test.step('is reset through the emailed link, which signs every device out and works once', async () => {
      const player = await createPlayer(request);

      // Another device, signed in before the reset.
      const phone = await browser.newContext();
      const phonePage = await phone.newPage();
      await signInThroughStorage(phonePage, player);
      await phonePage.goto('/dashboard');
      await expect(phonePage).toHaveURL(/\/dashboard$/);

      await page.goto('/login');
      await page.getByTestId('forgot-password-link').click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Şifrəni unutmusunuz?' })).toBeVisible();
      await field(page, 'E-poçt').fill(player.email);
      await page.getByRole('button', { name: 'Keçidi göndər' }).click();
      await expect(page.getByTestId('forgot-password-sent')).toHaveText(
        'Bu ünvanla hesab varsa, ona yeni şifrə üçün keçid göndərdik. E-poçtunuzu yoxlayın.',
      );

      const email = await waitForEmail(player.email, 'Şifrənin bərpası');
      const link = linkTo(email.text, '/reset-password');
      expect(email.html).toContain(link);
      await page.goto(link);
      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Yeni şifrəni saxla' }).click();
      await expect(page.getByTestId('reset-password-done')).toBeVisible();

      // The new password signs in; the other device's session has ended.
      await page.getByRole('main').getByRole('link', { name: 'Daxil ol' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await field(page, 'E-poçt').fill(player.email);
      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const refused = await request.get('/api/v1/auth/me', {
        headers: { authorization: `Bearer ${player.tokens.access_token}` },
      });
      expect(refused.status()).toBe(401);
      await phone.close();

      // The link worked once.
      const again = await page.context().newPage();
      await again.goto(link);
      await again.locator('input[name="password"]').fill('Başqa-bir-şifrə-2028');
      await again.locator('input[name="confirm_password"]').fill('Başqa-bir-şifrə-2028');
      await again.getByRole('button', { name: 'Yeni şifrəni saxla' }).click();
      await expect(again.getByTestId('reset-password-error')).toHaveText(
        'Bu keçiddən artıq istifadə olunub. Lazımdırsa, yeni məktub istəyin.',
      );
    });
  });
});
