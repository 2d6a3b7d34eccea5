import type { Page, Route } from '@playwright/test';
import { ERROR_CATALOGUE } from '@oyna/shared';
import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { createPlayer, expect, signInThroughStorage, storedSession, test } from '../support/fixtures';

/** What the API answers when a carrier-NAT address or the server itself is overloaded. */
function answer(status: number, code: 'rate_limited' | 'service_unavailable') {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: status === 429 ? { 'retry-after': '30' } : {},
      body: JSON.stringify({ detail: ERROR_CATALOGUE[code].az, code }),
    });
}

async function expectSignedInOnDashboard(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Salam, ${firstName}!`);
  expect(await storedSession(page)).toMatchObject({ isAuthenticated: true });
}

// axe-core is put into the page as an inline script.
test.use({ bypassCSP: true });

test.describe('a session that survives a bad network', () => {
  test.describe('offline', () => {
    // The app shell comes from the service worker when there is no network.
    test.use({ serviceWorkers: 'allow' });

    test('reloading a page offline keeps the player signed in and shows the screen seen last', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const player = await createPlayer(request, { firstName: 'Nərmin', lastName: 'Qasımova' });
      await signInThroughStorage(page, player);
      await page.goto('/dashboard');
      // The first visit also installs the service worker, which fetches the app's files.
      await expect(page.getByTestId('dashboard-first-game')).toBeVisible({ timeout: 30_000 });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload(); // now controlled by the worker, which keeps the app's files
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect(page.getByTestId('dashboard-first-game')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => window.localStorage.getItem('oyna-saved-answers')?.includes('dashboard')),
        )
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expectSignedInOnDashboard(page, 'Nərmin');
      // The dashboard seen last, not an error or an empty skeleton.
      await expect(page.getByTestId('dashboard-first-game')).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      await page.reload();
      await expectSignedInOnDashboard(page, 'Nərmin');
    });
  });

  test('a 429 and then a 503 from the API at start never sign the player out, and the page says why in words', async ({
    page,
    request,
  }) => {
    const player = await createPlayer(request, { firstName: 'Tural', lastName: 'Rzayev' });
    await signInThroughStorage(page, player);
    for (const [status, code] of [
      [429, 'rate_limited'],
      [503, 'service_unavailable'],
    ] as const) {
      await test.step(`a ${status} from the API at start never signs the player out, and the page says why in words`, async () => {
        await page.route('**/api/v1/auth/me**', answer(status, code));
        await page.route('**/api/v1/auth/refresh', answer(status, code));
        await page.route('**/api/v1/dashboard**', answer(status, code));
        // A fresh start of the app, with the session the previous step (if any) left but not the
        // dashboard it saved a second after showing it (that copy would be shown instead of the
        // refusal). The app is left first (the API's health check is not a page), so nothing is
        // saved again after the answers are removed.
        await page.goto('/api/v1/health');
        await page.evaluate((key) => window.localStorage.removeItem(key), 'oyna-saved-answers');
        await page.goto('/dashboard');
        await expectSignedInOnDashboard(page, 'Tural');
        await expect(page.getByText(ERROR_CATALOGUE[code].az)).toBeVisible();

        // Both themes of the refused page pass the accessibility check.
        for (let theme = 0; theme < 2; theme += 1) {
          await waitForStillPage(page);
          expect(await axeViolations(page, { coloursOnly: theme === 1 })).toEqual([]);
          if (theme === 0) await toggleTheme(page);
        }

        // The server is back: the same session goes on.
        await page.unrouteAll();
        await page.reload();
        await expectSignedInOnDashboard(page, 'Tural');
        await expect(page.getByTestId('dashboard-first-game')).toBeVisible();
      });
    }
  });
});
