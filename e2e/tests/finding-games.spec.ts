import { type Page, type Request } from '@playwright/test';
import {
  createPlayer,
  expect,
  expectNoHorizontalScroll,
  isPhone,
  ONE_WIDTH,
  signInThroughStorage,
  test,
} from '../support/fixtures';
import { demoLogin } from '../support/games';

// Near Fountain Square, in the middle of Baku.
const PLAYER_POSITION = { latitude: 40.371_234, longitude: 49.837_654 };

async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByTestId('game-filters-toggle').click();
}

/** The next `GET /games` list request the page makes. */
function nextListRequest(page: Page, test: (url: URL) => boolean = () => true): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/v1/games' && test(url);
  });
}

test.describe('finding games: date chips, day headers, near me, my level, a venue’s games', () => {
  test('a date chip narrows the list to a day, clears the date range and is cleared by it; games sit under day headers', async ({
    page,
    request,
  }) => {
    test.slow();
    const player = await createPlayer(request, { firstName: 'Rəşad' });
    await signInThroughStorage(page, player);
    await page.goto('/games');

    const headers = page.getByTestId('game-day-header');
    await expect(headers.first()).toBeVisible();
    // Soonest first: each header names a different day, in order.
    const days = await page
      .getByTestId('game-day')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-day') ?? ''));
    expect(days.length).toBeGreaterThan(0);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);

    const tomorrow = page.getByTestId('game-chip-tomorrow');
    const asked = nextListRequest(page, (url) => url.searchParams.get('when') === 'tomorrow');
    await tomorrow.click();
    await asked;
    await expect(page).toHaveURL(/when=tomorrow/);
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    await expect(headers).toHaveText(['Sabah']);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A date range replaces the chip...
    await openFilters(page);
    await page.getByTestId('game-filter-date-from').fill('2030-01-01');
    await expect(page).toHaveURL(/date_from=2030-01-01/);
    await expect(page).not.toHaveURL(/when=/);
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'false');

    // ...and a chip replaces the range.
    await page.getByTestId('game-chip-weekend').click();
    await expect(page).toHaveURL(/when=weekend/);
    await expect(page).not.toHaveURL(/date_from/);
    await expect(page.getByTestId('game-filter-date-from')).toHaveValue('');

    // Tapping the chosen chip again lets go of it.
    await page.getByTestId('game-chip-weekend').click();
    await expect(page).not.toHaveURL(/when=/);
  });

  test(
    'near me asks the browser, sends a point rounded to about 100 m, sorts nearest first and shows each distance; the address says only near; my level and needs a goalkeeper are kept too',
    ONE_WIDTH,
    async ({ browser, request }, testInfo) => {
      test.slow();
      const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
      const context = await browser.newContext({
        viewport,
        locale: 'az-AZ',
        timezoneId: 'Asia/Baku',
        geolocation: PLAYER_POSITION,
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      const player = await createPlayer(request, { firstName: 'Tural' });
      await signInThroughStorage(page, player);
      await page.goto('/games');
      await test.step('near me asks the browser, sends a point rounded to about 100 m, sorts nearest first and shows each distance; the address says only near', async () => {
        await expect(page.getByTestId('game-card').first()).toBeVisible();
        await expect(page.getByTestId('game-card-distance')).toHaveCount(0);

        const byDistance = nextListRequest(page, (url) => url.searchParams.get('sort') === 'distance');
        await page.getByTestId('game-chip-near').click();
        const sent = new URL((await byDistance).url());
        expect(sent.searchParams.get('lat')).toBe('40.371');
        expect(sent.searchParams.get('lng')).toBe('49.838');

        await expect(page).toHaveURL(/near=true/);
        expect(page.url()).not.toMatch(/lat=|lng=|40\.37|49\.83/);
        await expect(page.getByTestId('game-chip-near')).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('game-result-count')).toContainText('Ən yaxınlar əvvəldə');
        // Sorted by distance, the day headers give way to the distance on each card.
        await expect(page.getByTestId('game-day-header')).toHaveCount(0);
        const distances = page.getByTestId('game-card-distance');
        await expect(distances.first()).toHaveText(/^\d+,\d km$/);
        const kilometres = (await distances.allTextContents()).map((text) =>
          Number(text.replace(',', '.').replace(' km', '')),
        );
        expect([...kilometres].sort((a, b) => a - b)).toEqual(kilometres);
        await expectNoHorizontalScroll(page);

        // A reload keeps near=true; the point is asked again from the browser, never read from the address.
        const again = nextListRequest(page, (url) => url.searchParams.get('sort') === 'distance');
        await page.reload();
        expect(new URL((await again).url()).searchParams.get('lat')).toBe('40.371');

        // Off again: soonest first, with the day headers.
        await page.getByTestId('game-chip-near').click();
        await expect(page).not.toHaveURL(/near=/);
        await expect(page.getByTestId('game-day-header').first()).toBeVisible();
        await expect(page.getByTestId('game-card-distance')).toHaveCount(0);
      });
      await test.step('my level and needs a goalkeeper are sent to the API and kept in the address', async () => {
        const both = nextListRequest(
          page,
          (url) =>
            url.searchParams.get('my_level') === 'true' &&
            url.searchParams.get('needs_goalkeeper') === 'true',
        );
        await page.getByTestId('game-chip-my-level').click();
        await expect(page).toHaveURL(/my_level=true/);
        await page.getByTestId('game-chip-needs-goalkeeper').click();
        await expect(page).toHaveURL(/my_level=true.*needs_goalkeeper=true/);
        expect((await (await both).response())?.status()).toBe(200);
        await expect(page.getByTestId('game-result-count')).toHaveText(/oyun tapıldı|Heç bir/);
      });
      await context.close();
    },
  );

  test(
    'when the browser refuses the location, the list says why and stays soonest first; a venue’s page lists its games this week',
    ONE_WIDTH,
    async ({ browser, request }, testInfo) => {
      test.slow();
      const context = await browser.newContext({
        viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
        locale: 'az-AZ',
        timezoneId: 'Asia/Baku',
      });
      // The refusal a player gives (or a blocked site setting gives for them).
      await context.addInitScript(() => {
        const geolocation = {
          getCurrentPosition(
            _success: unknown,
            failure: (error: { code: number; PERMISSION_DENIED: number }) => void,
          ) {
            setTimeout(() => failure({ code: 1, PERMISSION_DENIED: 1 }), 50);
          },
        };
        Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
      });
      const page = await context.newPage();
      const player = await createPlayer(request, { firstName: 'Səbinə' });
      await signInThroughStorage(page, player);
      await page.goto('/games');
      await test.step('when the browser refuses the location, the list says why and stays soonest first', async () => {
        await expect(page.getByTestId('game-card').first()).toBeVisible();

        await page.getByTestId('game-chip-near').click();
        const message = page.getByTestId('near-me-message');
        await expect(message).toContainText('Məkan icazəsi bağlıdır');
        await expect(page.getByTestId('game-chip-near')).toHaveAttribute('aria-pressed', 'false');
        await expect(page).not.toHaveURL(/near=/);
        await expect(page.getByTestId('game-day-header').first()).toBeVisible();
        await expectNoHorizontalScroll(page);

        await message.getByRole('button').click();
        await expect(message).toHaveCount(0);
      });
      await test.step('a venue’s page lists its games this week with links to them and to all its games; a venue without games says so', async () => {
        const list = await request.get('/api/v1/games?page_size=1');
        const first = ((await list.json()) as { items: { venue: { id: number; name: string } }[] }).items[0];
        expect(first).toBeTruthy();
        const venue = first!.venue;

        await page.goto(`/venues/${venue.id}`);
        const section = page.getByTestId('venue-games');
        await expect(section.getByRole('heading', { name: 'Bu həftə buradakı oyunlar' })).toBeVisible();
        const rows = section.getByTestId('venue-game');
        await expect(rows.first()).toBeVisible();
        expect(await rows.count()).toBeLessThanOrEqual(5);
        await expect(section.getByTestId('venue-games-count')).toHaveText(/Bu həftə \d+ oyun/);
        await expectNoHorizontalScroll(page);

        await rows.first().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/games\/[0-9a-f-]{36}$/);
        await page.goBack();

        await section.getByTestId('venue-games-all').click();
        await expect(page).toHaveURL(new RegExp(`/games\\?venue_id=${venue.id}$`));

        // A new venue has no games yet.
        const admin = await demoLogin(request, 'admin@demo.az');
        const created = await request.post('/api/v1/admin/venues', {
          headers: { authorization: `Bearer ${admin.tokens.access_token}` },
          data: {
            name: `Təzə meydança ${Date.now()}`,
            district: 'nasimi',
            address: 'Nizami küçəsi 1',
            latitude: 40.38,
            longitude: 49.85,
            type: 'outdoor',
            surface: 'artificial_grass',
            amenities: [],
            pitch_count: 1,
            phone: null,
            opening_hours: null,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        const { id } = (await created.json()) as { id: number };
        await page.goto(`/venues/${id}`);
        await expect(page.getByTestId('venue-games-empty')).toContainText('Bu həftə burada oyun yoxdur.');
        await page.getByTestId('venue-games-empty').getByRole('link').click();
        await expect(page).toHaveURL(/\/games$/);
      });
      await context.close();
    },
  );
});
