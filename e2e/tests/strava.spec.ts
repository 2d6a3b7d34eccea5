import { STRAVA_ATHLETE_COOKIE, STRAVA_BASE_URL } from '../support/env';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  signInThroughStorage,
  test,
} from '../support/fixtures';

test.describe('the Strava connection in the settings', () => {
  test('a player connects Strava, sees the last four weeks in the settings and on the profile, and disconnects again', async ({
    page,
    request,
  }) => {
    // Eight page loads, one of them through the fake Strava's page and the callback.
    test.slow();
    const player = await createPlayer(request);
    await signInThroughStorage(page, player);
    // The athlete who signs in on the fake Strava's page (its activities: support/fake-strava.ts).
    const athleteId = 100_000 + Math.floor(Math.random() * 1_000_000_000);
    await page
      .context()
      .addCookies([{ name: STRAVA_ATHLETE_COOKIE, value: String(athleteId), url: STRAVA_BASE_URL }]);

    await page.goto('/settings');
    const panel = page.getByTestId('strava-connection');
    await expect(panel.getByTestId('fitness-state')).toHaveText('Qoşulmayıb');
    await panel.getByRole('button', { name: 'Strava-nı qoş' }).click();

    // Strava's page approves at once and sends the browser back through the callback page.
    await page.waitForURL('**/settings');
    await expect(page.getByText('Strava qoşuldu')).toBeVisible();
    await expect(panel.getByTestId('fitness-state')).toHaveText('Qoşulub');
    await expect(panel.getByTestId('strava-distance')).toHaveText('15,8 km');
    await expect(panel.getByTestId('strava-sessions')).toHaveText('3');
    await expect(panel.getByTestId('strava-moving-time')).toHaveText('2 saat 30 dəq');
    await expectNoHorizontalScroll(page);

    await page.reload();
    await expect(panel.getByTestId('strava-distance')).toHaveText('15,8 km');

    // The profile shows the same four weeks while Strava is connected.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-fitness').getByTestId('strava-distance')).toHaveText('15,8 km');
    await expectNoHorizontalScroll(page);
    await page.goto('/settings');

    await panel.getByRole('button', { name: 'Strava-nı ayır' }).click();
    await expect(page.getByText('Strava ayrıldı')).toBeVisible();
    await expect(panel.getByTestId('fitness-state')).toHaveText('Qoşulmayıb');
    await expect(panel.getByRole('button', { name: 'Strava-nı qoş' })).toBeVisible();
    await expect(panel.getByTestId('strava-summary')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-fitness')).toHaveCount(0);

    const status = await request.get('/api/v1/integrations/strava', {
      headers: { authorization: `Bearer ${player.tokens.access_token}` },
    });
    expect(await status.json()).toMatchObject({ state: 'not_connected', connected_at: null });
  });
});
