import { type Page, expect, test } from '@playwright/test';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function chooseOption(page: Page, selectTestId: string, optionName: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: optionName }).click();
}

test.describe('the venue directory', () => {
  test('a visitor finds venues, opens one and signs in from the header', async ({ page }) => {
    test.slow();
    await test.step('a search that finds nothing suggests clearing the filters', async () => {
      await page.goto('/venues?search=zzzz-no-such-venue');
      await expect(page.getByTestId('venue-card')).toHaveCount(0);
      await expect(page.getByText('Heç bir meydança tapılmadı')).toBeVisible();
      await page.getByRole('button', { name: /təmizlə/i }).click();
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
    });

    await test.step('the page has no horizontal scroll on this screen width', async () => {
      // The full list, as the previous step left it.
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    await test.step('a venue page shows the details and a link that opens the location in maps', async () => {
      // From the full list the previous steps left.
      await page.getByTestId('venue-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/venues\/\d+$/);
      const mapsLink = page.getByRole('link', { name: /xəritə/i }).first();
      await expect(mapsLink).toHaveAttribute(
        'href',
        /google\.com\/maps\/search\/\?api=1&query=40\.\d+,(49|50)\.\d+/,
      );
      await expectNoHorizontalScroll(page);
    });

    await test.step('an unknown venue shows a friendly not-found message', async () => {
      await page.goto('/venues/999999');
      await expect(page.getByRole('heading', { name: 'Meydança tapılmadı' })).toBeVisible();
    });

    await test.step('the profile icon in the header takes a visitor to sign in', async () => {
      // From the header of the not-found page the previous step opened.
      await page.getByTestId('public-profile').click();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('a player searches, filters and switches language, and the texts change', async () => {
      await page.goto('/venues');
      await expect(page.getByRole('heading', { level: 1, name: 'Futbol meydançaları' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'az');
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
      await expect(page.getByTestId('venue-result-count')).toContainText(/\d+ meydança tapıldı/);

      // Typed without Azerbaijani letters, as on many phones.
      await page.getByTestId('venue-search').fill('genclik');
      await expect(page).toHaveURL(/search=genclik/);
      await expect(page.getByTestId('venue-card').first()).toContainText('Gənclik');
      await expect(page.getByTestId('venue-card').filter({ hasNotText: /Gənclik/i })).toHaveCount(0);

      await page.getByTestId('venue-search').fill('');
      await chooseOption(page, 'venue-filter-type', 'Futzal');
      await expect(page).toHaveURL(/type=futsal/);
      await chooseOption(page, 'venue-filter-district', 'Nəsimi');
      await expect(page).toHaveURL(/district=nasimi/);
      const cards = page.getByTestId('venue-card');
      // Retrying assertions: the previous results stay on screen until the new ones arrive.
      await expect(cards.filter({ hasNotText: 'Nəsimi' })).toHaveCount(0);
      await expect(cards.filter({ hasNotText: 'Futzal' })).toHaveCount(0);
      await expect(cards.first()).toBeVisible();

      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: 'Русский' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Футбольные площадки' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(cards.first()).toContainText('Футзал');
      await expect(page.getByTestId('venue-result-count')).toContainText(/Найден[оа]? \d+ площад/);

      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Football venues' })).toBeVisible();
      await expect(cards.first()).toContainText('Futsal');

      // The filters live in the address, so the filtered list can be shared and reloaded.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Football venues' })).toBeVisible();
      await expect(cards.first()).toContainText('Futsal');
    });
  });
});

test.describe('serving the web app', () => {
  test('the address picks the language, a missing script file is explained, and assets are cached', async ({
    page,
    request,
  }) => {
    await test.step('the ?lang parameter picks the language and leaves the address', async () => {
      await page.goto('/venues?lang=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Football venues' })).toBeVisible();
      await expect(page).not.toHaveURL(/lang=/);
    });

    await test.step('a page whose script file is gone says "Loading chunk … failed" and why, and reloading tries again', async () => {
      await page.route('**/assets/venues-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/venues?lang=en');
      await expect(page.getByRole('heading', { name: 'Loading chunk venues failed' })).toBeVisible();
      await expect(page.getByTestId('chunk-failure')).toHaveAttribute('data-reason', 'missing');
      await expect(page.getByTestId('chunk-failure')).toHaveText(
        'The file is no longer on the server: a new version of the app was released.',
      );
      await page.unroute('**/assets/venues-page-*.js');
      await page.getByRole('button', { name: 'Reload page' }).click();
      await expect(page.getByTestId('venue-card').first()).toBeVisible();
    });

    await test.step('hashed assets are cached for a year and compressed', async () => {
      // The list the previous step reloaded.
      const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
      expect(script).toMatch(/^\/assets\//);
      const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
    });
  });
});
