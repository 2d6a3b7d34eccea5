import { captainWithTeam } from '../support/competitions';
import { expect, expectNoHorizontalScroll, test } from '../support/fixtures';

test.describe('a team’s public page', () => {
  test('a visitor opens a public team page: the team, its members and the way in through sign-in', async ({
    page,
    request,
  }) => {
    const name = `Açıq Komanda ${Date.now().toString(36)}`;
    const { team } = await captainWithTeam(request, name);

    await page.goto(`/teams/${team.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const join = page.getByTestId('team-visitor-join');
    await expect(join).toContainText('Bu komandada oynamaq istəyirsiniz?');
    // Only what a visitor may read: no statistics, history or settings tabs.
    await expect(page.getByTestId('team-tab-statistics')).toHaveCount(0);
    await expect(page.getByTestId('team-tab-history')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('public-team.png'), fullPage: true });

    await page.getByTestId('team-tab-members').click();
    await expect(page.getByRole('region', { name: 'Üzvlər' })).toContainText('Elvin');

    await page.getByTestId('team-tab-overview').click();
    await join.getByTestId('team-visitor-sign-in').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fteams%2F${team.id}$`));
  });
});
