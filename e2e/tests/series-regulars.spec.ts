import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { expect, expectNoHorizontalScroll, signInThroughStorage, test } from '../support/fixtures';
import { demoLogin } from '../support/games';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

test('a regular sees their weekly game booked on the dashboard and says "not this week"', async ({
  page,
  request,
}) => {
  test.slow();
  // The demo player is a regular of the first demo weekly game, booked at its publication by the seed.
  const player = await demoLogin(request, 'player@demo.az');
  await signInThroughStorage(page, player);
  await page.goto('/dashboard');
  const weekly = page.getByTestId('my-weekly-games');
  // The machine may be busy: the dashboard's own answer comes first.
  await expect(weekly).toContainText('Həftəlik oyunlarım', { timeout: 30_000 });
  await expect(weekly.getByTestId('weekly-game').first()).toContainText('Çərşənbə axşamı futbolu');
  await expect(weekly.getByTestId('weekly-state-booked')).toBeVisible();

  await weekly.getByRole('link', { name: 'Aç' }).first().click();
  await expect(page).toHaveURL(/\/series\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('player-series-title')).toHaveText('Çərşənbə axşamı futbolu');
  await expect(page.getByTestId('regular-place-status')).toHaveText('Siz daimi oyunçusunuz.');
  await expectNoHorizontalScroll(page);

  // The page passes axe in both themes.
  await waitForStillPage(page);
  expect((await axeViolations(page)).join('\n')).toBe('');
  await toggleTheme(page);
  await waitForStillPage(page);
  expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');

  // "Not this week" for the first date still open: the date shows it at once.
  const dates = page.getByTestId('series-coming-dates');
  await dates.getByTestId('not-this-week').first().click();
  await page.getByTestId('confirm-action').click();
  await expect(dates.getByTestId('weekly-state-not_this_week').first()).toBeVisible();
});
