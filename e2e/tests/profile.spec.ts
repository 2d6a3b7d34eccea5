import type { APIRequestContext } from '@playwright/test';
import {
  type Player,
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';

/** Rates the player's ten skills through the API, as if they had done onboarding step 4. */
async function rateSkills(request: APIRequestContext, player: Player) {
  const response = await request.patch('/api/v1/users/me/skills', {
    headers: { authorization: `Bearer ${player.tokens.access_token}` },
    data: {
      skills: {
        speed: 8,
        endurance: 7,
        technique: 6,
        shotPower: 9,
        passAccuracy: 5,
        vision: 6,
        heading: 4,
        tackling: 3,
        positioning: 7,
        dribbling: 8,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('the profile', () => {
  test('a player sees their statistics, skills chart and achievements, renames the profile, and sees another player’s private and public profile', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Rəşad', lastName: 'Quliyev' });
    await rateSkills(request, player);
    await signInThroughStorage(page, player);

    await test.step('a player sees their statistics, skills chart and achievements, and a renamed profile stays after a reload', async () => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveText('Rəşad Quliyev');
      await expect(page.getByTestId('stat-games_played-value')).toHaveText('0');
      await expect(page.getByTestId('stat-record-value')).toHaveText('0/0/0');
      await expect(page.getByTestId('stat-reliability_percent-value')).toHaveText('—');
      await expect(page.getByTestId('profile-stats-empty')).toBeVisible();
      await expect(page.getByTestId('skills-radar')).toBeVisible();
      await expect(page.getByTestId('skills-radar')).toContainText('Sürət 8');
      await expect(page.getByTestId('skills-overall-value')).toHaveText(/^\d+$/);
      const firstGame = page.getByTestId('achievement-first_game');
      await expect(firstGame).toHaveAttribute('data-earned', 'false');
      await expect(firstGame.getByTestId('achievement-progress')).toHaveText('0/1');
      await expect(page.getByTestId('achievement-games_10').getByTestId('achievement-progress')).toHaveText(
        '0/10',
      );
      await expect(page.getByTestId('profile-balance-value')).toHaveText(/0,00\s₼/);
      await expect(page.getByTestId('profile-top-up')).toHaveAttribute('href', '/balance');
      await expectNoHorizontalScroll(page);

      // An emptied name is refused beside the field, and nothing typed is lost.
      await page.getByTestId('profile-edit').click();
      const dialog = page.getByTestId('edit-profile-dialog');
      const firstName = dialog.locator('input[name="first_name"]');
      await expect(firstName).toHaveValue('Rəşad');
      await firstName.fill('');
      await dialog.locator('input[name="last_name"]').fill('Həsənli');
      await dialog.getByTestId('edit-profile-save').click();
      await expect(dialog.getByTestId('edit-profile-problem')).toBeVisible();
      await expect(dialog.locator('input[name="last_name"]')).toHaveValue('Həsənli');

      await firstName.fill('Elçin');
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/users/me/profile') && response.status() === 200,
      );
      await dialog.getByTestId('edit-profile-save').click();
      await saved;
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('profile-name')).toHaveText('Elçin Həsənli');

      await page.reload();
      await expect(page.getByTestId('profile-name')).toHaveText('Elçin Həsənli');
    });

    await test.step('a private profile shows another player only the name; a public one shows the statistics', async () => {
      const owner = await createPlayer(request, { firstName: 'Aysel', lastName: 'Məmmədova' });
      await rateSkills(request, owner);
      // The owner in a browser of their own; the viewer is the player above, in theirs.
      const ownerContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
        locale: 'az-AZ',
        timezoneId: 'Asia/Baku',
      });
      const ownerTab = await ownerContext.newPage();
      const viewerPage = page;
      await signInThroughStorage(ownerTab, owner);

      await ownerTab.goto('/settings');
      await expect(ownerTab.getByRole('heading', { level: 1, name: 'Tənzimləmələr' })).toBeVisible();
      await expect(ownerTab.getByTestId('privacy-public')).toBeChecked();
      const madePrivate = ownerTab.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/users/me/settings/privacy') &&
          response.request().method() === 'PUT' &&
          response.status() === 200,
      );
      await ownerTab.getByTestId('privacy-private').click();
      await madePrivate;
      await expect(ownerTab.getByText('Məxfilik tənzimləmələri yadda saxlanıldı')).toBeVisible();
      await ownerTab.reload();
      await expect(ownerTab.getByTestId('privacy-private')).toBeChecked();
      await expectNoHorizontalScroll(ownerTab);

      const ownerPage = `/players/${String(owner.user['id'])}`;
      await viewerPage.goto(ownerPage);
      await expect(viewerPage.getByRole('heading', { level: 1, name: 'Aysel Məmmədova' })).toBeVisible();
      await expect(viewerPage.getByTestId('player-private')).toContainText(
        'Bu oyunçu profilini gizli saxlayır',
      );
      await expect(viewerPage.getByTestId('profile-stats')).toHaveCount(0);
      await expect(viewerPage.getByTestId('skills-radar')).toHaveCount(0);

      // Public again: the other player sees the statistics, skills and achievements.
      const madePublic = ownerTab.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/users/me/settings/privacy') &&
          response.request().method() === 'PUT' &&
          response.status() === 200,
      );
      await ownerTab.getByTestId('privacy-public').click();
      await madePublic;

      await viewerPage.reload();
      await expect(viewerPage.getByTestId('player-private')).toHaveCount(0);
      await expect(viewerPage.getByTestId('stat-games_played-value')).toHaveText('0');
      await expect(viewerPage.getByTestId('skills-radar')).toBeVisible();
      await expect(viewerPage.getByTestId('achievement-first_game')).toBeVisible();
      await expect(viewerPage.getByTestId('profile-edit')).toHaveCount(0);
      await expectNoHorizontalScroll(viewerPage);

      // An unknown player, and my own id, which leads to my profile.
      await viewerPage.goto('/players/00000000-0000-4000-8000-000000000000');
      await expect(viewerPage.getByTestId('player-not-found')).toBeVisible();
      await viewerPage.goto(`/players/${String(player.user['id'])}`);
      await expect(viewerPage).toHaveURL(/\/profile$/);
      await ownerContext.close();
    });
  });
});
