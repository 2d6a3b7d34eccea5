import { axeViolations, toggleTheme, waitForStillPage } from '../support/axe';
import { createPlayer, expect, expectNoHorizontalScroll, test } from '../support/fixtures';

// axe-core is injected as an inline script, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

interface ListedGame {
  id: string;
  venue: { id: number };
  places_left: number;
}

test.describe('a venue page that sells, read signed out', () => {
  test('a visitor sees the photos, the amenities and this week’s games; booking asks to sign in and comes back to the game', async ({
    page,
    request,
  }) => {
    test.slow();
    // A venue with a game this week that still has places: the soonest open game's.
    const open = await request.get('/api/v1/games?status=open&page_size=1');
    expect(open.status(), await open.text()).toBe(200);
    const game = ((await open.json()) as { items: ListedGame[] }).items[0];
    if (!game) throw new Error('the demo data has no open game');

    await page.goto(`/venues/${game.venue.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A picture, drawn and not broken (the venue's photos, or the drawing of its kind).
    const photo = page.getByTestId('venue-photo').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

    // The amenities at a glance, near the top.
    const glance = page.getByRole('list', { name: 'Meydança bir baxışda' });
    await expect(glance).toBeVisible();
    await expect(glance.getByTestId('venue-amenity').first()).toBeVisible();

    // This week's games, each with its price and the places left.
    const section = page.getByTestId('venue-games');
    await expect(section.getByRole('heading', { name: 'Bu həftə buradakı oyunlar' })).toBeVisible();
    const row = section
      .getByTestId('venue-game')
      .filter({ has: page.locator(`a[href="/games/${game.id}"]`) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('venue-game-price')).toHaveText(/^\d+,\d{2}\s₼$/);
    await expect(row.getByTestId('venue-game-places')).toHaveText(/\d+ yer qalıb|Dolu/);
    await expectNoHorizontalScroll(page);

    // No axe violation, in either theme.
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await waitForStillPage(page);
    expect((await axeViolations(page)).join('\n')).toBe('');
    await toggleTheme(page);
    await waitForStillPage(page);
    expect((await axeViolations(page, { coloursOnly: true })).join('\n')).toBe('');

    // Booking: sign in first, then back to the game to book it.
    await row.getByTestId('venue-game-book').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fgames%2F${game.id}$`));
    const player = await createPlayer(request, { firstName: 'Səbinə' });
    await page.getByRole('textbox', { name: 'E-poçt', exact: true }).fill(player.email);
    await page.locator('input[name="password"]').fill(player.password);
    await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
  });
});
