import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  signInThroughStorage,
  test,
} from '../support/fixtures';

test.describe('the wallet', () => {
  test('a player tops up 20 ₼ through the sandbox checkout and sees it in the top bar and the history; a declined card changes nothing', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await test.step('a player tops up 20 ₼ through the sandbox checkout and sees it in the top bar and the history', async () => {
      const player = await createPlayer(request, { firstName: 'Nigar', lastName: 'Əliyeva' });
      await signInThroughStorage(page, player);

      await page.goto('/balance');
      await expect(page.getByRole('heading', { level: 1, name: 'Balans' })).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toHaveText(/^0,00\s₼$/);
      await expect(page.getByTestId('tier-name')).toHaveText('Bürünc');
      await expect(page.getByText('Hələ əməliyyat yoxdur', { exact: false })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByTestId('topup-preset-20').click();
      await expect(page.getByTestId('topup-submit')).toHaveText(/20,00\s₼ artır/);
      await page.getByTestId('topup-submit').click();

      // The sandbox's card page: a test, said plainly, under the product's CSP.
      await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/[0-9a-f-]+\/checkout/);
      await expect(page.getByText('TEST REJİMİ', { exact: false })).toBeVisible();
      await expect(page.getByTestId('checkout-amount')).toHaveText(/20,00\sAZN/);
      await expectNoHorizontalScroll(page);
      await page.getByLabel('Kart nömrəsi').fill('4169 7413 3015 1778');
      await page.getByLabel('Bitmə tarixi').fill('12/29');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Ödə/ }).click();

      await expect(page).toHaveURL(/\/balance\/topups\/[0-9a-f-]+$/);
      await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'succeeded');
      await expect(page.getByRole('heading', { name: 'Balans artırıldı' })).toBeVisible();
      await expect(page.getByTestId('result-balance')).toHaveText(/20,00\s₼/);

      // The top bar follows without a reload (it is shown from the tablet width up).
      if (isPhone(page)) await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId('balance')).toHaveText(/^20,00\s₼$/);

      await page.getByRole('link', { name: 'Balansa qayıt' }).click();
      await expect(page.getByTestId('wallet-balance')).toHaveText(/^20,00\s₼$/);
      const rows = page.getByTestId('transaction');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-kind', 'topup');
      await expect(rows.first().getByTestId('transaction-amount')).toHaveText(/^\+20,00\s₼$/);
      await expect(rows.first()).toContainText('Balansın kartla artırılması (416974******1778)');
    });

    await test.step('a declined card shows the failure and leaves the balance as it was', async () => {
      // Another player, in English, in a new tab of the same browser (its session replaces Nigar's).
      const other = await createPlayer(request, { language: 'en' });
      const page = await context.newPage();
      await signInThroughStorage(page, other);
      await page.goto('/balance');
      await page.getByTestId('topup-custom').fill('7,5');
      await expect(page.getByTestId('topup-submit')).toHaveText(/^Top up 7\.50\s₼$/);
      await page.getByTestId('topup-submit').click();
      await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry').fill('12/29');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page.getByTestId('topup-result')).toHaveAttribute('data-status', 'failed');
      await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to balance' }).click();
      await expect(page.getByTestId('wallet-balance')).toHaveText(/^0\.00\s₼$/);
    });
  });
});
