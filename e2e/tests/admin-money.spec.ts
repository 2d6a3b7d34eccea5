import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';

test.describe('the money desk and the reconciliation', () => {
  test('an admin finds a player, adds 12.50 ₼ with a reason and sees the ledger row; a clean reconciliation run', async ({
    page,
    request,
  }) => {
    test.slow();
    // Letters only (a name takes no digits), unique enough to find this player alone.
    const suffix = Array.from({ length: 8 }, () =>
      'abcdefghijklmnopqrstuvwxyz'.charAt(Math.floor(Math.random() * 26)),
    );
    const lastName = `Pulçu${suffix.join('')}`;
    const player = await createPlayer(request, { firstName: 'Səbinə', lastName });
    // The demo admin reads the app in English.
    const admin = await demoLogin(request, 'admin@demo.az');
    await signInThroughStorage(page, admin);

    await page.goto('/admin/money');
    await expect(page.getByRole('heading', { level: 1, name: 'Balances and payments' })).toBeVisible();
    await page.getByTestId('user-search').fill(player.email);
    await expect(page).toHaveURL(/[?&]q=/);
    const result = page.getByTestId('user-result').filter({ hasText: lastName });
    await expect(result).toHaveCount(1);
    await result.click();

    await expect(page).toHaveURL(new RegExp(`[?&]user=${String(player.user['id'])}`));
    await expect(page.getByTestId('money-user-name')).toHaveText(`Səbinə ${lastName}`);
    await expect(page.getByTestId('money-balance')).toHaveText(/^0\.00\s₼$/);
    await expectNoHorizontalScroll(page);

    await page.getByTestId('adjust-open').click();
    const dialog = page.getByRole('dialog', { name: 'Correct the balance' });
    await dialog.getByTestId('adjust-confirm').click();
    // Nothing is sent without an amount and a reason.
    await expect(dialog.getByText('Write the amount in figures', { exact: false })).toBeVisible();
    await dialog.getByTestId('adjust-amount').fill('12.50');
    await dialog.getByTestId('reason').fill('Kompensasiya: meydança bağlı idi');
    await expect(dialog).toContainText('12.50');
    await dialog.getByTestId('adjust-confirm').click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('money-balance')).toHaveText(/^12\.50\s₼$/);
    const rows = page.getByTestId('admin-transactions').getByTestId('transaction');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-kind', 'adjustment');
    await expect(rows.first().getByTestId('transaction-amount')).toHaveText(/^\+12\.50\s₼$/);
    await expect(rows.first()).toContainText('Kompensasiya: meydança bağlı idi');

    // The address keeps the player: a reload shows the same wallet.
    await page.reload();
    await expect(page.getByTestId('money-balance')).toHaveText(/^12\.50\s₼$/);

    await page.goto('/admin/reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
    await page.getByTestId('run-reconciliation').click();
    // The newest report run by an admin (the daily run may write its own beside it).
    const newest = page.getByTestId('report').filter({ hasText: 'Run by' }).first();
    await expect(newest).toBeVisible();
    await expect(newest).toHaveAttribute('data-clean', 'true');
    await expect(newest.getByTestId('report-status')).toHaveText('No mismatches');
    await expectNoHorizontalScroll(page);
  });
  // A player who opens the money desk is told it is for administrators: admin.spec.ts.
});
