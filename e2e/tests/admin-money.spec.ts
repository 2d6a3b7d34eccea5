import { randomUUID } from 'node:crypto';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';

test.describe('the money desk and the reconciliation', () => {
  test('an admin finds a player, adds 12,50 ₼ with a reason and sees the ledger row; a clean reconciliation run', async ({
    page,
    request,
  }) => {
    test.slow();
    const lastName = `Pulçu${randomUUID().slice(0, 6)}`;
    const player = await createPlayer(request, { firstName: 'Səbinə', lastName });
    const admin = await demoLogin(request, 'admin@demo.az');
    await signInThroughStorage(page, admin);

    await page.goto('/admin/money');
    await expect(page.getByRole('heading', { level: 1, name: 'Balanslar və ödənişlər' })).toBeVisible();
    await page.getByTestId('user-search').fill(player.email);
    await expect(page).toHaveURL(/[?&]q=/);
    const result = page.getByTestId('user-result').filter({ hasText: lastName });
    await expect(result).toHaveCount(1);
    await result.click();

    await expect(page).toHaveURL(new RegExp(`[?&]user=${String(player.user['id'])}`));
    await expect(page.getByTestId('money-user-name')).toHaveText(`Səbinə ${lastName}`);
    await expect(page.getByTestId('money-balance')).toHaveText(/^0,00\s₼$/);
    await expectNoHorizontalScroll(page);

    await page.getByTestId('adjust-open').click();
    const dialog = page.getByRole('dialog', { name: 'Balansa düzəliş' });
    await dialog.getByTestId('adjust-confirm').click();
    // Nothing is sent without an amount and a reason.
    await expect(dialog.getByText('Məbləği rəqəmlə yazın', { exact: false })).toBeVisible();
    await dialog.getByTestId('adjust-amount').fill('12,50');
    await dialog.getByTestId('reason').fill('Kompensasiya: meydança bağlı idi');
    await expect(dialog).toContainText('12,50');
    await dialog.getByTestId('adjust-confirm').click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('money-balance')).toHaveText(/^12,50\s₼$/);
    const rows = page.getByTestId('admin-transactions').getByTestId('transaction');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-kind', 'adjustment');
    await expect(rows.first().getByTestId('transaction-amount')).toHaveText(/^\+12,50\s₼$/);
    await expect(rows.first()).toContainText('Kompensasiya: meydança bağlı idi');

    // The address keeps the player: a reload shows the same wallet.
    await page.reload();
    await expect(page.getByTestId('money-balance')).toHaveText(/^12,50\s₼$/);

    await page.goto('/admin/reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: 'Uzlaşdırma' })).toBeVisible();
    await page.getByTestId('run-reconciliation').click();
    const newest = page.getByTestId('report').first();
    await expect(newest).toContainText('İşə salan:');
    await expect(newest).toHaveAttribute('data-clean', 'true');
    await expect(newest.getByTestId('report-status')).toHaveText('Uyğunsuzluq yoxdur');
    await expectNoHorizontalScroll(page);
  });

  test('a player who opens the money desk is told it is for administrators', async ({ page, request }) => {
    const player = await createPlayer(request);
    await signInThroughStorage(page, player);
    for (const path of ['/admin/money', '/admin/reconciliation']) {
      await page.goto(path);
      await expect(page.getByTestId('admin-only')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Yalnız administratorlar üçün' }),
      ).toBeVisible();
    }
  });
});
